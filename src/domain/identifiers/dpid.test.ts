import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanDpid,
  completeDpid,
  computeDpidCheckCharacter,
  formatDpid,
  iso7064Mod3736,
  validateDpid,
} from './dpid';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const alnum = fc.constantFrom(...ALPHABET.split(''));
const partyNumber = fc.array(alnum, { minLength: 10, maxLength: 10 }).map((cs) => cs.join(''));
const dpid = partyNumber.map(completeDpid);

// Published DPIDs, typed by hand from where they appear (message form, no hyphens).
const PUBLISHED = [
  // DDEX Knowledge Base, "Communication of identifiers in DDEX messages": PA-DPIDA-3897722461-G
  'PADPIDA3897722461G',
  // DDEX Knowledge Base, "DPID registry": PA-DPIDA-2014122301-Q
  'PADPIDA2014122301Q',
  // companies' DPIDs as they appear in public ERN messages and delivery configurations
  'PADPIDA2011072101T', // Spotify (MessageRecipient)
  'PADPIDA2013020802I', // YouTube (MessageRecipient)
  'PADPIDA2007040502I', // Sony Music Entertainment (MessageSender)
  'PADPIDA2018082301A', // TikTok / Bytedance (MessageRecipient)
];

describe('iso7064Mod3736', () => {
  it.each([
    // Lobster_data manual, "checksum ISO 7064 Mod. 37/36()": its worked examples
    ['123AB', 'X'],
    ['A12425GABC1234002', 'M'],
    ['DADPIDA3897722461', 'J'],
    // by hand from the recurrence: P 36 -> S (36+9) mod 36 = 9 -> P 18; check (37 - 18) mod 36 = 19 = J
    ['9', 'J'],
  ])('%s -> %s', (body, check) => {
    expect(iso7064Mod3736(body)).toBe(check);
  });
  it('refuses an empty string, lower case and other characters', () => {
    expect(() => iso7064Mod3736('')).toThrow(RangeError);
    expect(() => iso7064Mod3736('abc')).toThrow(RangeError);
    expect(() => iso7064Mod3736('A-B')).toThrow(RangeError);
  });
});

describe('validateDpid', () => {
  it.each(PUBLISHED)('%s, published, is valid', (id) => {
    expect(validateDpid(id)).toBeNull();
    expect(computeDpidCheckCharacter(id.slice(0, 17))).toBe(id[17]);
  });
  it.each([
    ['PA-DPIDA-3897722461-G', null], // the human-readable form
    ['pa-dpida-2014122301-q', null],
    [' PADPIDA 2011072101 T ', null],
    ['PADPIDA3897722461H', 'dpid-check-character'],
    ['PADPIDA2011072101Y', 'dpid-check-character'],
    // the sender the product hard-coded before this rule: its check character is not valid
    ['PADPIDA2025010101A', 'dpid-check-character'],
    ['PADPIDA201107210T', 'dpid-format'], // 9-character party number
    ['PADPIDA20110721011T', 'dpid-format'], // 11
    ['PADPIDB2011072101T', 'dpid-format'], // wrong ID type element
    ['DADPIDA3897722461J', 'dpid-format'], // not the PA scheme, though its check character is right
    ['PADPIDA2026DEMO01', 'dpid-format'], // the shape the channel form accepted until now
    ['PADPIDA2011072101*', 'dpid-format'],
    ['PADPIDA2011_72101T', 'dpid-format'],
    ['', 'dpid-format'],
  ])('%s -> %s', (raw, code) => {
    expect(validateDpid(raw)).toBe(code);
  });
  it('a computed check character always validates, in message and display form', () => {
    fc.assert(
      fc.property(partyNumber, (n) => {
        const id = completeDpid(n);
        return (
          id.length === 18 && validateDpid(id) === null && validateDpid(formatDpid(id)) === null
        );
      }),
    );
  });
  it('any single-character change is caught', () => {
    fc.assert(
      fc.property(dpid, fc.integer({ min: 7, max: 17 }), alnum, (id, at, c) => {
        fc.pre(id[at] !== c);
        const changed = `${id.slice(0, at)}${c}${id.slice(at + 1)}`;
        return validateDpid(changed) === 'dpid-check-character';
      }),
    );
  });
  it('any swap of adjacent characters is caught, but for the one class the standard misses', () => {
    fc.assert(
      fc.property(dpid, fc.integer({ min: 7, max: 16 }), (id, at) => {
        const a = id[at] as string;
        const b = id[at + 1] as string;
        fc.pre(a !== b);
        const swapped = `${id.slice(0, at)}${b}${a}${id.slice(at + 2)}`;
        const caught = validateDpid(swapped) === 'dpid-check-character';
        return caught !== missedSwap(id.slice(0, at), a, b);
      }),
      { numRuns: 2000 },
    );
  });
  it('never throws on random input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) =>
        [null, 'dpid-format', 'dpid-check-character'].includes(validateDpid(s)),
      ),
    );
  });
});

