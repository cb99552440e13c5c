import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import zhHans from '../../i18n/locales/zh-Hans.json';
import { playlistIssueMessage, playlistIssueMessages, playlistMessages } from './playlistMessages';

const catalogues = {
  en: en as Record<string, string>,
  'zh-Hans': zhHans as Record<string, string>,
};
/** Every code the playlist side answers with (issues, notices, refusals, material). */
const CODES = Object.keys(playlistIssueMessages);
const SAMPLE = {
  range: 'A2:A5',
  cells: 100200,
  column: 'Genre',
  allowed: 'Pop',
  name: 'Nobody',
  formats: 'wav',
  row: 2,
  folder: 'Album 1',
  max: 500,
  count: 600,
  maxMb: 10,
  seconds: 10,
  fileName: '01.wav',
};

describe('playlist messages', () => {
  it('uses the spec heading verbatim and a Chinese translation', () => {
    expect(catalogues.en['batch.playlist.errorsHeading']).toBe(
      'There are following errors in the Excel playlist:',
    );
    expect(catalogues['zh-Hans']['batch.playlist.errorsHeading']).toMatch(/[\u4e00-\u9fff]/);
    expect(playlistMessages.errorsHeading.id).toBe('batch.playlist.errorsHeading');
  });

  it.each(Object.entries(catalogues))(
    '%s words every playlist code and formats it with its params',
    (locale, messages) => {
      const intl = createIntl({
        locale,
        messages,
        onError: (error) => {
          throw error;
        },
      });
      for (const code of CODES) {
        const descriptor = playlistIssueMessage(code);
        expect(messages[descriptor.id as string], code).toBeTruthy();
        const text = intl.formatMessage(descriptor, SAMPLE);
        expect(text, code).not.toMatch(/[{}]/);
        if (locale === 'zh-Hans') expect(text, code).toMatch(/[\u4e00-\u9fff]/);
      }
    },
  );

  it('words every playlist-* and material-* code the parser, the checks and the matching can answer', () => {
    const sources = import.meta.glob<string>(
      ['/src/domain/batch/*.ts', '/src/features/batch/worker/*.ts', '!**/*.test.ts'],
      { query: '?raw', import: 'default', eager: true },
    );
    const used = new Set(
      Object.values(sources).flatMap((text) =>
        [...text.matchAll(/'((?:playlist|material)-[a-z-]+)'/g)].map((m) => m[1]),
      ),
    );
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((code) => playlistIssueMessages[code] === undefined)).toEqual([]);
  });

  it('gives the library codes their shared validation message', () => {
    for (const code of [
      'required',
      'isrc-used',
      'upc-check-digit',
      'excel-too-many-rows',
      'folder-name-too-long',
      'main-artist-required',
    ]) {
      const id = playlistIssueMessage(code).id as string;
      expect(id).toBe(`validation.${code}`);
      expect(catalogues.en[id] && catalogues['zh-Hans'][id], code).toBeTruthy();
    }
    expect(catalogues.en['validation.isrc-used']).toBe('Current ISRC has been used');
  });
});
