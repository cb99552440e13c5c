import { Field, Input, Option } from '@fluentui/react-components';
import { Dropdown } from '../../../components/Dropdown';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { partyMessages as m } from './messages';
import { useAuthorizingParties, type AuthorizingParty } from './useAuthorizingParties';

export function partyLabel(
  intl: IntlShape,
  party: AuthorizingParty | undefined,
  id: string,
): string {
  return party?.name ?? intl.formatMessage(m.otherParty, { id: id.slice(0, 8) });
}

interface Props {
  label: MessageDescriptor;
  value: string;
  onChange?(id: string): void;
  /** shown as text only: the party cannot change once the record exists */
  readOnly?: boolean;
  disabled?: boolean;
  validationMessage?: string;
  testId?: string;
}

/** The authorizing party of a record company, P/C line or authorization file. */
export function AuthorizingPartyField({
  label,
  value,
  onChange,
  readOnly,
  disabled,
  validationMessage,
  testId,
}: Props) {
  const intl = useIntl();
  const parties = useAuthorizingParties([value]);
  const current = parties.find((p) => p.id === value);
  const text = value === '' ? '' : partyLabel(intl, current, value);
  if (readOnly) {
    return (
      <Field label={intl.formatMessage(label)} hint={intl.formatMessage(m.fixedAfterCreate)}>
        <Input value={text} readOnly data-testid={testId} />
      </Field>
    );
  }
  return (
    <Field
      label={intl.formatMessage(label)}
      required
      validationMessage={
        validationMessage ?? (parties.length === 0 ? intl.formatMessage(m.noParty) : undefined)
      }
    >
      <Dropdown
        value={text}
        selectedOptions={value ? [value] : []}
        disabled={disabled}
        data-testid={testId}
        onOptionSelect={(_, d) => d.optionValue && onChange?.(d.optionValue)}
      >
        {parties.map((p) => (
          <Option key={p.id} value={p.id}>
            {partyLabel(intl, p, p.id)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
