// The HTTP provider: POST {id, to, text} as JSON to SMS_WEBHOOK_URL (a gateway of the operator's
// choice, or a small adapter in front of one), with `Authorization: Bearer SMS_WEBHOOK_TOKEN` when
// set and the message id as Idempotency-Key. A 2xx is sent; a 4xx other than 408 and 429 is a
// refusal no retry changes; anything else (5xx, 408, 429, no answer) is worth another try.
import type { SentSms, SmsMessage } from './provider';

export interface WebhookSettings {
  url: string;
  token?: string;
  /** per request (default 10 s) */
  timeoutMs?: number;
}

export class SmsRejectedError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`the SMS gateway refused the message (HTTP ${status}): ${detail}`);
    this.name = 'SmsRejectedError';
  }
}

const MAX_DETAIL = 300;

export async function postToWebhook(
  settings: WebhookSettings,
  message: SmsMessage,
  signal: AbortSignal,
): Promise<SentSms> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'idempotency-key': message.id,
  };
  if (settings.token) headers.authorization = `Bearer ${settings.token}`;
  const response = await fetch(settings.url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ id: message.id, to: message.to, text: message.text }),
    signal: AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs ?? 10_000)]),
    redirect: 'error',
  });
  const detail = (await response.text().catch(() => '')).slice(0, MAX_DETAIL);
  if (response.ok) return { providerId: readProviderId(detail) };
  const final =
    response.status >= 400 &&
    response.status < 500 &&
    response.status !== 408 &&
    response.status !== 429;
  if (final) throw new SmsRejectedError(response.status, detail);
  throw new Error(`the SMS gateway answered HTTP ${response.status}: ${detail}`);
}

/** A gateway may answer `{"id": "..."}`; anything else is fine too. */
function readProviderId(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object' && 'id' in parsed) {
      const id = (parsed as { id: unknown }).id;
      return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
    }
  } catch {
    // not JSON: no id
  }
  return undefined;
}
