// The real start command runs the job runner: on a PostgreSQL shared with this test (as a second
// instance would share it), a mail queued here is sent by the server as an .eml file under its
// DATA_DIR/mail with its path and link in the server's log, and SIGTERM stops it cleanly, after
// the run has recorded its outcome.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteCluster } from '../test/backends';
import { postgresAvailable, type TempCluster } from '../test/postgresCluster';
import { uniqueDatabaseName } from '../test/sharedPostgres';
import { systemClock } from './clock';
import { openPostgresDb } from './db/postgres';
import { readJob } from './jobs/store';
import { queueMail } from './mail/mailJob';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'background-jobs-test-secret-0123456789';
const LINK = 'https://portal.example/resetPwd?token=started-by-main';

describe.skipIf(!postgresAvailable() && process.env.REQUIRE_POSTGRES !== '1')(
  'the server started by main.ts',
  () => {
    let cluster: TempCluster;
    let dataDir: string;
    beforeAll(async () => {
      cluster = await suiteCluster({ withTemplate: false });
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'rpp-main-jobs-'));
    });
    afterAll(async () => {
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('sends a queued mail through its job runner and stops on SIGTERM', async () => {
      const url = await cluster.createDatabase(uniqueDatabaseName('main_jobs'));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        SIGNING_SECRET: SECRET,
      };
      for (const key of ['DEMO', 'SMTP_URL', 'SMS_WEBHOOK_URL'] as const) delete env[key];
      const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const printed = (text: string) =>
        new Promise<void>((resolve, reject) => {
          const check = (): void => {
            if (!stdout.includes(text)) return;
            child.stdout.off('data', check);
            resolve();
          };
          child.stdout.on('data', check);
          void exited.then(() =>
            reject(new Error(`the server ended without printing "${text}":\n${stdout}\n${stderr}`)),
          );
          check();
        });
      const mailDir = path.join(dataDir, 'mail');
      await printed(`mail: .eml files in ${mailDir}; SMS: files in ${path.join(dataDir, 'sms')}`);

      const db = openPostgresDb(url, 2);
      try {
        const { id } = await queueMail(
          db,
          { clock: systemClock, secret: SECRET },
          {
            template: 'resetPassword',
            to: 'ada@example.com',
            language: 'en',
            params: { name: 'Ada', login: 'ada', link: LINK, expiresInMinutes: 30 },
          },
        );
        await printed(`; links: ${LINK}`);
        const [file] = readdirSync(mailDir);
        expect(stdout).toContain(
          `mail to ada@example.com saved as ${path.join(mailDir, file)} (no SMTP_URL); links: ${LINK}`,
        );
        // the run may still be recording its outcome: SIGTERM lets it finish before the exit
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(await readJob(db, id)).toMatchObject({ state: 'done', attempts: 1 });
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        await db.close();
      }
    });
  },
);
