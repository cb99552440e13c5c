import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en.json';
import zh from '../../../i18n/locales/zh-Hans.json';
import { requiredIssue, issue, warning } from '../../../domain/catalogue';
import { fieldError, fieldState, firstIssueByField, issueText } from './issueText';

const labels = { isrc: { id: 'label.isrc', defaultMessage: 'ISRC' } };

describe('issue texts', () => {
  it('puts the field label into "{field} incomplete" in both languages', () => {
    expect(
      issueText(createIntl({ locale: 'en', messages: en }), requiredIssue('isrc'), labels),
    ).toBe('ISRC incomplete');
    expect(
      issueText(createIntl({ locale: 'zh-Hans', messages: zh }), requiredIssue('isrc'), labels),
    ).toBe('ISRC 编码信息不完整');
  });

  it('keeps the spec wording of a used ISRC', () => {
    expect(
      issueText(createIntl({ locale: 'en', messages: en }), issue('isrc', 'isrc-used'), labels),
    ).toBe('Current ISRC has been used');
  });

  it('shows one message per field, an error before a warning', () => {
    const first = firstIssueByField([
      warning('isrc', 'isrc-length'),
      issue('isrc', 'isrc-used'),
      issue('isrc', 'isrc-format'),
    ]);
    expect(first.get('isrc')?.code).toBe('isrc-used');
    const state = fieldState(createIntl({ locale: 'en', messages: en }), first.get('isrc'), labels);
    expect(state).toEqual({
      validationMessage: 'Current ISRC has been used',
      validationState: 'error',
    });
  });

  it('says the first error of a field, never a warning', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    expect(
      fieldError(
        intl,
        [warning('isrc', 'isrc-length'), issue('isrc', 'isrc-used')],
        'isrc',
        labels,
      ),
    ).toBe('Current ISRC has been used');
    expect(fieldError(intl, [warning('isrc', 'isrc-length')], 'isrc', labels)).toBeUndefined();
  });

  it('names the field and the code when this build has no text for a code', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    expect(
      issueText(intl, { field: 'isrc', code: 'newer-server-code' as 'required' }, labels),
    ).toBe('ISRC: newer-server-code');
  });
});
