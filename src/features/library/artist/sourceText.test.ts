import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en.json';
import zhHans from '../../../i18n/locales/zh-Hans.json';
import { sourceText } from './sourceText';

describe('sourceText', () => {
  it('words the server’s source, waits for it on a record made on this device, shows an unknown code as is', () => {
    const zh = createIntl({ locale: 'zh-Hans', messages: zhHans });
    const english = createIntl({ locale: 'en', messages: en });
    expect(sourceText(zh, { version: 3, source: 1 })).toBe('前台');
    expect(sourceText(english, { version: 3, source: 3 })).toBe('Backstage DDEX receive');
    expect(sourceText(zh, { version: 0 })).toBe('同步后显示');
    expect(sourceText(english, { version: 2, source: 9 })).toBe('9');
  });
});

describe('one label per source code', () => {
  it('words a source the same in the lists (and their filter) as on the record pages', async () => {
    const { sourceMessages: listSources } = await import('../lists/messages');
    for (const [locale, messages] of [
      ['zh-Hans', zhHans],
      ['en', en],
    ] as const) {
      const intl = createIntl({ locale, messages });
      for (const code of [1, 2, 3, 4] as const) {
        expect(intl.formatMessage(listSources[code]), `${locale} source ${code}`).toBe(
          sourceText(intl, { version: 1, source: code }),
        );
      }
    }
  });
});
