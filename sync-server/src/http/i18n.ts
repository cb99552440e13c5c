// Server-side messages come from the client's own catalogues (src/i18n/locales), so both sides
// say the same words: `error.<code>` for errors, and the few other ids a server text needs;
// `{name}` placeholders are filled in.
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { errorMessageId, type ErrorCode } from '../../../src/domain/errors';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { MessageParams } from './apiError';

const CATALOGUES: Readonly<Record<ApiLanguage, Readonly<Record<string, unknown>>>> = {
  en,
  'zh-hans': zhHans,
};

export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The localized message of an error code; falls back to English, then to the code itself. */
export function translateError(
  language: ApiLanguage,
  code: ErrorCode,
  params: MessageParams = {},
): string {
  const id = errorMessageId(code);
  const template = CATALOGUES[language][id] ?? CATALOGUES.en[id];
  return formatMessage(typeof template === 'string' ? template : code, params);
}

/**
 * Any catalogue message by id (simple `{name}` placeholders only); `fallback` when neither the
 * language nor English has it.
 */
export function translateMessage(
  language: ApiLanguage,
  id: string,
  params: MessageParams = {},
  fallback: () => string = () => id,
): string {
  const template = CATALOGUES[language][id] ?? CATALOGUES.en[id];
  return typeof template === 'string' ? formatMessage(template, params) : fallback();
}

/** Whether a catalogue holds a message for the code (checked by the tests for every code). */
export function hasErrorMessage(language: ApiLanguage, code: ErrorCode): boolean {
  return typeof CATALOGUES[language][errorMessageId(code)] === 'string';
}
