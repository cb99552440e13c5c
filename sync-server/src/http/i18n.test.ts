import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/domain/errors';
import { API_LANGUAGES } from '../../../src/domain/locale';
import { formatMessage, hasErrorMessage, translateError } from './i18n';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  it.each(ERROR_CODES)('error.%s exists in both catalogues with the same placeholders', (code) => {
    for (const language of API_LANGUAGES) expect(hasErrorMessage(language, code)).toBe(true);
    const en = translateError('en', code);
    const zh = translateError('zh-hans', code);
    expect(zh).not.toBe('');
    expect(placeholders(zh)).toEqual(placeholders(en));
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('in {minutes} minutes', { minutes: 15 })).toBe('in 15 minutes');
    expect(formatMessage('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(formatMessage('{constructor}', {})).toBe('{constructor}');
    expect(translateError('en', 'tooManyAttempts', { minutes: 3 })).toContain('3');
  });
});

describe('upload refusal reasons', () => {
  it('have a text in both catalogues with the same placeholders', async () => {
    const { UPLOAD_PROBLEMS } = await import('../files/fileErrors');
    const { translateMessage } = await import('./i18n');
    for (const problem of UPLOAD_PROBLEMS) {
      const en = translateMessage('en', `fileReason.${problem}`, {}, () => 'missing');
      const zh = translateMessage('zh-hans', `fileReason.${problem}`, {}, () => 'missing');
      expect(en, problem).not.toBe('missing');
      expect(zh, problem).not.toBe('missing');
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(zh), problem).toEqual(names(en));
    }
  });
});

describe('refusals before a route runs', () => {
  it('have a text in both catalogues', async () => {
    const { REQUEST_PROBLEMS, describeRequestProblem } = await import('./requestErrors');
    for (const problem of REQUEST_PROBLEMS) {
      for (const language of API_LANGUAGES)
        expect(describeRequestProblem(problem, language), `${language} ${problem}`).not.toBe(
          `requestReason.${problem}`,
        );
    }
  });
});