/** Running value P of MOD 37,36 after a prefix (ISO/IEC 7064 hybrid recurrence, written again here). */
function runningValue(prefix: string): number {
  let p = 36;
  for (const ch of prefix) p = (2 * ((p + ALPHABET.indexOf(ch)) % 36 || 36)) % 37;
  return p;
}

/** The class of adjacent swaps MOD 37,36 cannot see: the two running sums are 18 and 19. */
function missedSwap(prefix: string, a: string, b: string): boolean {
  const p = runningValue(prefix);
  const sums = [(p + ALPHABET.indexOf(a)) % 36, (p + ALPHABET.indexOf(b)) % 36].sort(
    (x, y) => x - y,
  );
  return sums[0] === 18 && sums[1] === 19;
}

describe('what MOD 37,36 detects, over every case', () => {
  const step = (p: number, v: number) => (2 * ((p + v) % 36 || 36)) % 37;
  it('every substitution changes the running value', () => {
    let unseen = 0;
    for (let p = 1; p <= 36; p += 1)
      for (let a = 0; a < 36; a += 1)
        for (let b = a + 1; b < 36; b += 1) if (step(p, a) === step(p, b)) unseen += 1;
    expect(unseen).toBe(0);
  });
  it('an adjacent swap is missed exactly when the running sums are 18 and 19 (36 of 22 680)', () => {
    let missed = 0;
    let outside = 0;
    for (let p = 1; p <= 36; p += 1)
      for (let a = 0; a < 36; a += 1)
        for (let b = a + 1; b < 36; b += 1) {
          const same = step(step(p, a), b) === step(step(p, b), a);
          const inClass = new Set([(p + a) % 36, (p + b) % 36]);
          if (same !== (inClass.has(18) && inClass.has(19))) outside += 1;
          if (same) missed += 1;
        }
    expect(outside).toBe(0);
    expect(missed).toBe(36);
  });
  it('such a swap, by example: the last party digit and the check character', () => {
    expect(validateDpid('PADPIDA20200007701')).toBeNull();
    expect(validateDpid('PADPIDA20200007710')).toBeNull();
  });
});

describe('formatDpid, cleanDpid and completeDpid', () => {
  it('formats PA-DPIDA-NNNNNNNNNN-C', () => {
    expect(formatDpid('padpida2014122301q')).toBe('PA-DPIDA-2014122301-Q');
    expect(formatDpid('abc')).toBe('ABC');
  });
  it('completes a party number', () => {
    expect(completeDpid('3897722461')).toBe('PADPIDA3897722461G');
    expect(() => completeDpid('123')).toThrow(RangeError);
  });
  it('cleaning is idempotent and formatting round-trips', () => {
    fc.assert(fc.property(fc.string(), (s) => cleanDpid(cleanDpid(s)) === cleanDpid(s)));
    fc.assert(fc.property(dpid, (id) => cleanDpid(formatDpid(id)) === id));
  });
});
