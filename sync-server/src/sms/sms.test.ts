// SMS end to end on PGlite: queued as a job and sent by the runner. Without SMS_WEBHOOK_URL the
// message lands in DATA_DIR/sms and the log; with it, it is posted as JSON to a real HTTP server
// on loopback started here, which answers as a gateway would (accepts, fails for now, refuses).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteFromTemplate } from '../../test/pgliteTemplate';
import { createTestClock, type TestClock } from '../clock';
import type { Db } from '../db/db';
import { createJobRunner } from '../jobs/runner';
import { readJob } from '../jobs/store';
import { createSmsProvider, type SmsProvider } from './provider';
import { queueSms, smsHandler } from './smsJob';

const SECRET = 'test-signing-secret-0123456789abcdef';

interface Received {
  method: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A gateway on loopback that answers each request with the next status of `answers`. */
async function startGateway(
  answers: number[],
): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        status === 200
          ? JSON.stringify({ id: 'gw-42' })
          : JSON.stringify({ error: `status ${status}` }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('SMS', () => {
  let db: Db;
  let clock: TestClock;
  let dir: string;
  const closers: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    db = await openPgliteFromTemplate();
    dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-sms-'));
  });
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await db.query('DELETE FROM jobs');
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function runnerWith(provider: SmsProvider) {
    const lines: string[] = [];
    const push = (_: object, message: string): void => void lines.push(message);
    return {
      runner: createJobRunner({
        db,
        clock,
        handlers: [smsHandler({ provider, secret: SECRET })],
        log: { info: push, warn: push, error: push },
        random: () => 0,
      }),
      lines,
    };
  }
  const queueCode = (language: 'zh-hans' | 'en', to = '+8613800138000') =>
    queueSms(
      db,
      { clock, secret: SECRET },
      { template: 'verificationCode', to, language, params: { code: '042917', minutes: 10 } },
    );

  it('without a gateway writes the message under DATA_DIR/sms and logs it', async () => {
    clock = createTestClock(Date.UTC(2026, 2, 1, 8, 30, 0));
    const { id } = await queueCode('zh-hans');
    const { rows } = await db.query<{ payload: string }>(
      'SELECT payload::text AS payload FROM jobs WHERE id = $1',
      [id],
    );
    expect(rows[0].payload).not.toContain('042917');
    const smsDir = path.join(dir, 'sms');
    const { runner, lines } = runnerWith(createSmsProvider({ smsDir }));
    expect((await runner.drain()).map((s) => s.outcome)).toEqual(['done']);
    const [name] = readdirSync(smsDir);
    const file = path.join(smsDir, name);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = '【音乐版权合作伙伴门户】您的验证码为 042917，10 分钟内有效。请勿告诉他人。';
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      id,
      to: '+8613800138000',
      text,
      at: '2026-03-01T08:30:00.000Z',
    });
    expect(lines).toContain(`SMS to +8613800138000 saved as ${file} (no SMS_WEBHOOK_URL): ${text}`);
  });

  it('posts the message as JSON to the webhook, with its token and the message id as idempotency key', async () => {
    clock = createTestClock();
    const gateway = await startGateway([200]);
    closers.push(gateway.close);
    const { id } = await queueCode('en', '+447700900123');
    const { runner, lines } = runnerWith(
      createSmsProvider({
        smsDir: path.join(dir, 'unused'),
        webhook: { url: gateway.url, token: 'gw-token' },
      }),
    );
    expect((await runner.drain()).map((s) => s.outcome)).toEqual(['done']);
    expect(gateway.received).toHaveLength(1);
    const [request] = gateway.received;
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer gw-token',
      'idempotency-key': id,
    });
    expect(request.body).toEqual({
      id,
      to: '+447700900123',
      text: '[Rights Partner Portal] Your verification code is 042917. It expires in 10 minutes. Do not share it with anyone.',
    });
    expect(lines).toContain('SMS sent');
  });

  it('retries after a 503 or a 429 with the same id, and gives up at once on a 400', async () => {
    clock = createTestClock();
    const gateway = await startGateway([503, 429, 200, 400]);
    closers.push(gateway.close);
    const provider = createSmsProvider({
      smsDir: path.join(dir, 'unused'),
      webhook: { url: gateway.url },
    });
    const { id } = await queueCode('en');
    const { runner } = runnerWith(provider);
    expect((await runner.drain()).map((s) => s.outcome)).toEqual(['retried']);
    expect((await readJob(db, id))?.lastError).toContain('HTTP 503');
    clock.advance(5_000);
    expect((await runner.drain()).map((s) => s.outcome)).toEqual(['retried']);
    clock.advance(10_000);
    expect((await runner.drain()).map((s) => s.outcome)).toEqual(['done']);
    expect(gateway.received.map((r) => r.headers['idempotency-key'])).toEqual([id, id, id]);
    expect(gateway.received[0].headers.authorization).toBeUndefined();

    const refused = await queueCode('en');
    expect((await runner.drain()).map((s) => s.outcome)).toEqual(['failed']);
    expect(await readJob(db, refused.id)).toMatchObject({ state: 'failed', attempts: 1 });
    expect((await readJob(db, refused.id))?.lastError).toMatch(
      /^PermanentJobError: the SMS gateway refused the message \(HTTP 400\)/,
    );
  });

  it('refuses to queue a number that is not E.164 or a code that is not six digits', async () => {
    clock = createTestClock();
    await expect(queueCode('en', '13800138000')).rejects.toThrow();
    await expect(
      queueSms(
        db,
        { clock, secret: SECRET },
        {
          template: 'verificationCode',
          to: '+8613800138000',
          language: 'en',
          params: { code: '12345', minutes: 10 },
        },
      ),
    ).rejects.toThrow();
  });
});
