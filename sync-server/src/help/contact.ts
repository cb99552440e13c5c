// The contact form (advisory_mail): the graphic code first (one use), then a limit per client
// address and per sender email, then two mails in one transaction: the message to the operator's
// address and an acknowledgement to the sender in the language of the form.
import { createHmac } from 'node:crypto';
import type { ContactInput } from '../../../src/domain/help/contact';
import { DEFAULT_LANGUAGE, type ApiLanguage } from '../../../src/domain/locale';
import { checkCaptcha } from '../accounts/captcha';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { queueMail } from '../mail/mailJob';

const HOUR_MS = 3_600_000;

export interface ContactLimits {
  perAddressPerHour: number;
  perEmailPerHour: number;
}
export const DEFAULT_CONTACT_LIMITS: ContactLimits = { perAddressPerHour: 5, perEmailPerHour: 3 };

export interface ContactDeps {
  db: Db;
  clock: Clock;
  secret: string;
  /** where the messages go (CONTACT_MAIL_TO) */
  operatorAddress: string;
  limits?: ContactLimits;
}

function emailKey(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`contact-email\n${email.trim().toLowerCase()}`)
    .digest('hex');
}

/** Counts the request under advisory locks (email, then address); the seconds to wait when over. */
async function claimContactRequest(
  tx: Queryable,
  deps: ContactDeps,
  key: string,
  address: string,
): Promise<number | null> {
  const limits = deps.limits ?? DEFAULT_CONTACT_LIMITS;
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`contact:email:${key}`]);
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `contact:address:${address}`,
  ]);
  const now = deps.clock.now().getTime();
  await tx.query(
    'DELETE FROM contact_requests WHERE (email_key = $1 OR address = $2) AND created_at <= $3',
    [key, address, new Date(now - HOUR_MS)],
  );
  const { rows } = await tx.query<{
    email_count: number;
    email_first: Date | null;
    address_count: number;
    address_first: Date | null;
  }>(
    `SELECT (SELECT count(*)::int FROM contact_requests WHERE email_key = $1) AS email_count,
            (SELECT min(created_at) FROM contact_requests WHERE email_key = $1) AS email_first,
            (SELECT count(*)::int FROM contact_requests WHERE address = $2) AS address_count,
            (SELECT min(created_at) FROM contact_requests WHERE address = $2) AS address_first`,
    [key, address],
  );
  const seen = rows[0];
  const wait = (first: Date) => Math.max(1, Math.ceil((first.getTime() + HOUR_MS - now) / 1000));
  if (seen.address_count >= limits.perAddressPerHour && seen.address_first)
    return wait(seen.address_first);
  if (seen.email_count >= limits.perEmailPerHour && seen.email_first) return wait(seen.email_first);
  await tx.query(
    'INSERT INTO contact_requests (email_key, address, created_at) VALUES ($1, $2, $3)',
    [key, address, new Date(now)],
  );
  return null;
}

export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactInput,
  address: string,
  language: ApiLanguage,
): Promise<void> {
  const mailDeps = { clock: deps.clock, secret: deps.secret };
  const captcha = await checkCaptcha(deps.db, mailDeps, input.captchaId, input.captcha);
  if (!captcha.ok) throw new ApiError('captchaInvalid');
  await deps.db.transaction(async (tx) => {
    const retryAfter = await claimContactRequest(
      tx,
      deps,
      emailKey(deps.secret, input.email),
      address,
    );
    if (retryAfter !== null)
      throw new ApiError('tooManyRequests', {
        params: { seconds: retryAfter },
        headers: { 'retry-after': String(retryAfter) },
      });
    await queueMail(tx, mailDeps, {
      template: 'contactOperator',
      to: deps.operatorAddress,
      // the operator reads the portal's default language; the sender's is named in the mail
      language: DEFAULT_LANGUAGE,
      params: {
        name: input.name,
        email: input.email,
        title: input.title,
        message: input.message,
        language,
      },
    });
    await queueMail(tx, mailDeps, {
      template: 'contactAcknowledgement',
      to: input.email,
      language,
      params: { name: input.name, title: input.title },
    });
  });
}
