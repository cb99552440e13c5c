// Builds the real app in-process on a given database, with settings pointing at a temp dir.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { ThrottleLimits } from '../src/auth/throttle';
import type { Clock } from '../src/clock';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/db';
import type { SendLimitOverrides } from '../src/mail/sendLimits';
import type { FileRouteOptions } from '../src/routes/deps';
import { createObjectStore } from '../src/storage/createObjectStore';
import type { ObjectStore } from '../src/storage/objectStore';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** the app's object store (tests sweep or inspect it) */
  store: ObjectStore;
  close(): Promise<void>;
}

export function testConfig(env: NodeJS.ProcessEnv = {}): { config: Config; cleanup(): void } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rpp-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-static-build'),
    SIGNING_SECRET: 'test-signing-secret-0123456789abcdef',
    ...env,
  });
  return { config, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export interface TestAppOptions {
  throttle?: ThrottleLimits;
  /** lower mail and SMS send limits, reached in a few calls */
  sendLimits?: SendLimitOverrides;
  env?: NodeJS.ProcessEnv;
  /** adds test-only routes before the app is readied */
  extend?: (app: FastifyInstance) => void;
  /** close the database with the app (default true) */
  ownsDb?: boolean;
  /** upload settings, e.g. a small minimum part size */
  files?: FileRouteOptions;
  /** the clock the object store stamps upload starts with */
  now?: () => Date;
  /** wraps the app's object store, e.g. to inject a disk's fault where no small disk can be mounted */
  wrapStore?: (store: ObjectStore) => ObjectStore;
  /** the routes' clock (clock.ts), e.g. a movable createTestClock() */
  clock?: Clock;
  /** Fastify's logger (off by default), e.g. a stream a test reads to check what is never logged */
  logger?: BuildAppOptions['logger'];
}

export async function createTestApp(db: Db, options: TestAppOptions = {}): Promise<TestApp> {
  const { config, cleanup } = testConfig(options.env);
  const made = createObjectStore(config, {
    minPartBytes: options.files?.minPartBytes,
    now: options.now,
  });
  const store = options.wrapStore?.(made) ?? made;
  const app = await buildApp({
    config,
    db,
    store,
    throttle: options.throttle,
    sendLimits: options.sendLimits,
    clock: options.clock,
    logger: options.logger,
  });
  try {
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    cleanup();
    throw error;
  }
  return {
    app,
    db,
    config,
    store,
    async close() {
      await app.close();
      if (options.ownsDb !== false) await db.close();
      cleanup();
    },
  };
}
