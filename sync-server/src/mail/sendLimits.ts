// One limiter for every mail and SMS the product sends (issue 28): a send is counted as a row per
// key (sender, recipient, organisation, client address) in `send_counts`, in the transaction that
// queues the message and under advisory locks on those keys, so parallel requests and several
// instances share one count, a restart forgets nothing, and a refused send leaves no count and no mail.
import { createHmac } from 'node:crypto';
import { HOUR_MS, MINUTE_MS, type Clock } from '../clock';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';

/** Whom a count is kept for: the one who sends, the one who receives, their organisation, the client address. */
export type SendScope = 'sender' | 'recipient' | 'organisation' | 'address';

export interface SendRule<S extends SendScope = SendScope> {
  scope: S;
  /** sends allowed within the window; the next one is refused */
  max: number;
  windowMs: number;
}

const perHour = <S extends SendScope>(scope: S, max: number): SendRule<S> => ({
  scope,
  max,
  windowMs: HOUR_MS,
});

/**
 * Every limit in one place. A kind's rules are checked in this order; the first refusal answers.
 * - invitation (its re-sends too): an administrator mails any address they type. 20 an hour per
 *   sender, 3 per recipient, 50 per organisation (several administrators). The recipient is
 *   counted within the organisation: another organisation's invitations to the same address
 *   neither block this one's nor tell it that they exist.
 * - passwordReset: anyone asks, for any email (known or not): 3 an hour per email, 10 per client
 *   address (the values from before this table).
 * - contact: anyone writes; one message is two mails (to the operator, and the acknowledgement to
 *   the email typed): 5 an hour per client address, 3 per email (as before).
 * - verificationCode (SMS): one a minute and 5 an hour per number, 20 an hour per client address
 *   (as before); any purpose of a code counts for its number.
 * - registrationMail: the sign-up's resume link goes to the email typed. Each sign-up has already
 *   spent an SMS code that reached the signer's own phone (limited above), so only the recipient
 *   is capped: 3 an hour.
 * - bankAccountChange: mailed to every administrator of the organisation (a fixed audience, a
 *   security alarm that is never dropped), by a member who typed their password again. The change
 *   itself is counted, 30 an hour per organisation, and refused past it.
 * - roleChange: mailed to every full administrator (a security alarm, as the bank change's), by an
 *   administrator: the change is counted, 30 an hour per organisation, and refused past it.
 * Not limited here: the notices in the portal (sys_messages: team, contract, statement and
 * distribution notices) are no mail; a mail or SMS job's retries are one send.
 */
export const SEND_LIMITS = {
  invitation: [perHour('sender', 20), perHour('recipient', 3), perHour('organisation', 50)],
  passwordReset: [perHour('recipient', 3), perHour('address', 10)],
  contact: [perHour('address', 5), perHour('recipient', 3)],
  verificationCode: [
    { scope: 'recipient', max: 1, windowMs: MINUTE_MS },
    perHour('recipient', 5),
    perHour('address', 20),
  ],
  registrationMail: [perHour('recipient', 3)],
  bankAccountChange: [perHour('organisation', 30)],
  roleChange: [perHour('organisation', 30)],
} as const satisfies Record<string, readonly SendRule[]>;

export type SendKind = keyof typeof SEND_LIMITS;
export type SendScopeOf<K extends SendKind> = (typeof SEND_LIMITS)[K][number]['scope'];
/** Other rules for some kinds (a test lowers a limit it then reaches in a few calls). */
export type SendLimitOverrides = { readonly [K in SendKind]?: readonly SendRule<SendScopeOf<K>>[] };

export interface SendLimitDeps {
  clock: Clock;
  /** the deployment's signing secret: the counts' keys are HMACs under it */
  secret: string;
  limits?: SendLimitOverrides;
}

export interface SendRefusal {
  kind: SendKind;
  rule: SendRule;
  retryAfterSeconds: number;
}

