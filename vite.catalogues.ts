// Loads src/i18n/locales/<lang>.json whole or as one part (`?part=shell|rest`, see
// src/i18n/catalogueParts.ts). The build ships ICU ASTs (formatjs' "precompile" advice), so the
// browser needs no ICU parser: vite.config.ts aliases it to formatjs' parser-less build, ~8 kB
// gzip off every page. Unit tests keep plain strings and the real parser.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { pickCataloguePart, type CataloguePart } from './src/i18n/catalogueParts';

const CATALOGUE_ID = /\/src\/i18n\/locales\/[^/]+\.json(?:\?part=(shell|rest))?$/;

/** With precompiled catalogues the browser (and the prerender) never parses ICU: formatjs' parser-less build. */
export const ICU_PARSER_ALIAS = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

export function catalogues(options: { precompile: boolean }): Plugin {
  return {
    name: 'portal:catalogues',
    enforce: 'pre',
    transform(code, id) {
      const match = CATALOGUE_ID.exec(id);
      if (!match) return null;
      const part = match[1] as CataloguePart | undefined;
      if (!part && !options.precompile) return null;
      const all = JSON.parse(code) as Record<string, string>;
      const messages = part ? pickCataloguePart(all, part) : all;
      const shipped = options.precompile
        ? Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]))
        : messages;
      const json = JSON.stringify(shipped);
      // a `?part=` id has no .json extension, so the bundler reads it as JavaScript
      return { code: part ? `export default ${json};` : json, map: null };
    },
  };
}
