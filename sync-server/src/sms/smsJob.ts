// An SMS is a job (`sms.send`) like a mail: queued with the write that causes it, sent by the
// runner through the provider, retried while the gateway is away. Its parameters (the code) are
// sealed in the payload. Retries are few and quick: a verification code lasts minutes.
import { z } from 'zod';
import { API_LANGUAGES, type ApiLanguage } from '../../../src/domain/locale';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { defineJobKind, handleJob, PermanentJobError, type JobHandler } from '../jobs/kind';
import { openJson, sealJson } from '../jobs/sealed';
import { enqueueJob, type Enqueued } from '../jobs/store';
import { translatorFor } from '../mail/templates';
import type { SmsProvider } from './provider';
import { SmsRejectedError } from './webhook';

/** E.164: a plus, a country code that does not start with 0, 7 to 15 digits in all. */
export const E164 = /^\+[1-9]\d{6,14}$/;

const define = <P>(template: {
  params: z.ZodType<P>;
  text(params: P, language: ApiLanguage): string;
}) => template;

export const SMS_TEMPLATES = {
  verificationCode: define({
    params: z.object({ code: z.string().regex(/^\d{6}$/), minutes: z.number().int().positive() }),
    text: (p, language) =>
      translatorFor(language)('sms.verificationCode', { code: p.code, minutes: p.minutes }),
  }),
};

export type SmsTemplateKind = keyof typeof SMS_TEMPLATES;
export type SmsParams<K extends SmsTemplateKind> = z.infer<(typeof SMS_TEMPLATES)[K]['params']>;
const SMS_TEMPLATE_KINDS = Object.keys(SMS_TEMPLATES) as [SmsTemplateKind, ...SmsTemplateKind[]];

export function composeSms(kind: SmsTemplateKind, language: ApiLanguage, params: unknown): string {
  const template = SMS_TEMPLATES[kind];
  return template.text(template.params.parse(params), language);
}

export const smsJob = defineJobKind(
  'sms.send',
  z.object({
    template: z.enum(SMS_TEMPLATE_KINDS),
    to: z.string().regex(E164),
    language: z.enum(API_LANGUAGES),
    sealedParams: z.string().min(1),
  }),
  // 10 s, 20 s, 40 s, 80 s: within the code's ten minutes
  { maxAttempts: 5, backoff: { baseMs: 10_000, maxMs: 2 * 60_000 }, timeoutMs: 30_000 },
);

export interface QueuedSms<K extends SmsTemplateKind> {
  template: K;
  to: string;
  language: ApiLanguage;
  params: SmsParams<K>;
  idempotencyKey?: string;
}

export async function queueSms<K extends SmsTemplateKind>(
  q: Queryable,
  deps: { clock: Clock; secret: string },
  sms: QueuedSms<K>,
): Promise<Enqueued> {
  composeSms(sms.template, sms.language, sms.params);
  return enqueueJob(
    q,
    deps.clock,
    smsJob,
    {
      template: sms.template,
      to: sms.to,
      language: sms.language,
      sealedParams: sealJson(deps.secret, sms.params),
    },
    { idempotencyKey: sms.idempotencyKey },
  );
}

export function smsHandler({
  provider,
  secret,
}: {
  provider: SmsProvider;
  secret: string;
}): JobHandler {
  return handleJob(smsJob, async (payload, { clock, log, jobId, signal }) => {
    let text: string;
    try {
      text = composeSms(payload.template, payload.language, openJson(secret, payload.sealedParams));
    } catch (error) {
      throw new PermanentJobError(`the ${payload.template} SMS cannot be composed`, {
        cause: error,
      });
    }
    try {
      const sent = await provider.send(
        { id: jobId, to: payload.to, text, at: clock.now() },
        signal,
      );
      if (sent.file) {
        log.info(
          { jobId, to: payload.to, file: sent.file },
          `SMS to ${payload.to} saved as ${sent.file} (no SMS_WEBHOOK_URL): ${text}`,
        );
      } else {
        log.info({ jobId, to: payload.to, providerId: sent.providerId }, 'SMS sent');
      }
    } catch (error) {
      if (error instanceof SmsRejectedError)
        throw new PermanentJobError(error.message, { cause: error });
      throw error;
    }
  });
}
