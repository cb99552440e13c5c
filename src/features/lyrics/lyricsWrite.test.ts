import { describe, expect, it } from 'vitest';
import type { Lyrics } from '../../domain/catalogue';
import { testId } from '../../domain/catalogue/testing';
import { lyricsWrite, originalLyricsOf, translationsOf, type UploadedLyrics } from './lyricsWrite';

const trackId = testId();
const lyrics = (patch: Partial<Lyrics>): Lyrics => ({
  id: testId(),
  orgId: 'org-1',
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  trackId,
  title: 'old',
  kind: 'original',
  format: 'lrc',
  language: null,
  content: '',
  file: { path: 'f-old', name: 'old.lrc', sizeBytes: 10 },
  ...patch,
});
const up: UploadedLyrics = {
  trackId,
  fileName: 'Song Words.krc',
  format: 'krc',
  file: { path: 'f-new', name: 'Song Words.krc', sizeBytes: 20 },
};

describe('lyricsWrite', () => {
  it('creates the original lyrics, titled after the file and without a language', () => {
    expect(lyricsWrite([], { kind: 'original' }, up)).toEqual({
      kind: 'create',
      record: {
        trackId,
        title: 'Song Words',
        kind: 'original',
        format: 'krc',
        language: null,
        content: '',
        file: up.file,
      },
    });
  });

  it('re-points the original lyrics at the new file and keeps their title', () => {
    const original = lyrics({});
    expect(lyricsWrite([original], { kind: 'original' }, up)).toEqual({
      kind: 'update',
      id: original.id,
      patch: { file: up.file, format: 'krc' },
    });
  });

  it('creates a translation for a language that has none, beside the original and other languages', () => {
    const rows = [lyrics({}), lyrics({ kind: 'translation', language: 'en' })];
    expect(lyricsWrite(rows, { kind: 'translation', language: 'ja' }, up)).toEqual({
      kind: 'create',
      record: {
        trackId,
        title: 'Song Words',
        kind: 'translation',
        format: 'krc',
        language: 'ja',
        content: '',
        file: up.file,
      },
    });
  });

  it("re-points a language's translation and renames it after the new file", () => {
    const en = lyrics({ kind: 'translation', language: 'en' });
    expect(lyricsWrite([lyrics({}), en], { kind: 'translation', language: 'en' }, up)).toEqual({
      kind: 'update',
      id: en.id,
      patch: { file: up.file, format: 'krc', title: 'Song Words' },
    });
  });

  it('tells the original from the translations, and loading from none', () => {
    const original = lyrics({});
    const en = lyrics({ kind: 'translation', language: 'en' });
    expect(originalLyricsOf([en, original])).toBe(original);
    expect(originalLyricsOf([])).toBeNull();
    expect(originalLyricsOf(undefined)).toBeUndefined();
    expect(translationsOf([original, en])).toEqual([en]);
    expect(translationsOf(undefined)).toBeUndefined();
  });
});
