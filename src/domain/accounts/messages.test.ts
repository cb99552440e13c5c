import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import zhHans from '../../i18n/locales/zh-Hans.json';
import { ACCOUNT_VALIDATION_CODES } from './index';

// The UI and the server word each code as `validation.<code>`; spec section 8 fixes some texts.
describe('account validation messages', () => {
  const catalogues: Record<string, Record<string, string>> = { en, 'zh-Hans': zhHans };
  it('word every code in both catalogues', () => {
    for (const code of [
      ...ACCOUNT_VALIDATION_CODES,
      'email-format',
      'required',
      'file-format',
      'file-too-large',
    ]) {
      for (const [lang, catalogue] of Object.entries(catalogues))
        expect(catalogue[`validation.${code}`], `${lang} ${code}`).toBeTruthy();
    }
  });
  it('keeps the spec section 8 wording', () => {
    expect(en['validation.password-mismatch']).toBe('The two passwords did not match!');
    expect(en['validation.mobile-format']).toBe('Invalid mobile phone number');
    expect(en['validation.resident-id-format']).toBe('Invalid ID number');
    expect(en['validation.verification-code-format']).toBe('Invalid Verification Code');
    expect(en['validation.email-format']).toBe('Invalid e-mail address');
  });
});
