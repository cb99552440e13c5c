// UUID v7 (RFC 9562): 48-bit Unix ms, then a 12-bit counter in rand_a (method 1) so ids made by one
// generator strictly increase even within a millisecond or when the clock steps back.

export type Clock = () => number;
/** Returns n random bytes (crypto.getRandomValues in the browser, randomBytes on the server). */
export type RandomBytes = (n: number) => Uint8Array;

const MAX_MS = 2 ** 48 - 1;
const MAX_COUNTER = 0xfff;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/**
 * A generator pure in its inputs: the same clock readings and random bytes give the same ids.
 * Within one millisecond the counter goes up by one; it starts at a random value below 0x800
 * so there is room to count; on overflow the timestamp is borrowed from the next millisecond.
 */
export function createUuidV7(now: Clock, randomBytes: RandomBytes): () => string {
  let lastMs = -1;
  let counter = 0;
  return () => {
    const clock = Math.min(MAX_MS, Math.max(0, Math.floor(now())));
    const random = randomBytes(10);
    if (random.length < 10) throw new RangeError('randomBytes returned too few bytes');
    if (clock > lastMs) {
      lastMs = clock;
      counter = ((random[0] << 8) | random[1]) & 0x7ff;
    } else if (counter < MAX_COUNTER) {
      counter += 1;
    } else {
      lastMs = Math.min(MAX_MS, lastMs + 1);
      counter = 0;
    }
    const tail = Array.from(random.subarray(2, 10), (b) => hex(b, 2)).join('');
    const variant = hex(0x80 | (random[2] & 0x3f), 2);
    const ms = hex(lastMs, 12);
    return `${ms.slice(0, 8)}-${ms.slice(8, 12)}-7${hex(counter, 3)}-${variant}${tail.slice(2, 4)}-${tail.slice(4, 16)}`;
  };
}

export function isUuidV7(value: string): boolean {
  return UUID_V7.test(value);
}

/** The Unix ms embedded in a uuid v7 (null if it is not one). */
export function uuidV7Time(value: string): number | null {
  if (!isUuidV7(value)) return null;
  return parseInt(value.slice(0, 8) + value.slice(9, 13), 16);
}

/**
 * The generator of this JS context (a tab, a worker): one per context, so the ids it makes increase
 * strictly and ops sort by creation. Clock and random bytes are the platform's (Web Crypto exists
 * in browsers, workers and Node alike).
 */
export const nextUuidV7: () => string = createUuidV7(
  () => Date.now(),
  (n) => crypto.getRandomValues(new Uint8Array(n)),
);
