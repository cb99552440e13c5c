// Every setting comes from the environment with a safe default, so `npm start` works with no setup
// and a deployment overrides only what differs. Secrets are generated once and kept in DATA_DIR.
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REPORT_MAX_BYTES } from '../../src/domain/reports/reportApi';

export interface S3Settings {
  endpoint?: string;
  bucket?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  region: string;
  /**
   * `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint host>/<key>`: what MinIO, Ceph and
   * most other S3-compatible stores need, and what works for any host name
   */
  forcePathStyle: boolean;
}

export interface RateLimitSettings {
  /** requests per window one session may make */
  perSession: number;
  /** requests per window one client address may make, sessions or not */
  perAddress: number;
  windowSeconds: number;
}

export interface Secrets {
  /** HMAC key for signed URLs (file parts, downloads); shared by every instance of one deployment */
  signingSecret: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** local object store (files live here unless S3_ENDPOINT is set) */
  objectsDir: string;
  /** PGlite data directory, used when databaseUrl is unset */
  pgliteDir: string;
  /** DATA_DIR/deliveries: the root of every local-folder distribution channel */
  deliveriesDir: string;
  databaseUrl?: string;
  staticDir: string;
  /** smtp:// or smtps://; unset: mails are written as .eml files under mailDir (mail/mailer.ts) */
  smtpUrl?: string;
  mailDir: string;
  /**
   * CAPTCHA_FIXED_TEXT, honoured only with DEMO=1: every graphic code shows this text, so the e2e
   * specs can pass the forgotten-password form. Never set in production (DEMO is off there).
   */
  captchaFixedText?: string;
  /**
   * CLOCK_OFFSET_FILE, honoured only with DEMO=1: the server's clock is the system time plus the
   * milliseconds this file holds (clock.ts), so the e2e run moves the date past a scheduled
   * takedown without touching the machine's clock. Never set in production (DEMO is off there).
   */
  clockOffsetFile?: string;
  /** the portal's public origin (PUBLIC_URL): links in mails are built from it, never from a request's Host */
  publicUrl: string;
  /** the sender address of every mail (its name is the product's, in the recipient's language) */
  mailFrom: string;
  /** where the contact form's messages go (CONTACT_MAIL_TO); by default a local mailbox like every mail */
  contactMailTo: string;
  /** the SMS gateway (sms/webhook.ts); unset: messages are written under smsDir */
  smsWebhook?: { url: string; token?: string };
  smsDir: string;
  /** channel reports as uploaded, read again by their import job (reports/importReport.ts) */
  reportsDir: string;
  reportMaxBytes: number;
  /**
   * ACK_POLL_SECONDS: how often channels' folders are read for acknowledgements (one job per period
   * for all instances); 60 by default, shorter in the e2e run so an answer shows within seconds
   */
  ackPollIntervalMs: number;
  s3: S3Settings;
  secrets: Secrets;
  /** read the client address from X-Forwarded-For (only behind a trusted proxy) */
  trustProxy: boolean;
  sessionTtlHours: number;
  /** an upload neither completed nor aborted within this many hours is removed (files/uploadExpiry.ts) */
  uploadMaxAgeHours: number;
  /** create the demo organisation and logins on an empty database (DEMO=1); never by default */
  demo: boolean;
  /** scrypt hashes run at once (auth/password.ts); the rest queue */
  passwordHashConcurrency: number;
  /** the /api request budget (http/rateLimit.ts) */
  rateLimit: RateLimitSettings;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * Generous: the busiest minute of the e2e specs and benches measured here was 220 requests from one
 * address and 110 from one session (README, Configuration); an office behind one address has room.
 */
export const RATE_LIMIT_DEFAULTS: RateLimitSettings = {
  perSession: 1200,
  perAddress: 6000,
  windowSeconds: 60,
};

/** An on/off setting; empty counts as unset (off). */
const flag = z.enum(['', '0', '1', 'true', 'false']).default('');
const isOn = (value: z.infer<typeof flag>): boolean => value === '1' || value === 'true';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText,
  STATIC_DIR: z.string().min(1).default('./dist'),
  SMTP_URL: optionalText.refine(
    (v) => v === undefined || /^smtps?:\/\/[^\s]+$/.test(v),
    'must be an smtp:// or smtps:// URL',
  ),
  MAIL_FROM: z
    .string()
    .regex(/^[^\s@<>"]+@[^\s@<>"]+$/, 'must be a bare address like no-reply@example.com')
    .default('no-reply@localhost'),
  CONTACT_MAIL_TO: z.email().default('operator@portal.localhost'),
  SMS_WEBHOOK_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v),
    'must be an http:// or https:// URL',
  ),
  SMS_WEBHOOK_TOKEN: optionalText,
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).default('true'),
  SIGNING_SECRET: z.string().min(32).optional(),
  CAPTCHA_FIXED_TEXT: z
    .string()
    .regex(/^[A-Z0-9]{4,8}$/)
    .optional(),
  CLOCK_OFFSET_FILE: optionalText,
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: flag,
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  // three days: a paused upload may be resumed over a weekend, not kept for ever
  UPLOAD_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(72),
  // channel reports (issue 17): the largest file staff may upload
  REPORT_MAX_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(16 * 1024)
    .default(REPORT_MAX_BYTES / (1024 * 1024)),
  ACK_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  DEMO: flag,
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  RATE_LIMIT_PER_SESSION: z.coerce.number().int().min(1).default(RATE_LIMIT_DEFAULTS.perSession),
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(RATE_LIMIT_DEFAULTS.perAddress),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(RATE_LIMIT_DEFAULTS.windowSeconds),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const secretsFileSchema = z.object({ signingSecret: z.string().min(32) });

