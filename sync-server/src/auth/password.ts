// Passwords are hashed with scrypt, Node's built-in memory-hard KDF. The stored string carries
// its own parameters (scrypt$N$r$p$salt$hash), so the cost can be raised later without a reset.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** CPU/memory cost, a power of two */
  N: number;
  r: number;
  p: number;
}

/** ~32 MiB and ~0.1 s per hash on the reference machine. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * file reads share: thirty logins at once would queue every static file and upload behind them.
 * So at most `limit` hashes run at a time and the rest wait here, in arrival order.
 */
export class HashSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private limit: number) {}

  setLimit(limit: number): void {
    this.limit = limit;
    while (this.running < this.limit && this.waiting.length > 0) this.startNext();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      if (this.waiting.length > 0 && this.running <= this.limit) this.waiting.shift()?.();
      else this.running -= 1;
    }
  }

  private startNext(): void {
    this.running += 1;
    this.waiting.shift()?.();
  }
}

/** Two of the pool's four threads: the others stay free for files while logins are hashed. */
export const DEFAULT_HASH_CONCURRENCY = 2;
const slots = new HashSlots(DEFAULT_HASH_CONCURRENCY);

/** Process-wide, like the thread pool it protects (PASSWORD_HASH_CONCURRENCY). */
export function setPasswordHashConcurrency(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`hash concurrency must be a positive integer: ${limit}`);
  slots.setLimit(limit);
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; the default cap (32 MiB) is just below that for N=2^15, r=8
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return slots.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function parseStored(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const valid =
    [N, r, p].every((n) => Number.isInteger(n) && n > 0) && (N & (N - 1)) === 0 && N <= 2 ** 20;
  if (!valid) return null;
  return {
    params: { N, r, p },
    salt: Buffer.from(parts[4], 'base64url'),
    key: Buffer.from(parts[5], 'base64url'),
  };
}

/**
 * Constant-time comparison. A malformed stored hash never matches, and takes a real check's time:
 * an account that has no password yet (a registration not finished) must not show in the timing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return verifyAgainstDummy(password);
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead, so even the first unknown-account login takes the usual time. */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await dummyHash;
}

/**
 * Does the same scrypt work as a real check, for a login name that does not exist: an attacker
 * timing the answer cannot tell unknown accounts from wrong passwords.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
