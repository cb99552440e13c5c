// How an SMS leaves the portal: one small interface, two providers. Without SMS_WEBHOOK_URL (the
// embedded default) each message is written under DATA_DIR/sms and logged, so a person can read
// a verification code with no gateway; with it, the message is posted as JSON to that gateway.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeWholeFile } from '../files/writeWhole';
import { postToWebhook, type WebhookSettings } from './webhook';

export interface SmsMessage {
  /** E.164: +, country code and number, nothing else */
  to: string;
  text: string;
  /** the same id on every try of one message, so a gateway can drop a repeat */
  id: string;
  /** the server's clock: names the file in the outbox */
  at: Date;
}

export interface SentSms {
  /** the outbox file, when there is no gateway */
  file?: string;
  /** the gateway's id for the message, when it gave one */
  providerId?: string;
}

export interface SmsProvider {
  readonly mode: 'outbox' | 'webhook';
  send(message: SmsMessage, signal: AbortSignal): Promise<SentSms>;
}

export function createOutboxProvider(smsDir: string): SmsProvider {
  return {
    mode: 'outbox',
    async send(message) {
      await mkdir(smsDir, { recursive: true, mode: 0o700 });
      const stamp = message.at.toISOString().replace(/[:.]/g, '-');
      const file = path.join(smsDir, `${stamp}-${randomBytes(4).toString('hex')}.json`);
      // a verification code is a secret while it lasts: only the server's user reads the file
      const body = {
        id: message.id,
        to: message.to,
        text: message.text,
        at: message.at.toISOString(),
      };
      await writeWholeFile(file, `${JSON.stringify(body, null, 2)}\n`);
      return { file };
    },
  };
}

export function createWebhookProvider(settings: WebhookSettings): SmsProvider {
  return {
    mode: 'webhook',
    send: (message, signal) => postToWebhook(settings, message, signal),
  };
}

export function createSmsProvider(settings: {
  webhook?: WebhookSettings;
  smsDir: string;
}): SmsProvider {
  return settings.webhook
    ? createWebhookProvider(settings.webhook)
    : createOutboxProvider(settings.smsDir);
}