/** Reads the settings; throws with the offending variable named when one is malformed. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid server settings: ${detail}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const objectsDir = path.join(dataDir, 'objects');
  mkdirSync(objectsDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    objectsDir,
    pgliteDir: path.join(dataDir, 'db'),
    deliveriesDir: path.join(dataDir, 'deliveries'),
    databaseUrl: e.DATABASE_URL,
    staticDir: path.resolve(cwd, e.STATIC_DIR),
    smtpUrl: e.SMTP_URL,
    mailDir: path.join(dataDir, 'mail'),
    mailFrom: e.MAIL_FROM,
    contactMailTo: e.CONTACT_MAIL_TO,
    captchaFixedText: isOn(e.DEMO) ? e.CAPTCHA_FIXED_TEXT : undefined,
    clockOffsetFile:
      isOn(e.DEMO) && e.CLOCK_OFFSET_FILE ? path.resolve(cwd, e.CLOCK_OFFSET_FILE) : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smsWebhook: e.SMS_WEBHOOK_URL
      ? { url: e.SMS_WEBHOOK_URL, token: e.SMS_WEBHOOK_TOKEN }
      : undefined,
    smsDir: path.join(dataDir, 'sms'),
    reportsDir: path.join(dataDir, 'reports'),
    reportMaxBytes: e.REPORT_MAX_MB * 1024 * 1024,
    ackPollIntervalMs: e.ACK_POLL_SECONDS * 1000,
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      region: e.S3_REGION,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
    },
    secrets: e.SIGNING_SECRET ? { signingSecret: e.SIGNING_SECRET } : loadOrCreateSecrets(dataDir),
    trustProxy: isOn(e.TRUST_PROXY),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    uploadMaxAgeHours: e.UPLOAD_MAX_AGE_HOURS,
    demo: isOn(e.DEMO),
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    rateLimit: {
      perSession: e.RATE_LIMIT_PER_SESSION,
      perAddress: e.RATE_LIMIT_PER_ADDRESS,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    },
    logLevel: e.LOG_LEVEL,
  };
}

/**
 * Generates the secrets on first start and keeps them (mode 0600) so signed URLs survive a restart.
 * The file appears atomically (written aside, then hard-linked): when two instances start on one
 * data dir, the loser reads the winner's complete file.
 */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  mkdirSync(dataDir, { recursive: true });
  const fresh: Secrets = { signingSecret: randomBytes(32).toString('base64url') };
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(aside, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(aside, file);
    return fresh;
  } catch (error) {
    if (!isErrnoCode(error, 'EEXIST')) throw error;
  } finally {
    unlinkSync(aside);
  }
  // tighten a file that was copied in with looser rights
  chmodSync(file, 0o600);
  const stored = secretsFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!stored.success)
    throw new Error(`${file} is not a valid secrets file; remove it to generate new secrets`);
  return stored.data;
}

function isErrnoCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
