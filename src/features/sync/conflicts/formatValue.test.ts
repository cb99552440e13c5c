import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en.json';
import zhHans from '../../../i18n/locales/zh-Hans.json';
import { formatValue } from './formatValue';

describe('formatValue: dates in the interface language', () => {
  const zh = createIntl({ locale: 'zh-Hans', messages: zhHans });
  const english = createIntl({ locale: 'en', messages: en });

  it('writes a calendar day (a release date) as the day it names, in the interface language', () => {
    expect(formatValue(zh, 'originalReleaseDate', '2023-07-15')).toBe('2023年7月15日');
    expect(formatValue(english, 'originalReleaseDate', '2023-07-15')).toBe('Jul 15, 2023');
  });

  it('leaves other text as written', () => {
    expect(formatValue(english, 'albumNumber', '2023-07-15-A')).toBe('2023-07-15-A');
  });
});
