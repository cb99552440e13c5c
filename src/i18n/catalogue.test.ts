// English is written once, in the descriptors: en.json is exactly what `npm run messages` generates
// from them; zh-Hans.json (hand-written) holds the same ids (CONVENTIONS.md, Messages).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectDescriptors, EN_FILE, renderEnglish } from '../../scripts/messages.mts';
import { ROUTES } from '../domain/routes';
import { ERROR_CODES, errorMessageId } from '../domain/errors';
import { routeTitles } from '../app/router/messages';
import en from './locales/en.json';
import zhHans from './locales/zh-Hans.json';

// the same reading of the code as `npm run messages`: every descriptor of src, wherever it is
const descriptors = collectDescriptors();
const catalogues = {
  en: en as Record<string, string>,
  'zh-Hans': zhHans as Record<string, string>,
};
const HAN = /[\u4e00-\u9fff]/;

describe('message catalogues', () => {
  it('finds the messages of every feature', () => {
    expect(new Set(descriptors.map((d) => d.at.split(':')[0])).size).toBeGreaterThanOrEqual(10);
    expect(descriptors.length).toBeGreaterThan(100);
  });

  it('generates en.json from the descriptors: run `npm run messages` after changing one', () => {
    const generated = renderEnglish(descriptors);
    // the parsed comparison names the differing ids; the text one catches order and format
    expect(JSON.parse(readFileSync(EN_FILE, 'utf8'))).toEqual(JSON.parse(generated));
    expect(readFileSync(EN_FILE, 'utf8')).toBe(generated);
  });

  it('gives every defined message an id, an English default and a description', () => {
    for (const d of descriptors) {
      expect(d.id, JSON.stringify(d)).toMatch(/^[a-z][\w.-]+$/i);
      expect(d.defaultMessage, d.id).toBeTruthy();
      expect(d.description, d.id).toBeTruthy();
    }
  });

  it('defines each id once', () => {
    const ids = descriptors.map((d) => d.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s holds every defined message', (_, catalogue) => {
    expect(descriptors.map((d) => d.id).filter((id) => !catalogue[id]?.trim())).toEqual([]);
  });

  it('holds the same ids in both catalogues', () => {
    const enIds = Object.keys(en).sort();
    const zhIds = Object.keys(zhHans).sort();
    expect(enIds.filter((id) => !zhIds.includes(id))).toEqual([]);
    expect(zhIds.filter((id) => !enIds.includes(id))).toEqual([]);
  });

  it('has a title for every route of the table', () => {
    expect(ROUTES.map((r) => r.name).filter((name) => !routeTitles[name])).toEqual([]);
  });

  it('has a message for every error code', () => {
    for (const code of ERROR_CODES) {
      expect(catalogues.en[errorMessageId(code)], code).toBeTruthy();
      expect(catalogues['zh-Hans'][errorMessageId(code)], code).toBeTruthy();
    }
  });

  it('writes English in en and Chinese in zh-Hans', () => {
    // language names are written in their own language on purpose
    const ownName = new Set(['language.zhHans']);
    for (const [id, text] of Object.entries(catalogues.en))
      if (!ownName.has(id)) expect(text, id).not.toMatch(HAN);
    const untranslated = Object.entries(catalogues['zh-Hans']).filter(
      ([id, text]) => /[a-z]{3,}/i.test(text) && !HAN.test(text) && text === catalogues.en[id],
    );
    // ids whose text is legitimately the same in both: names, figures, templates
    const same = new Set([
      'language.en',
      'router.documentTitle',
      'home.stat.plus',
      'footer.copyright',
      'player.time',
    ]);
    expect(untranslated.map(([id]) => id).filter((id) => !same.has(id))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    // an argument is `{name}` or `{name, type...`; plural branches like `{# items}` are not
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    for (const [id, text] of Object.entries(catalogues.en)) {
      expect(placeholders(catalogues['zh-Hans'][id] ?? ''), id).toEqual(placeholders(text));
    }
  });

  // The browser flows run in one language each (issue 25): a screen that showed a raw message id
  // in the other language would be seen only here. An id reaches a screen when the catalogue of
  // that language lacks it (every id of the code is in both: the tests above) or when its text is
  // an id itself (a copy slip); no text of either catalogue looks like one.
  it('never gives a message an id as its text, in either language', () => {
    const looksLikeId = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/;
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const ids = new Set(Object.keys(catalogue));
      const raw = Object.entries(catalogue).filter(
        ([, text]) => ids.has(text.trim()) || looksLikeId.test(text.trim()),
      );
      expect(
        raw.map(([id, text]) => `${id}: ${text}`),
        language,
      ).toEqual([]);
    }
  });
});
