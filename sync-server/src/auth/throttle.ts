// Failed-login throttle, counted in the database so every server instance enforces the same
// limits. A try is claimed (counted) in one statement BEFORE its password is hashed, so thirty
// parallel guesses spend thirty tries; a success gives its own try back.
// Two counters: per login and address (growing delays, never a lock: failures from other
// addresses never keep the owner out), and per address across logins (a draining bucket).
// The same draining bucket counts other probing tries per address (ADDRESS_BUCKETS), each kind
// under a key of its own in the one table, so failed logins and those never share a budget.
import type { Queryable, Db } from '../db/db';

export interface ThrottleLimits {
  /** failed tries of one login from one address that wait for nothing */
  freePerLogin: number;
  /** after those, each try waits this long after the previous one, doubled per further failure */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** a login's failures from an address are forgotten after this long without a try */
  forgetAfterMinutes: number;
  /** failed tries one address may make across logins in a row */
  perAddressBurst: number;
  /** the address's count drops by one every this many seconds (a steady 3,600 / drain per hour) */
  perAddressDrainSeconds: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  freePerLogin: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterMinutes: 24 * 60,
  perAddressBurst: 20,
  perAddressDrainSeconds: 45,
};

export interface LoginSubject {
  /** lower-cased login name as typed: unknown names are throttled too, so no oracle */
  login: string;
  address: string;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function loginKey(loginName: string): string {
  return loginName.trim().toLowerCase();
}

/** How long the try after `failures` counted failures must wait after the previous one. */
export function delayAfter(failures: number, limits: ThrottleLimits): number {
  if (failures < limits.freePerLogin) return 0;
  return Math.min(
    limits.maxDelaySeconds,
    limits.firstDelaySeconds * 2 ** (failures - limits.freePerLogin),
  );
}

/** delayAfter(1), delayAfter(2), ... until the cap: SQL indexes it, the last entry holds on. */
export function delaySchedule(limits: ThrottleLimits): number[] {
  const schedule: number[] = [];
  for (let failures = 1; schedule.length < 64; failures++) {
    schedule.push(delayAfter(failures, limits));
    if (failures >= limits.freePerLogin && schedule[schedule.length - 1] >= limits.maxDelaySeconds)
      break;
  }
  return schedule;
}

class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('login throttled');
  }
}

async function claimLogin(
  tx: Queryable,
  subject: LoginSubject,
  limits: ThrottleLimits,
): Promise<void> {
  // a row older than the forget period starts over; otherwise the try must come after next_at
  const { rowCount } = await tx.query(
    `INSERT INTO login_failures AS t (login, address, failures, last_at, next_at)
     VALUES ($1, $2, 1, now(), now() + make_interval(secs => ($4::int[])[1]))
     ON CONFLICT (login, address) DO UPDATE
        SET failures = CASE WHEN t.last_at <= now() - make_interval(mins => $3::int) THEN 1 ELSE t.failures + 1 END,
            last_at = now(),
            next_at = now() + make_interval(secs => ($4::int[])[least(
              CASE WHEN t.last_at <= now() - make_interval(mins => $3::int) THEN 1 ELSE t.failures + 1 END,
              cardinality($4::int[]))])
      WHERE t.last_at <= now() - make_interval(mins => $3::int) OR t.next_at <= now()
     RETURNING failures`,
    [subject.login, subject.address, limits.forgetAfterMinutes, delaySchedule(limits)],
  );
  if (rowCount > 0) return;
  const { rows } = await tx.query<{ wait: number }>(
    'SELECT ceil(extract(epoch FROM next_at - now()))::int AS wait FROM login_failures WHERE login = $1 AND address = $2',
    [subject.login, subject.address],
  );
  throw new Refused(Math.max(1, rows[0]?.wait ?? 1));
}

/** A draining bucket per client address: `burst` tries in a row, then one per `drainSeconds`. */
export interface AddressBucket {
  burst: number;
  drainSeconds: number;
}

/** The address buckets besides failed logins' (ThrottleLimits.perAddress*), by what they count. */
export const ADDRESS_BUCKETS = {
  /**
   * answers that say whether a login name is taken (sign-up, invitation acceptance): an office
   * signing up together has 20 in a row, then one every 3 minutes (20 an hour)
   */
  loginNameCheck: { burst: 20, drainSeconds: 180 },
} as const satisfies Record<string, AddressBucket>;

