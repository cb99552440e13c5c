// Mail end to end on PGlite: queued as a job, sent by the runner through a REAL SMTP server on
// loopback (Debian's aiosmtpd) and read back with Python's email parser: headers, both parts, the
// link, in the recipient's language. Without SMTP_URL the same message lands as an .eml file and
// the log names it and its links. A server that is away means a retry, not a lost mail.
import { statSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteFromTemplate } from '../../test/pgliteTemplate';
import { readMail } from '../../test/mail/readMail';
import { freePort, startSmtpServer, type SmtpServer } from '../../test/mail/smtpServer';
import { createTestClock, type TestClock } from '../clock';
import type { Db } from '../db/db';
import { createJobRunner } from '../jobs/runner';
import { readJob } from '../jobs/store';
import { createMailer, isPermanentMailError, type Mailer } from './mailer';
import { mailHandler, queueMail } from './mailJob';

const SECRET = 'test-signing-secret-0123456789abcdef';
const FROM = 'no-reply@portal.test';
const LINK = 'https://portal.example/resetPwd?token=Zm9vYmFy_-xyz&x=1';

interface LogLine {
  fields: object;
  message: string;
}

describe('mail', () => {
  let db: Db;
  let clock: TestClock;
  let dir: string;
  const servers: SmtpServer[] = [];
  const mailers: Mailer[] = [];
  beforeAll(async () => {
    db = await openPgliteFromTemplate();
    dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-mail-'));
  });
  afterEach(async () => {
    for (const mailer of mailers.splice(0)) mailer.close();
    for (const server of servers.splice(0)) await server.stop();
    await db.query('DELETE FROM jobs');
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function runnerFor(smtpUrl?: string) {
    const lines: LogLine[] = [];
    const push = (fields: object, message: string): void => void lines.push({ fields, message });
    const mailer = createMailer({ smtpUrl, mailDir: path.join(dir, 'mail'), fromAddress: FROM });
    mailers.push(mailer);
    const runner = createJobRunner({
      db,
      clock,
      handlers: [mailHandler({ mailer, secret: SECRET })],
      log: { info: push, warn: push, error: push },
      random: () => 0,
    });
    return { runner, lines };
  }

  it('sends a reset mail through SMTP in Chinese: headers, a text and an HTML part, the link', async () => {
    clock = createTestClock(Date.UTC(2026, 2, 1, 8, 30, 0));
    const server = await startSmtpServer();
    servers.push(server);
    const { id } = await queueMail(
      db,
      { clock, secret: SECRET },
      {
        template: 'resetPassword',
        to: 'ada@example.com',
        language: 'zh-hans',
        params: { name: '李雷', login: 'lilei', link: LINK, expiresInMinutes: 30 },
      },
    );
    // the link is a secret: the jobs table holds it sealed, never readable
    const { rows } = await db.query<{ payload: string }>(
      'SELECT payload::text AS payload FROM jobs WHERE id = $1',
      [id],
    );
    expect(rows[0].payload).not.toContain('Zm9vYmFy');
    expect(rows[0].payload).not.toContain('resetPwd');

    const { runner } = runnerFor(server.url);
    expect((await runner.drain()).map((s) => s.outcome)).toEqual(['done']);
    const [file] = await server.messages(1);
    const mail = readMail(file);
    expect(mail.headers).toMatchObject({
      Subject: '重置您的音乐版权合作伙伴门户密码',
      From: `音乐版权合作伙伴门户 <${FROM}>`,
      To: 'ada@example.com',
      'Content-Language': 'zh-Hans',
      'X-MailFrom': FROM,
      'X-RcptTo': 'ada@example.com',
      Date: 'Sun, 01 Mar 2026 08:30:00 +0000',
    });
    expect(mail.contentType).toBe('multipart/alternative');
    expect(mail.partTypes).toEqual(['text/plain', 'text/html']);
    expect(mail.text).toContain('李雷，您好：');
    expect(mail.text).toContain('我们收到了重置音乐版权合作伙伴门户账号 lilei 密码的请求。');
    expect(mail.text?.split('\n')).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK.replace('&', '&#38;')}"`);
    expect(mail.html).toContain('设置新密码');
  });

  it('sends an invitation in English', async () => {
    clock = createTestClock();
    const server = await startSmtpServer();
    servers.push(server);
    await queueMail(
      db,
      { clock, secret: SECRET },
      {
        template: 'invitation',
        to: 'new.member@example.com',
        language: 'en',
        params: {
          name: '',
          inviter: 'Lin Wei',
          organisation: 'Acme Music',
          link: LINK,
          expiresInDays: 7,
        },
      },
    );
    await runnerFor(server.url).runner.drain();
    const mail = readMail((await server.messages(1))[0]);
    expect(mail.headers).toMatchObject({
      Subject: 'Lin Wei invites you to join Acme Music on Rights Partner Portal',
      From: `Rights Partner Portal <${FROM}>`,
      'Content-Language': 'en',
    });
    expect(mail.text).toContain('Hello,\n');
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.html).toContain('Accept the invitation');
  });

  it('retries while the SMTP server is away and delivers once it is back', async () => {
    clock = createTestClock();
    const port = await freePort();
    const { id } = await queueMail(
      db,
      { clock, secret: SECRET },
      {
        template: 'registrationResume',
        to: 'ada@example.com',
        language: 'en',
        params: { name: 'Ada', link: LINK, expiresInDays: 7 },
        idempotencyKey: 'registration:1',
      },
    );
    const { runner, lines } = runnerFor(`smtp://127.0.0.1:${port}`);
    expect((await runner.drain()).map((s) => s.outcome)).toEqual(['retried']);
    expect((await readJob(db, id))?.lastError).toMatch(/ECONNREFUSED/);
    expect(lines.map((l) => l.message)).toContain('job failed; will retry');

    const server = await startSmtpServer(port);
    servers.push(server);
    expect(await runner.drain()).toEqual([]);
    clock.advance(15_000);
    expect((await runner.drain()).map((s) => s.outcome)).toEqual(['done']);
    expect(readMail((await server.messages(1))[0]).headers.Subject).toBe(
      'Continue your Rights Partner Portal registration',
    );
    // queued again with the same key: still the one mail
    expect(
      (
        await queueMail(
          db,
          { clock, secret: SECRET },
          {
            template: 'registrationResume',
            to: 'ada@example.com',
            language: 'en',
            params: { name: 'Ada', link: LINK, expiresInDays: 7 },
            idempotencyKey: 'registration:1',
          },
        )
      ).created,
    ).toBe(false);
  });

  it('without SMTP_URL writes an .eml file only its owner reads, and logs its path and links', async () => {
    clock = createTestClock(Date.UTC(2026, 2, 1, 8, 30, 0));
    await queueMail(
      db,
      { clock, secret: SECRET },
      {
        template: 'resetPassword',
        to: 'ada@example.com',
        language: 'en',
        params: { name: 'Ada', login: 'ada-admin', link: LINK, expiresInMinutes: 30 },
      },
    );
    const { runner, lines } = runnerFor(undefined);
    expect((await runner.drain()).map((s) => s.outcome)).toEqual(['done']);
    const files = readdirSync(path.join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-03-01T08-30-00-000Z-[0-9a-f]{8}\.eml$/);
    const file = path.join(dir, 'mail', files[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const logged = lines.find((l) => l.message.includes(file));
    expect(logged?.message).toBe(
      `mail to ada@example.com saved as ${file} (no SMTP_URL); links: ${LINK}`,
    );
    expect(logged?.fields).toMatchObject({ file, links: [LINK] });

    const mail = readMail(file);
    expect(mail.headers).toMatchObject({
      Subject: 'Reset your Rights Partner Portal password',
      To: 'ada@example.com',
      'Content-Language': 'en',
    });
    expect(mail.partTypes).toEqual(['text/plain', 'text/html']);
    expect(mail.text?.split('\n')).toContain(LINK);
    expect(mail.html).toContain('Choose a new password');
  });

  it('refuses to queue a mail whose parameters the template does not take', async () => {
    clock = createTestClock();
    await expect(
      queueMail(
        db,
        { clock, secret: SECRET },
        {
          template: 'resetPassword',
          to: 'ada@example.com',
          language: 'en',
          params: { name: 'Ada', login: 'a', link: 'ftp://x', expiresInMinutes: 30 },
        },
      ),
    ).rejects.toThrow();
    await expect(
      queueMail(
        db,
        { clock, secret: SECRET },
        {
          template: 'resetPassword',
          to: 'not an address',
          language: 'en',
          params: { name: 'Ada', login: 'a', link: LINK, expiresInMinutes: 30 },
        },
      ),
    ).rejects.toThrow();
    expect((await db.query('SELECT 1 FROM jobs')).rows).toEqual([]);
  });

  it('takes a 5xx answer or a missing recipient as final, a lost connection as worth a retry', () => {
    expect(
      isPermanentMailError(Object.assign(new Error('550 no such user'), { responseCode: 550 })),
    ).toBe(true);
    expect(isPermanentMailError(Object.assign(new Error('rejected'), { permanent: true }))).toBe(
      true,
    );
    expect(
      isPermanentMailError(
        Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' }),
      ),
    ).toBe(true);
    expect(
      isPermanentMailError(Object.assign(new Error('421 try later'), { responseCode: 421 })),
    ).toBe(false);
    expect(
      isPermanentMailError(
        Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }),
      ),
    ).toBe(false);
  });
});
