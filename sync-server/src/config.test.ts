import {
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  chmodSync,
  existsSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT_DEFAULTS, loadConfig, loadOrCreateSecrets } from './config';

describe('loadConfig', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(path.join(os.tmpdir(), 'rpp-config-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it('builds mail links from PUBLIC_URL, and fixes the captcha text only for the demo', () => {
    expect(loadConfig({}, cwd)).toMatchObject({
      publicUrl: 'http://localhost:8080',
      captchaFixedText: undefined,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example/' }, cwd).publicUrl).toBe(
      'https://portal.example',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://portal.example' }, cwd)).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ CAPTCHA_FIXED_TEXT: 'E2E7' }, cwd).captchaFixedText).toBeUndefined();
    expect(loadConfig({ CAPTCHA_FIXED_TEXT: 'E2E7', DEMO: '1' }, cwd).captchaFixedText).toBe(
      'E2E7',
    );
  });

  it('moves the clock by a file only for the demo', () => {
    expect(loadConfig({}, cwd).clockOffsetFile).toBeUndefined();
    expect(loadConfig({ CLOCK_OFFSET_FILE: 'clock' }, cwd).clockOffsetFile).toBeUndefined();
    expect(loadConfig({ CLOCK_OFFSET_FILE: 'e2e/clock', DEMO: '1' }, cwd).clockOffsetFile).toBe(
      path.join(cwd, 'e2e/clock'),
    );
    expect(loadConfig({ CLOCK_OFFSET_FILE: ' ', DEMO: '1' }, cwd).clockOffsetFile).toBeUndefined();
  });

  it('works with an empty environment, with safe defaults', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'data'),
      objectsDir: path.join(cwd, 'data', 'objects'),
      pgliteDir: path.join(cwd, 'data', 'db'),
      deliveriesDir: path.join(cwd, 'data', 'deliveries'),
      staticDir: path.join(cwd, 'dist'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailDir: path.join(cwd, 'data', 'mail'),
      mailFrom: 'no-reply@localhost',
      contactMailTo: 'operator@portal.localhost',
      smsWebhook: undefined,
      smsDir: path.join(cwd, 'data', 'sms'),
      trustProxy: false,
      uploadMaxAgeHours: 72,
      s3: { endpoint: undefined, bucket: undefined, region: 'us-east-1', forcePathStyle: true },
      demo: false,
      passwordHashConcurrency: 2,
      rateLimit: RATE_LIMIT_DEFAULTS,
      ackPollIntervalMs: 60_000,
    });
    expect(statSync(config.objectsDir).isDirectory()).toBe(true);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '0.0.0.0',
        DATA_DIR: 'elsewhere',
        DATABASE_URL: 'postgres://u@db/portal',
        STATIC_DIR: 'public-build',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'portal@acme.example',
        SMS_WEBHOOK_URL: 'https://sms.acme.example/send',
        SMS_WEBHOOK_TOKEN: 'gw-token',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_REGION: 'cn-north-1',
        S3_FORCE_PATH_STYLE: 'false',
        TRUST_PROXY: '1',
        SIGNING_SECRET: 'x'.repeat(40),
        UPLOAD_MAX_AGE_HOURS: '24',
        DEMO: '1',
        PASSWORD_HASH_CONCURRENCY: '3',
        RATE_LIMIT_PER_SESSION: '50',
        RATE_LIMIT_PER_ADDRESS: '200',
        RATE_LIMIT_WINDOW_SECONDS: '10',
        ACK_POLL_SECONDS: '2',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'elsewhere'),
      databaseUrl: 'postgres://u@db/portal',
      staticDir: path.join(cwd, 'public-build'),
      smtpUrl: 'smtp://mail:25',
      mailDir: path.join(cwd, 'elsewhere', 'mail'),
      mailFrom: 'portal@acme.example',
      smsWebhook: { url: 'https://sms.acme.example/send', token: 'gw-token' },
      smsDir: path.join(cwd, 'elsewhere', 'sms'),
      s3: {
        endpoint: 'https://s3.example.com',
        bucket: 'media',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        region: 'cn-north-1',
        forcePathStyle: false,
      },
      trustProxy: true,
      uploadMaxAgeHours: 24,
      secrets: { signingSecret: 'x'.repeat(40) },
      demo: true,
      passwordHashConcurrency: 3,
      rateLimit: { perSession: 50, perAddress: 200, windowSeconds: 10 },
      ackPollIntervalMs: 2000,
    });
    // a given secret is not written to disk
    expect(existsSync(path.join(cwd, 'elsewhere', 'secrets.json'))).toBe(false);
  });

  it('treats an empty DATABASE_URL as unset and names a malformed setting', () => {
    expect(loadConfig({ DATABASE_URL: '  ' }, cwd).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'eighty' }, cwd)).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' }, cwd)).toThrow(/PORT/);
    expect(() => loadConfig({ UPLOAD_MAX_AGE_HOURS: '0' }, cwd)).toThrow(/UPLOAD_MAX_AGE_HOURS/);
    expect(() => loadConfig({ UPLOAD_MAX_AGE_HOURS: 'soon' }, cwd)).toThrow(/UPLOAD_MAX_AGE_HOURS/);
    expect(() => loadConfig({ DEMO: 'yes' }, cwd)).toThrow(/DEMO/);
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: '0' }, cwd)).toThrow(
      /PASSWORD_HASH_CONCURRENCY/,
    );
    expect(() => loadConfig({ RATE_LIMIT_PER_SESSION: '-1' }, cwd)).toThrow(
      /RATE_LIMIT_PER_SESSION/,
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com:25' }, cwd)).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'Portal <no-reply@example.com>' }, cwd)).toThrow(
      /MAIL_FROM/,
    );
    expect(() => loadConfig({ SMS_WEBHOOK_URL: 'ftp://gw' }, cwd)).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ ACK_POLL_SECONDS: '0' }, cwd)).toThrow(/ACK_POLL_SECONDS/);
  });
});

describe('loadOrCreateSecrets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-secrets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates the secrets once, keeps them private and returns the same on the next start', () => {
    const first = loadOrCreateSecrets(dir);
    expect(first.signingSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecrets(dir)).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('tightens a copied-in file and refuses a broken one', () => {
    const file = path.join(dir, 'secrets.json');
    writeFileSync(file, JSON.stringify({ signingSecret: 's'.repeat(40) }));
    chmodSync(file, 0o644);
    expect(loadOrCreateSecrets(dir).signingSecret).toBe('s'.repeat(40));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, JSON.stringify({ signingSecret: 'short' }));
    expect(() => loadOrCreateSecrets(dir)).toThrow(/not a valid secrets file/);
  });
});
