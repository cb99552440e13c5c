// SMS verification codes: 6 digits, kept as an HMAC under the server's secret (a million codes
// are no secret behind a bare hash), valid for minutes, a few tries each. Sends are limited per
// number (one a minute, a few an hour) and per client address by the one send limiter
// (mail/sendLimits.ts), in the transaction that also queues the SMS.
import { createHmac, randomInt } from 'node:crypto';
import { HOUR_MS, type Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { countSend, type SendLimitOverrides, type SendRule } from '../mail/sendLimits';

export interface VerificationCodeLimits {
  ttlMs: number;
  /** wrong tries a code survives; the next try after them finds no code */
  attemptsPerCode: number;
}

export const DEFAULT_CODE_LIMITS: VerificationCodeLimits = {
  ttlMs: 10 * 60_000,
  attemptsPerCode: 5,
};

export interface CodeRequest {
  /** what the code confirms: 'register', 'bankAccount', ... */
  purpose: string;
  /** the E.164 number it goes to */
  target: string;
  /** the client address asking */
  address: string;
}

export interface CodeDeps {
  clock: Clock;
  /** the deployment's signing secret (config.secrets.signingSecret) */
  secret: string;
  /** other send limits than mail/sendLimits.ts's (tests) */
  sendLimits?: SendLimitOverrides;
}

export type CodeRefusalReason = 'tooSoon' | 'targetLimit' | 'addressLimit';

export type IssueCodeResult =
  | { ok: true; expiresAt: Date }
  | { ok: false; reason: CodeRefusalReason; retryAfterSeconds: number };

/** Which limit a refused send met: the number's short wait, its hourly limit, the address's. */
function reasonOf(rule: SendRule): CodeRefusalReason {
  if (rule.scope === 'address') return 'addressLimit';
  return rule.windowMs < HOUR_MS ? 'tooSoon' : 'targetLimit';
}

function codeHash(secret: string, purpose: string, target: string, code: string): string {
  return createHmac('sha256', secret)
    .update(`verification-code\n${purpose}\n${target}\n${code}`)
    .digest('hex');
}

/**
 * Makes a code and hands it to `deliver` inside the same transaction (queue the SMS there), unless
 * a limit says no. An earlier unused code for the same number and purpose stops working.
 */
export async function issueVerificationCode(
  db: Db,
  deps: CodeDeps,
  request: CodeRequest,
  deliver: (tx: Queryable, code: string, expiresAt: Date) => Promise<void>,
  limits: VerificationCodeLimits = DEFAULT_CODE_LIMITS,
): Promise<IssueCodeResult> {
  return db.transaction(async (tx) => {
    const refused = await countSend(
      tx,
      { clock: deps.clock, secret: deps.secret, limits: deps.sendLimits },
      'verificationCode',
      { recipient: request.target, address: request.address },
    );
    if (refused)
      return {
        ok: false,
        reason: reasonOf(refused.rule),
        retryAfterSeconds: refused.retryAfterSeconds,
      };
    const now = deps.clock.now().getTime();
    const at = new Date(now);
    const expiresAt = new Date(now + limits.ttlMs);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.query(
      'UPDATE verification_codes SET used_at = $3 WHERE purpose = $1 AND target = $2 AND used_at IS NULL',
      [request.purpose, request.target, at],
    );
    await tx.query(
      `INSERT INTO verification_codes (purpose, target, address, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        request.purpose,
        request.target,
        request.address,
        codeHash(deps.secret, request.purpose, request.target, code),
        at,
        expiresAt,
      ],
    );
    await deliver(tx, code, expiresAt);
    return { ok: true, expiresAt };
  });
}

export type CheckCodeResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'wrong' | 'expired' | 'tooManyAttempts' | 'none' };

const CODE_FORMAT = /^\d{6}$/;

/**
 * Checks a typed code against the number's live code in one statement: a right code is used up,
 * a wrong one costs a try. Parallel tries of one right code give one success.
 */
export async function checkVerificationCode(
  q: Queryable,
  deps: CodeDeps,
  attempt: { purpose: string; target: string; code: string },
  limits: VerificationCodeLimits = DEFAULT_CODE_LIMITS,
): Promise<CheckCodeResult> {
  const now = deps.clock.now();
  // a malformed code still costs a try: hash something no code can equal
  const typed = CODE_FORMAT.test(attempt.code) ? attempt.code : 'not-a-code';
  const hash = codeHash(deps.secret, attempt.purpose, attempt.target, typed);
  const { rows } = await q.query<{ id: string; used: boolean }>(
    `UPDATE verification_codes AS v
        SET attempts = v.attempts + 1, used_at = CASE WHEN v.code_hash = $4 THEN $3::timestamptz END
       FROM (SELECT id FROM verification_codes
              WHERE purpose = $1 AND target = $2 AND used_at IS NULL AND expires_at > $3 AND attempts < $5
              ORDER BY created_at DESC LIMIT 1
              FOR UPDATE) AS live
      WHERE v.id = live.id AND v.used_at IS NULL AND v.attempts < $5
      RETURNING v.id, v.used_at IS NOT NULL AS used`,
    [attempt.purpose, attempt.target, now, hash, limits.attemptsPerCode],
  );
  if (rows[0]) return rows[0].used ? { ok: true, id: rows[0].id } : { ok: false, reason: 'wrong' };
  // why there was nothing to check against: the latest code for the number, if any
  const { rows: latest } = await q.query<{
    expires_at: Date;
    attempts: number;
    used_at: Date | null;
  }>(
    `SELECT expires_at, attempts, used_at FROM verification_codes WHERE purpose = $1 AND target = $2 ORDER BY created_at DESC LIMIT 1`,
    [attempt.purpose, attempt.target],
  );
  const last = latest[0];
  if (!last || last.used_at) return { ok: false, reason: 'none' };
  if (last.attempts >= limits.attemptsPerCode) return { ok: false, reason: 'tooManyAttempts' };
  return { ok: false, reason: 'expired' };
}

/**
 * Gives a right code back after the change it confirmed was refused for another reason (a taken
 * login name): the person fixes the form and uses it again. Its try stays counted, so one code
 * confirms at most attemptsPerCode answers; a code replaced by a newer one stays used.
 */
export async function releaseVerificationCode(q: Queryable, id: string): Promise<void> {
  await q.query(
    `UPDATE verification_codes AS v SET used_at = NULL
      WHERE v.id = $1 AND NOT EXISTS (
        SELECT 1 FROM verification_codes n
         WHERE n.purpose = v.purpose AND n.target = v.target AND n.created_at > v.created_at)`,
    [id],
  );
}
