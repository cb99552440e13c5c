import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeSearchKeys,
  foldTyped,
  matchesCode,
  matchesName,
  nameSearchKeys,
  searchKeyPrefix,
  SEARCH_KEY_MAX,
  wordStarts,
} from './searchWords';

describe('library search: words inside names', () => {
  it('finds a word inside a title, in any case and width', () => {
    expect(matchesName('Blue Hour', 'Hour')).toBe(true);
    expect(matchesName('Blue Hour', 'hOUR')).toBe(true);
    expect(matchesName('Blue Hour', 'ＨＯＵＲ')).toBe(true);
    expect(matchesName('Blue Hour', 'blue h')).toBe(true);
    expect(matchesName('Blue Hour (Live)', 'live')).toBe(true);
    expect(matchesName('Blue Hour (Live)', '(live')).toBe(true);
    expect(matchesName('Rock-Remix', 'remix')).toBe(true);
  });

  it('matches at word starts only, and keeps a trailing space meaningful', () => {
    expect(matchesName('Blue Hour', 'our')).toBe(false);
    expect(matchesName('Benchmark', 'bench ')).toBe(false);
    expect(matchesName('Bench track', 'bench ')).toBe(true);
  });

  it('finds any run inside CJK text, which has no spaces', () => {
    expect(matchesName('城市夜色', '夜色')).toBe(true);
    expect(matchesName('城市夜色', '市夜')).toBe(true);
    expect(matchesName('城市夜色', '色')).toBe(true);
    expect(matchesName('夜色Blue', 'blue')).toBe(true);
    expect(matchesName('城市夜色', '夜市')).toBe(false);
    expect(matchesName('ブルーアワー', 'アワー')).toBe(true);
  });

  it('every substring of a CJK run starts one of its keys', () => {
    const han = fc.constantFrom(...'城市夜色晴天の歌한국'.split(''));
    fc.assert(
      fc.property(
        fc.array(han, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        (chars, a, b) => {
          const name = chars.join('');
          const from = a % chars.length;
          const to = from + 1 + (b % (chars.length - from));
          const typed = chars.slice(from, to).join('');
          expect(matchesName(name, typed)).toBe(true);
          expect(
            nameSearchKeys(name).some((key) => key.startsWith(searchKeyPrefix(foldTyped(typed)))),
          ).toBe(true);
        },
      ),
    );
  });

  it('a name matches exactly when one of its keys starts with the typed prefix (the index agrees with the rule)', () => {
    const char = fc.constantFrom(...'aBh ur-(Ｂ晴天夜色0'.split(''));
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 24 }),
        fc.array(char, { minLength: 1, maxLength: 6 }),
        (name, typed) => {
          const wanted = foldTyped(typed.join(''));
          if (wanted === '') return;
          const byKeys = nameSearchKeys(name.join('')).some((key) => key.startsWith(wanted));
          expect(byKeys).toBe(matchesName(name.join(''), typed.join('')));
        },
      ),
    );
  });

  it('word starts: after spaces and punctuation, at every CJK character', () => {
    expect(wordStarts('blue hour')).toEqual([0, 5]);
    expect(wordStarts('城市 night')).toEqual([0, 1, 3]);
    expect(wordStarts('')).toEqual([]);
  });

  it('caps keys: a long name gives keys of at most SEARCH_KEY_MAX characters, one per word start', () => {
    const keys = nameSearchKeys('x'.repeat(200) + ' tail');
    expect(keys).toEqual(['x'.repeat(SEARCH_KEY_MAX), 'tail']);
    expect(nameSearchKeys(null)).toEqual([]);
  });
});

describe('library search: inside ISRC and UPC', () => {
  it('matches anywhere inside a code, ignoring case and hyphens', () => {
    expect(matchesCode('CNA122600001', '26000')).toBe(true);
    expect(matchesCode('CNA122600001', 'cn-a12')).toBe(true);
    expect(matchesCode('CNA122600001', '0001')).toBe(true);
    expect(matchesCode('CNA122600001', '0002')).toBe(false);
    expect(matchesCode(null, '1')).toBe(false);
  });

  it('keys every suffix', () => {
    expect(codeSearchKeys('ab-c1')).toEqual(['ABC1', 'BC1', 'C1', '1']);
    expect(codeSearchKeys(undefined)).toEqual([]);
  });
});
