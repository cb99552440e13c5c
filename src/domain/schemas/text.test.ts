import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText, toStorableText } from './text';

/** The obvious recursive reading of the rule, to check the iterative walk against. */
function referencePaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => referencePaths(v, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(isStorableText(k) ? [] : [[...path, k]]),
      ...referencePaths(v, [...path, k]),
    ]);
  }
  return [];
}

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
const rawText = fc.string({ unit: anyCodeUnit, maxLength: 6 });

describe('isStorableText', () => {
  it('takes any well-formed text, pairs and all', () => {
    for (const text of ['', 'abc', '歌词', '\ud83d\ude00', 'tab\tand\nnewline', '\u202e'])
      expect(isStorableText(text), text).toBe(true);
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }),
        (text) => isStorableText(text) === !text.includes('\u0000'),
      ),
    );
  });

  it('refuses a NUL and either half of a surrogate pair on its own', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'a\ud83d', '\ude00x', '\ude00\ud83d'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('agrees with what UTF-8 can carry, for any code units', () => {
    fc.assert(
      fc.property(rawText, (text) => {
        const roundTrip = Buffer.from(text, 'utf8').toString('utf8') === text;
        expect(isStorableText(text)).toBe(roundTrip && !text.includes('\u0000'));
      }),
    );
  });

  it('makes any text storable by replacing what is not with U+FFFD', () => {
    expect(toStorableText('a\u0000b\ud800c\ud83d\ude00')).toBe('a\ufffdb\ufffdc\ud83d\ude00');
    fc.assert(
      fc.property(
        rawText,
        (text) =>
          isStorableText(toStorableText(text)) && toStorableText(text).length === text.length,
      ),
    );
  });
});

describe('findUnstorableText', () => {
  it('names the path of every bad value and key', () => {
    expect(
      findUnstorableText({ a: 'ok', b: ['x', '\u0000'], 'c\ud800': 1, d: { e: '\udc00' } }),
    ).toEqual([['b', 1], ['c\ud800'], ['d', 'e']]);
    expect(findUnstorableText('\u0000')).toEqual([[]]);
    expect(findUnstorableText({ a: 1, b: null, c: true })).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(
      findUnstorableText(
        Array.from({ length: 50 }, () => '\u0000'),
        3,
      ),
    ).toHaveLength(3);
  });

  it('finds what the recursive reading finds, in the same order', () => {
    const value = fc.letrec<{ v: unknown }>((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        rawText,
        fc.integer(),
        fc.constant(null),
        fc.array(tie('v'), { maxLength: 3 }),
        fc.dictionary(rawText, tie('v'), { maxKeys: 3 }),
      ),
    })).v;
    fc.assert(
      fc.property(value, (v) => {
        expect(findUnstorableText(v, Infinity)).toEqual(referencePaths(v));
      }),
    );
  });

  it('walks a value nested 200,000 deep without touching the call stack', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'{"a":['.repeat(depth)}"\\u0000"${']}'.repeat(depth)}`) as unknown;
    const [path] = findUnstorableText(deep);
    expect(path).toHaveLength(depth * 2);
  });
});
