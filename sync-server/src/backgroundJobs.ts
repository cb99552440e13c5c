// The server's job runner with every handler it has, started by main.ts beside the HTTP server:
// mail (SMTP_URL or .eml files), SMS (SMS_WEBHOOK_URL or files), the hourly prune of spent
// account links, codes and captchas, deliveries, the acknowledgement poll and the hourly scheduled
// takedowns. Routes only enqueue (queueMail, queueSms, enqueueJob).
import { accountsPruneHandler, accountsPruneJob } from './accounts/prune';
import { HOUR_MS, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import { ackPollHandler, ackPollJob } from './distribution/ackPollJob';
import { deliveryHandler } from './distribution/deliveryJob';
import { scheduledTakedownHandler, scheduledTakedownJob } from './distribution/scheduledTakedowns';
import { settlementRunHandler } from './finance/settlementRun';
import type { JobLogger } from './jobs/kind';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { keepScheduling } from './jobs/schedule';
import { createMailer } from './mail/mailer';
import { mailHandler } from './mail/mailJob';
import { reportImportHandler } from './reports/reportJob';
import { createSmsProvider } from './sms/provider';
import { smsHandler } from './sms/smsJob';
import type { ObjectStore } from './storage/objectStore';

/** How often an idle runner looks for due jobs; new jobs poke it at once (NOTIFY). */
export const JOB_POLL_INTERVAL_MS = 2000;

export interface BackgroundJobs {
  runner: JobRunner;
  /** mail and SMS destinations, for the start banner */
  describe(): string;
  stop(): Promise<void>;
}

export async function startBackgroundJobs(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  log: JobLogger;
  /** the instance's object store: the prune removes an abandoned registration's images */
  store: ObjectStore;
}): Promise<BackgroundJobs> {
  const { db, config, clock, log, store } = deps;
  const secret = config.secrets.signingSecret;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    fromAddress: config.mailFrom,
  });
  const sms = createSmsProvider({ webhook: config.smsWebhook, smsDir: config.smsDir });
  const runner = createJobRunner({
    db,
    clock,
    log,
    pollIntervalMs: JOB_POLL_INTERVAL_MS,
    handlers: [
      mailHandler({ mailer, secret }),
      smsHandler({ provider: sms, secret }),
      accountsPruneHandler(db, store),
      reportImportHandler(db, config.reportsDir),
      settlementRunHandler(db),
      deliveryHandler({ db, store, secret, deliveriesDir: config.deliveriesDir }),
      ackPollHandler({ db, secret, deliveriesDir: config.deliveriesDir }),
      scheduledTakedownHandler(db),
    ],
  });
  await runner.start();
  const stopPrune = keepScheduling(db, clock, accountsPruneJob, {}, HOUR_MS, (error) =>
    log.warn({ err: error }, 'could not schedule the account prune'),
  );
  const stopAckPoll = keepScheduling(db, clock, ackPollJob, {}, config.ackPollIntervalMs, (error) =>
    log.warn({ err: error }, 'could not schedule the acknowledgement poll'),
  );
  // scheduled takedowns and their notices: hourly, so the day's takedown goes out early that day
  const stopTakedowns = keepScheduling(db, clock, scheduledTakedownJob, {}, HOUR_MS, (error) =>
    log.warn({ err: error }, 'could not schedule the scheduled takedowns'),
  );
  return {
    runner,
    describe: () =>
      `mail: ${mailer.mode === 'smtp' ? 'SMTP (SMTP_URL)' : `.eml files in ${config.mailDir}`}; SMS: ${sms.mode === 'webhook' ? 'SMS_WEBHOOK_URL' : `files in ${config.smsDir}`}`,
    async stop() {
      stopPrune();
      stopAckPoll();
      stopTakedowns();
      await runner.stop();
      mailer.close();
    },
  };
}
