import { describe, expect, it } from 'vitest';
import { MEDIA_CODES } from './codes';
import suggested from './messages.suggested.json';

const catalogues: Record<'zh-Hans' | 'en', Record<string, string>> = suggested;
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('media messages.suggested.json', () => {
  it('has a message in both languages for every code, and nothing else', () => {
    const ids = MEDIA_CODES.map((c) => `media.${c}`).sort();
    expect(Object.keys(catalogues.en).sort()).toEqual(ids);
    expect(Object.keys(catalogues['zh-Hans']).sort()).toEqual(ids);
  });

  it('names the file in every message and uses the same placeholders in both languages', () => {
    for (const [id, en] of Object.entries(catalogues.en)) {
      expect(placeholders(en), id).toContain('file');
      expect(placeholders(catalogues['zh-Hans'][id]), id).toEqual(placeholders(en));
    }
  });

  it('keeps the spec section 8 wording', () => {
    expect(catalogues.en['media.file-format']).toBe('{file}: Incorrect File Format');
    expect(catalogues.en['media.audio-corrupt']).toBe('{file}: Parse audio file exceptions');
    expect(catalogues.en['media.lyrics-format']).toBe(
      '{file}: only TXT or lrc files, do not change the extension',
    );
  });
});
