import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import zhHans from '../../i18n/locales/zh-Hans.json';
import { batchFinishMessages as m, batchStepMessages } from './messages';

// The last step once told the user to click "Finish" (the step's name) while its button read
// "Create albums and upload": the sentence now names the button it sits above.
describe('batch finish step wording', () => {
  it.each([
    ['zh-Hans', zhHans],
    ['en', en],
  ] as const)('names the button the user is to press (%s)', (locale, messages) => {
    const intl = createIntl({ locale, messages });
    const button = intl.formatMessage(m.start);
    const intro = intl.formatMessage(m.intro, { albums: 2, tracks: 5, files: 7, button });
    expect(intro).toContain(`“${button}”`);
    expect(intro).not.toContain(`“${intl.formatMessage(batchStepMessages.finish)}”`);
  });
});
