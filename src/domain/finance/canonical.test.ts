import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statementFromJson, statementToJson } from './api';
import { canonicalJson, canonicalStatement, hashStatement, type CanonicalValue } from './canonical';
import { computeSettlement } from './computeSettlement';
import { sha256Hex, sha256HexAsync, utf8 } from './sha256';
import type { SettlementStatement } from './statement';
import { testInput, testLine } from './testing';

/** CPU-bound property runs: generous, the test machine is shared and often loaded. */
const PROPERTY_TIMEOUT_MS = 30_000;

function sampleStatement(): SettlementStatement {
  const result = computeSettlement(
    testInput({
      lines: [testLine({ revenueMicro: 152_347_812n, units: 15250 })],
      adjustments: [{ reason: '四月更正 "A"', amount: -1234n }],
    }),
  );
  if (!result.ok) throw new Error(result.code);
  return result.statement;
}

/** The same object with its keys in another order, at every level. */
function shuffleKeys(value: CanonicalValue, seed: number): CanonicalValue {
  if (Array.isArray(value)) return value.map((v: CanonicalValue) => shuffleKeys(v, seed));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, CanonicalValue>);
  const rotated = [
    ...entries.slice(seed % (entries.length || 1)),
    ...entries.slice(0, seed % (entries.length || 1)),
  ].reverse();
  return Object.fromEntries(rotated.map(([k, v]) => [k, shuffleKeys(v, seed + 1)]));
}

describe('SHA-256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('NIST vector %j', async (text, digest) => {
    expect(sha256Hex(utf8(text))).toBe(digest);
    expect(await sha256HexAsync(utf8(text))).toBe(digest);
  });

  it('a million "a" (many blocks)', () => {
    expect(sha256Hex(utf8('a'.repeat(1_000_000)))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it(
    'the pure digest equals crypto.subtle at every padding length and on random text',
    async () => {
      expect(globalThis.crypto?.subtle).toBeDefined();
      const texts = [
        ...Array.from({ length: 140 }, (_, n) =>
          Array.from({ length: n }, (_, i) => String.fromCharCode(97 + ((i * 7 + n) % 26))).join(
            '',
          ),
        ),
        ...fc.sample(fc.string({ unit: 'binary', maxLength: 300 }), { numRuns: 60, seed: 17 }),
      ];
      const digests = await Promise.all(
        texts.map(
          async (text) =>
            new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', utf8(text))),
        ),
      );
      texts.forEach((text, i) =>
        expect(sha256Hex(utf8(text)), text).toBe(
          Array.from(digests[i], (b) => b.toString(16).padStart(2, '0')).join(''),
        ),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('canonical JSON', () => {
  it('sorts keys by code units, drops undefined, and writes no spaces', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], A: { d: undefined, c: '中' } })).toBe(
      '{"A":{"c":"中"},"a":[true,null,"x"],"b":1}',
    );
    expect(canonicalJson({ '\u00e9': 1, e: 2, '\ud83d\ude00': 3, z: 4 })).toBe(
      '{"e":2,"z":4,"é":1,"😀":3}',
    );
  });

  it('refuses what JSON cannot say exactly', () => {
    expect(() => canonicalJson(1.5)).toThrow(TypeError);
    expect(() => canonicalJson(2 ** 53)).toThrow(TypeError);
    expect(() => canonicalJson(NaN)).toThrow(TypeError);
    expect(() => canonicalJson(10n as unknown as CanonicalValue)).toThrow(TypeError);
  });

  it('key order does not matter, at any depth', () => {
    const leaf = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.boolean(),
      fc.constant(null),
      fc.integer(),
    );
    const tree = fc.letrec<{ node: CanonicalValue }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 5 }),
      ),
    })).node;
    fc.assert(
      fc.property(tree, fc.nat(10), (value, seed) => {
        expect(canonicalJson(shuffleKeys(value, seed))).toBe(canonicalJson(value));
      }),
    );
  });
});

describe('statement hash', () => {
  it('writes amounts as strings with the currency digits, and leaves status and hash out', () => {
    const text = canonicalStatement(sampleStatement());
    expect(text).toContain('"reportIncome":"152.35"');
    expect(text).toContain('"adjustment":"-12.34"');
    expect(text).toContain('"reason":"四月更正 \\"A\\""');
    expect(text).not.toContain('status');
    expect(text).not.toContain('contentHash');
    expect(text.startsWith('{"adjustment":')).toBe(true);
  });

  it('is stable: a known statement always hashes to the same digest', async () => {
    // if this changes, canonical content changed shape: raise formatVersion so issued hashes stay checkable
    expect(await hashStatement(sampleStatement())).toBe(
      sha256Hex(utf8(canonicalStatement(sampleStatement()))),
    );
    expect(await hashStatement(sampleStatement())).toMatchInlineSnapshot(
      `"9ba50449bcd53b4c2dd67fd759182dd1203a561d5ba3ccab7bb3378bc812ed39"`,
    );
  });

  it('same content, same hash, whatever the key order, status or stored hash', async () => {
    const statement = sampleStatement();
    const reordered = Object.fromEntries(
      Object.entries(statement).reverse(),
    ) as unknown as SettlementStatement;
    const issued = { ...statement, status: 'processing' as const, contentHash: 'f'.repeat(64) };
    const hash = await hashStatement(statement);
    expect(await hashStatement(reordered)).toBe(hash);
    expect(await hashStatement(issued)).toBe(hash);
  });

  it('any change of content changes the hash', async () => {
    const statement = sampleStatement();
    const hash = await hashStatement(statement);
    expect(
      await hashStatement({ ...statement, payableAmount: statement.payableAmount + 1n }),
    ).not.toBe(hash);
    expect(await hashStatement({ ...statement, bank: { ...statement.bank, iban: 'X' } })).not.toBe(
      hash,
    );
    expect(await hashStatement({ ...statement, adjustments: [] })).not.toBe(hash);
  });

  it('left-out lines are content when there are any; none hashes as statements made before them', async () => {
    const statement = sampleStatement();
    const { leftOut: _none, ...before } = statement;
    const hash = await hashStatement(before);
    expect(await hashStatement({ ...statement, leftOut: [] })).toBe(hash);
    const listed = {
      ...statement,
      leftOut: [
        {
          territory: 'KR',
          currency: 'KRW',
          lineCount: 3,
          revenueMicro: 13_345_500_000n,
          revenue: 13346n,
        },
      ],
    };
    expect(await hashStatement(listed)).not.toBe(hash);
    expect(canonicalStatement(listed)).toContain(
      '"leftOut":[{"currency":"KRW","lineCount":"3","revenue":"13345.500000","territory":"KR"}]',
    );
    // through the wire and back, the same content
    expect(await hashStatement(statementFromJson(statementToJson(listed)))).toBe(
      await hashStatement(listed),
    );
  });
});
