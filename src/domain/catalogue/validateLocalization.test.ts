import { describe, expect, it } from 'vitest';
import type { Issue } from './issues';
import { makeCover } from './testing';
import { validateLocalization } from './validateLocalization';

const codes = (issues: Issue[]) => issues.map((i) => `${i.field}:${i.code}`);

describe('validateLocalization', () => {
  it('needs a language and a localized name', () => {
    expect(codes(validateLocalization({ entity: 'album' }))).toEqual([
      'language:required',
      'name:required',
    ]);
    expect(validateLocalization({ entity: 'album', language: 'en', name: 'Blue Hour' })).toEqual(
      [],
    );
  });

  it('allows one row per language, whatever the case', () => {
    expect(
      codes(
        validateLocalization({ entity: 'album', language: 'en', name: 'A' }, [{ language: 'EN' }]),
      ),
    ).toEqual(['language:localization-language-duplicate']);
    expect(
      validateLocalization({ entity: 'album', language: 'ja', name: 'A' }, [{ language: 'en' }]),
    ).toEqual([]);
  });

  it('checks the overseas cover: 3000-10000 px, square', () => {
    const ok = makeCover({ widthPx: 3000, heightPx: 3000, sizeBytes: 5_000_000 });
    expect(
      validateLocalization({ entity: 'album', language: 'en', name: 'A', overseasCover: ok }),
    ).toEqual([]);
    const small = makeCover({ widthPx: 1400, heightPx: 1400, sizeBytes: 1_000_000 });
    expect(
      codes(
        validateLocalization({ entity: 'album', language: 'en', name: 'A', overseasCover: small }),
      ),
    ).toEqual(['overseasCover:overseas-cover-size']);
    const wide = makeCover({ widthPx: 4000, heightPx: 3000, sizeBytes: 1_000_000 });
    expect(
      codes(
        validateLocalization({ entity: 'album', language: 'en', name: 'A', overseasCover: wide }),
      ),
    ).toEqual(['overseasCover:cover-not-square']);
  });

  it('keeps the overseas cover off a track row', () => {
    const cover = makeCover({ widthPx: 3000, heightPx: 3000, sizeBytes: 1_000_000 });
    expect(
      codes(
        validateLocalization({ entity: 'track', language: 'en', name: 'A', overseasCover: cover }),
      ),
    ).toEqual(['overseasCover:field-not-writable']);
  });
});
