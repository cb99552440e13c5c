// Every message the code defines exists in both catalogues with a real text, and the two
// catalogues hold the same ids (CONVENTIONS.md, Messages).
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../domain/routes';
import { ERROR_CODES, errorMessageId } from '../domain/errors';
import { routeTitles } from '../app/router/messages';
import en from './locales/en.json';
import zhHans from './locales/zh-Hans.json';

interface Descriptor {
  id: string;
  defaultMessage?: string;
  description?: string;
}

// src/domain has a messages.ts of its own (request schemas of system messages), never UI text
const modules = import.meta.glob<Record<string, Record<string, Descriptor>>>(
  ['/src/**/messages.ts', '!/src/domain/**'],
  { eager: true },
);
// a Set: one descriptor may be re-exported under another name (e.g. LANGUAGE_NAMES)
const descriptors: Descriptor[] = [
  ...new Set(Object.values(modules).flatMap((mod) => Object.values(mod).flatMap((group) => Object.values(group)))),
];
const catalogues = { en: en as Record<string, string>, 'zh-Hans': zhHans as Record<string, string> };
const HAN = /[\u4e00-\u9fff]/;

describe('message catalogues', () => {
  it('finds the messages of every feature', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(10);
    expect(descriptors.length).toBeGreaterThan(100);
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
    for (const [id, text] of Object.entries(catalogues.en)) if (!ownName.has(id)) expect(text, id).not.toMatch(HAN);
    const untranslated = Object.entries(catalogues['zh-Hans']).filter(
      ([id, text]) => /[a-z]{3,}/i.test(text) && !HAN.test(text) && text === catalogues.en[id],
    );
    // ids whose text is legitimately the same in both: names, figures, templates
    const same = new Set(['language.en', 'router.documentTitle', 'home.stat.plus', 'footer.copyright', 'player.time']);
    expect(untranslated.map(([id]) => id).filter((id) => !same.has(id))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    // an argument is `{name}` or `{name, type...`; plural branches like `{# items}` are not
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    for (const [id, text] of Object.entries(catalogues.en)) {
      expect(placeholders(catalogues['zh-Hans'][id] ?? ''), id).toEqual(placeholders(text));
    }
  });
});
