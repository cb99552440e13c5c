import { describe, expect, it } from 'vitest';
import { IDENTIFIER_VALIDATION_CODES } from '../identifiers';
import { QUALITY_CODES } from '../quality/codes';
import { STATUS_VALIDATION_CODES } from '../status';
import { CATALOGUE_VALIDATION_CODES } from './issues';
import suggested from './messages.suggested.json';

const messages: Record<string, { en: string; 'zh-Hans': string }> = suggested;
const allCodes = [
  ...CATALOGUE_VALIDATION_CODES,
  ...IDENTIFIER_VALIDATION_CODES,
  ...STATUS_VALIDATION_CODES,
  ...QUALITY_CODES,
];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('messages.suggested.json', () => {
  it('has a message in both languages for every code, and nothing else', () => {
    expect(Object.keys(messages).sort()).toEqual(allCodes.map((c) => `validation.${c}`).sort());
    for (const [id, m] of Object.entries(messages)) {
      expect(m.en.trim(), id).not.toBe('');
      expect(m['zh-Hans'].trim(), id).not.toBe('');
    }
  });
  it('codes are unique across modules', () => {
    expect(new Set(allCodes).size).toBe(allCodes.length);
  });
  it('both languages use the same placeholders', () => {
    for (const [id, m] of Object.entries(messages))
      expect(placeholders(m['zh-Hans']), id).toEqual(placeholders(m.en));
  });
  it('keeps the spec section 8 wording', () => {
    expect(messages['validation.isrc-used'].en).toBe('Current ISRC has been used');
    expect(messages['validation.review-submit-not-allowed'].en).toBe(
      'Only unsubmitted, modified and unapproved albums can be submitted for review',
    );
    expect(messages['validation.required'].en).toBe('{field} incomplete');
    expect(messages['validation.entity-incomplete'].en).toBe('{name} information incomplete');
    expect(messages['validation.clip-exceeds-track'].en).toBe(
      'Clip duration exceed origin track duration',
    );
    expect(messages['validation.takedown-none-selected'].en).toBe(
      'No album selected for removal, please reselect!',
    );
  });
});