/** The rules in force for a kind. */
function sendRulesOf(kind: SendKind, limits?: SendLimitOverrides): readonly SendRule[] {
  return limits?.[kind] ?? SEND_LIMITS[kind];
}

/** What a count is stored under: e.g. 'invitation:sender' and the HMAC of the sender's id. */
export function sendCountKey(
  secret: string,
  kind: SendKind,
  scope: SendScope,
  value: string,
): { bucket: string; key: string } {
  const bucket = `${kind}:${scope}`;
  const key = createHmac('sha256', secret).update(`send-count\n${bucket}\n${value}`).digest('hex');
  return { bucket, key };
}

/**
 * Counts one send of `kind` for each key, unless a rule says no: then nothing is counted and the
 * refusal says which rule and for how long. Call it in the transaction that queues the message.
 */
export async function countSend<K extends SendKind>(
  q: Queryable,
  deps: SendLimitDeps,
  kind: K,
  keys: Readonly<Record<SendScopeOf<K>, string>>,
): Promise<SendRefusal | null> {
  const rules = sendRulesOf(kind, deps.limits);
  const counts = new Map<SendScope, { bucket: string; key: string }>();
  for (const rule of rules) {
    if (!(rule.max >= 1))
      throw new Error(`send limit ${kind}/${rule.scope}: max must be 1 or more`);
    const value = (keys as Partial<Record<SendScope, string>>)[rule.scope];
    if (value === undefined) throw new Error(`send limit ${kind}: no ${rule.scope} given`);
    counts.set(rule.scope, sendCountKey(deps.secret, kind, rule.scope, value));
  }
  // every caller takes its locks in one order, so two sends never wait on each other crosswise
  const locks = [...counts.values()].map((c) => `send-count:${c.bucket}:${c.key}`).sort();
  for (const lock of locks)
    await q.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [lock]);
  const now = deps.clock.now().getTime();
  for (const rule of rules) {
    const { bucket, key } = counts.get(rule.scope) as { bucket: string; key: string };
    // the max-th newest send within the window: while it is there, one more is one too many, and
    // the wait is until it leaves (right even when more were counted under a higher limit)
    const { rows } = await q.query<{ at: Date | string }>(
      `SELECT at FROM send_counts WHERE bucket = $1 AND key = $2 AND at > $3
        ORDER BY at DESC OFFSET $4 LIMIT 1`,
      [bucket, key, new Date(now - rule.windowMs), rule.max - 1],
    );
    if (rows[0]) {
      const until = new Date(rows[0].at).getTime() + rule.windowMs;
      return { kind, rule, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
    }
  }
  for (const { bucket, key } of counts.values())
    await q.query('INSERT INTO send_counts (bucket, key, at) VALUES ($1, $2, $3)', [
      bucket,
      key,
      new Date(now),
    ]);
  return null;
}

/** The refusal every limited send answers: 429 `sendLimited`, worded in minutes, Retry-After in seconds. */
export function sendLimitedError(retryAfterSeconds: number): ApiError {
  return new ApiError('sendLimited', {
    params: { minutes: Math.ceil(retryAfterSeconds / 60) },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/** countSend that throws the refusal: for the sends whose callers have nothing else to say. */
export async function limitSend<K extends SendKind>(
  q: Queryable,
  deps: SendLimitDeps,
  kind: K,
  keys: Readonly<Record<SendScopeOf<K>, string>>,
): Promise<void> {
  const refused = await countSend(q, deps, kind, keys);
  if (refused) throw sendLimitedError(refused.retryAfterSeconds);
}

/** Counts no rule can see any more (older than the longest window) go; run by `accounts.prune`. */
export async function pruneSendCounts(q: Queryable, clock: Clock): Promise<number> {
  const longest = Math.max(
    ...Object.values(SEND_LIMITS).flatMap((rules) => rules.map((r) => r.windowMs)),
  );
  const { rowCount } = await q.query('DELETE FROM send_counts WHERE at <= $1', [
    new Date(clock.now().getTime() - longest),
  ]);
  return rowCount;
}