export type AddressBucketKind = keyof typeof ADDRESS_BUCKETS;

async function claimAddress(tx: Queryable, key: string, bucket: AddressBucket): Promise<void> {
  const drained =
    'greatest(0, t.level - greatest(0, extract(epoch FROM now() - t.updated_at)::float8) / $3::float8)';
  const { rowCount } = await tx.query(
    `INSERT INTO address_failures AS t (address, level, updated_at) VALUES ($1, 1, now())
     ON CONFLICT (address) DO UPDATE SET level = ${drained} + 1, updated_at = now()
      WHERE ${drained} + 1 <= $2::float8
     RETURNING level`,
    [key, bucket.burst, bucket.drainSeconds],
  );
  if (rowCount > 0) return;
  const { rows } = await tx.query<{ wait: number }>(
    `SELECT ceil((${drained} + 1 - $2::float8) * $3::float8)::int AS wait FROM address_failures AS t WHERE address = $1`,
    [key, bucket.burst, bucket.drainSeconds],
  );
  throw new Refused(Math.max(1, rows[0]?.wait ?? 1));
}

const loginBucketOf = (limits: ThrottleLimits): AddressBucket => ({
  burst: limits.perAddressBurst,
  drainSeconds: limits.perAddressDrainSeconds,
});

/**
 * Counts one try of `kind` from the address in that kind's bucket, or refuses it with the wait.
 * Run it outside the transaction of the answer it guards: a try counts even when that rolls back.
 */
export async function claimAddressTry(
  q: Queryable,
  kind: AddressBucketKind,
  address: string,
  bucket: AddressBucket = ADDRESS_BUCKETS[kind],
): Promise<ThrottleVerdict> {
  try {
    // an address never contains a space: no key of a kind equals a failed-login key
    await claimAddress(q, `${kind} ${address}`, bucket);
    return { allowed: true };
  } catch (error) {
    if (error instanceof Refused)
      return { allowed: false, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

/**
 * Counts a login try against both limits, or refuses it with the wait. Both claims commit
 * together or not at all: a try the address limit refuses costs the login's counter nothing.
 */
export async function claimLoginAttempt(
  db: Db,
  subject: LoginSubject,
  limits: ThrottleLimits = DEFAULT_THROTTLE,
): Promise<ThrottleVerdict> {
  try {
    await db.transaction(async (tx) => {
      await claimLogin(tx, subject, limits);
      await claimAddress(tx, subject.address, loginBucketOf(limits));
    });
    return { allowed: true };
  } catch (error) {
    if (error instanceof Refused)
      return { allowed: false, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

/**
 * The password was right: the login's failures from this address are forgiven, and the address
 * gets back the one try it claimed (not its earlier failures: it may be guessing other logins).
 */
export async function settleLoginSuccess(tx: Queryable, subject: LoginSubject): Promise<void> {
  await tx.query('DELETE FROM login_failures WHERE login = $1 AND address = $2', [
    subject.login,
    subject.address,
  ]);
  await tx.query('UPDATE address_failures SET level = greatest(0, level - 1) WHERE address = $1', [
    subject.address,
  ]);
}

/** Keeps the tables small: rows that no longer count anything. */
export async function forgetStaleFailures(
  db: Queryable,
  limits: ThrottleLimits = DEFAULT_THROTTLE,
): Promise<void> {
  await db.query(
    'DELETE FROM login_failures WHERE last_at < now() - make_interval(mins => $1::int)',
    [limits.forgetAfterMinutes],
  );
  await db.query(
    'DELETE FROM reauth_failures WHERE last_at < now() - make_interval(mins => $1::int)',
    [limits.forgetAfterMinutes],
  );
  // a row is stale once its bucket has drained empty; the slowest bucket decides for all
  const drainedAfter = Math.max(
    ...[loginBucketOf(limits), ...Object.values(ADDRESS_BUCKETS)].map(
      (b) => b.burst * b.drainSeconds,
    ),
  );
  await db.query(
    'DELETE FROM address_failures WHERE updated_at < now() - make_interval(secs => $1::float8)',
    [drainedAfter],
  );
}
