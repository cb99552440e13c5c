// The fields of a bank account (spec section 3), checked with the domain's rules as they are typed:
// the same codes the server answers with. Used by the partner's change and the back office editor.
import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { BankAccountInput, BankIssues } from '../../domain/contracts/bankAccount';
import { validationMessages } from '../../i18n/codes/validation';
import { useContractStyles } from './Contracts.styles';
import { contractMessages as m } from './messages';

export const EMPTY_BANK_ACCOUNT: BankAccountInput = {
  type: 'domestic',
  area: '',
  bankName: '',
  address: '',
  city: '',
  country: 'CN',
  account: '',
  accountName: '',
  payee: '',
  iban: '',
  swift: '',
};

const TEXT_FIELDS: [keyof Omit<BankAccountInput, 'type'>, MessageDescriptor, string][] = [
  ['area', m.bankArea, 'bank-area'],
  ['bankName', m.bankName, 'bank-name'],
  ['address', m.bankAddress, 'bank-address'],
  ['city', m.bankCity, 'bank-city'],
  ['country', m.bankCountry, 'bank-country'],
  ['account', m.bankAccountNumber, 'bank-account'],
  ['accountName', m.bankAccountName, 'bank-account-name'],
  ['payee', m.bankPayee, 'bank-payee'],
  ['iban', m.bankIban, 'bank-iban'],
  ['swift', m.bankSwift, 'bank-swift'],
];

export function BankAccountFields({
  value,
  issues,
  onChange,
  disabled,
}: {
  value: BankAccountInput;
  /** shown once the user tried to submit */
  issues: BankIssues;
  onChange(next: BankAccountInput): void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const styles = useContractStyles();
  const issueText = (field: keyof BankAccountInput) => {
    const code = issues[field];
    return code ? intl.formatMessage(validationMessages[code]) : undefined;
  };
  return (
    <div className={styles.form}>
      <Field label={intl.formatMessage(m.bankType)} className={styles.wide}>
        <RadioGroup
          layout="horizontal"
          value={value.type}
          disabled={disabled}
          onChange={(_, data) =>
            onChange({
              ...value,
              type: data.value === 'international' ? 'international' : 'domestic',
            })
          }
        >
          <Radio value="domestic" label={intl.formatMessage(m.bankType_domestic)} />
          <Radio value="international" label={intl.formatMessage(m.bankType_international)} />
        </RadioGroup>
      </Field>
      {TEXT_FIELDS.map(([field, label, testId]) => (
        <Field
          key={field}
          label={intl.formatMessage(label)}
          validationMessage={issueText(field)}
          validationState={issues[field] ? 'error' : 'none'}
        >
          <Input
            value={value[field]}
            disabled={disabled}
            data-testid={testId}
            onChange={(_, data) => onChange({ ...value, [field]: data.value })}
          />
        </Field>
      ))}
    </div>
  );
}
