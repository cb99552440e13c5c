// A mail is a job (`mail.send`): queued in the transaction of the write that causes it, sent by
// the runner, retried with backoff while the SMTP server is away. The template's parameters are
// sealed in the payload (they hold the link), checked when queued and again when sent.
import { z } from 'zod';
import { API_LANGUAGES, type ApiLanguage } from '../../../src/domain/locale';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { defineJobKind, handleJob, PermanentJobError, type JobHandler } from '../jobs/kind';
import { openJson, sealJson } from '../jobs/sealed';
import { enqueueJob, type Enqueued } from '../jobs/store';
import { isPermanentMailError, type Mailer } from './mailer';
import { renderContent, type RenderedMail } from './render';
import {
  composeMail,
  MAIL_TEMPLATE_KINDS,
  type MailParams,
  type MailTemplateKind,
} from './templates';

export const mailJob = defineJobKind(
  'mail.send',
  z.object({
    template: z.enum(MAIL_TEMPLATE_KINDS),
    to: z.email(),
    language: z.enum(API_LANGUAGES),
    sealedParams: z.string().min(1),
  }),
  // 30 s, 1 min, 2 min, ... 32 min between 8 runs: up to about an hour (a reset link lasts 30 minutes)
  { maxAttempts: 8, backoff: { baseMs: 30_000, maxMs: 60 * 60_000 }, timeoutMs: 2 * 60_000 },
);

export interface MailQueueDeps {
  clock: Clock;
  /** the deployment's signing secret (config.secrets.signingSecret): seals the parameters */
  secret: string;
}

export interface QueuedMail<K extends MailTemplateKind> {
  template: K;
  to: string;
  language: ApiLanguage;
  params: MailParams<K>;
  /** e.g. `reset:<token id>`: queueing the same mail twice sends it once */
  idempotencyKey?: string;
}

/** Queues a mail; pass the transaction of the write it belongs to. Throws on parameters the template refuses. */
export async function queueMail<K extends MailTemplateKind>(
  q: Queryable,
  deps: MailQueueDeps,
  mail: QueuedMail<K>,
): Promise<Enqueued> {
  // composing checks the parameters now, in the caller, rather than in a run minutes later
  composeMail(mail.template, mail.language, mail.params);
  return enqueueJob(
    q,
    deps.clock,
    mailJob,
    {
      template: mail.template,
      to: mail.to,
      language: mail.language,
      sealedParams: sealJson(deps.secret, mail.params),
    },
    { idempotencyKey: mail.idempotencyKey },
  );
}

export interface MailHandlerDeps {
  mailer: Mailer;
  secret: string;
}

export function mailHandler({ mailer, secret }: MailHandlerDeps): JobHandler {
  return handleJob(mailJob, async (payload, { clock, log, jobId }) => {
    let rendered: RenderedMail;
    try {
      const params = openJson(secret, payload.sealedParams);
      rendered = renderContent(
        composeMail(payload.template, payload.language, params),
        payload.language,
      );
    } catch (error) {
      // sealed under another secret, or parameters an older template took: no retry can help
      throw new PermanentJobError(`the ${payload.template} mail cannot be composed`, {
        cause: error,
      });
    }
    try {
      const sent = await mailer.send({ to: payload.to, mail: rendered, date: clock.now() });
      if (sent.file) {
        // no SMTP server: the file and its links in the log are how a person follows the mail
        const links = rendered.links.join(' ');
        log.info(
          {
            jobId,
            template: payload.template,
            to: payload.to,
            file: sent.file,
            links: rendered.links,
          },
          `mail to ${payload.to} saved as ${sent.file} (no SMTP_URL)${links ? `; links: ${links}` : ''}`,
        );
      } else {
        log.info(
          { jobId, template: payload.template, to: payload.to, messageId: sent.messageId },
          'mail sent',
        );
      }
    } catch (error) {
      if (isPermanentMailError(error))
        throw new PermanentJobError(
          `the mail server refused the ${payload.template} mail: ${String(error)}`,
          { cause: error },
        );
      throw error;
    }
  });
}
