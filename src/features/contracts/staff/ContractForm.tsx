// The back office's contract form: every field of spec section 3, checked with the domain's rules
// (the server checks the same), and optionally the contract's first bank account.
import { Button, Field, Input, Select, Switch, Textarea } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { BankAccountInput, BankIssues } from '../../../domain/contracts/bankAccount';
import { validateBankAccount } from '../../../domain/contracts/bankAccount';
import {
  CONTRACT_CYCLES,
  SETTLEMENT_TYPES,
  validateContract,
  type ContractFields,
  type ContractRuleCode,
} from '../../../domain/contracts/contract';
import { validationMessages } from '../../../i18n/codes/validation';
import { BankAccountFields, EMPTY_BANK_ACCOUNT } from '../BankAccountForm';
import { useContractStyles } from '../Contracts.styles';
import { cycleText, settlementText } from '../contractText';
import { contractMessages as m } from '../messages';

type TextField = Exclude<
  keyof ContractFields,
  | 'validFrom'
  | 'validTo'
  | 'territories'
  | 'excludedChannels'
  | 'settlementType'
  | 'cycle'
  | 'contacts'
  | 'unitPrices'
  | 'minimumPerPeriod'
  | 'feePerPeriod'
>;
const TEXTS: [TextField, MessageDescriptor, boolean][] = [
  ['number', m.number, false],
  ['authorizationNumber', m.authorizationNumber, false],
  ['authorizationArea', m.authorizationArea, false],
  ['currency', m.currency, false],
  ['sharePercent', m.sharePercent, false],
  ['prepayment', m.prepayment, false],
  ['authorizationRange', m.authorizationRange, true],
  ['authorizationServices', m.authorizationServices, true],
  ['authorizationScope', m.authorizationScope, true],
  ['businessScope', m.businessScope, true],
];

const list = (text: string) =>
  text
    .split(/[,，\n]/)
    .map((x) => x.trim())
    .filter((x) => x !== '');

export interface ContractDraft {
  fields: ContractFields;
  bankAccount: BankAccountInput | null;
}

export function ContractForm({
  initial,
  busy,
  onSubmit,
}: {
  initial: ContractDraft;
  busy: boolean;
  onSubmit(draft: ContractDraft): void;
}) {
  const intl = useIntl();
  const styles = useContractStyles();
  const [fields, setFields] = useState(initial.fields);
  const [territories, setTerritories] = useState(initial.fields.territories.join(', '));
  const [channels, setChannels] = useState(initial.fields.excludedChannels.join(', '));
  const [withBank, setWithBank] = useState(initial.bankAccount !== null);
  const [bank, setBank] = useState(initial.bankAccount ?? EMPTY_BANK_ACCOUNT);
  const [issues, setIssues] = useState<Partial<Record<keyof ContractFields, ContractRuleCode>>>({});
  const [bankIssues, setBankIssues] = useState<BankIssues>({});
  const contact = fields.contacts[0] ?? { name: '', phone: '', email: '' };
  const set = (patch: Partial<ContractFields>) => setFields((f) => ({ ...f, ...patch }));
  const issueOf = (field: keyof ContractFields) => {
    const code = issues[field];
    return code
      ? {
          validationMessage: intl.formatMessage(validationMessages[code]),
          validationState: 'error' as const,
        }
      : {};
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: ContractFields = {
      ...fields,
      territories: list(territories).map((t) =>
        /^worldwide$/i.test(t) ? 'Worldwide' : t.toUpperCase(),
      ),
      excludedChannels: list(channels),
      contacts: [contact].filter((c) => c.name || c.phone || c.email),
    };
    const found = validateContract(next);
    const foundBank = withBank ? validateBankAccount(bank) : {};
    setIssues(found);
    setBankIssues(foundBank);
    if (Object.keys(found).length + Object.keys(foundBank).length > 0) return;
    onSubmit({ fields: next, bankAccount: withBank ? bank : null });
  }

  return (
    <form onSubmit={submit} noValidate data-testid="contract-form" className={styles.card}>
      <div className={styles.form}>
        {TEXTS.map(([field, label, long]) => (
          <Field
            key={field}
            label={intl.formatMessage(label)}
            className={long ? styles.wide : undefined}
            {...issueOf(field)}
          >
            {long ? (
              <Textarea value={fields[field]} onChange={(_, d) => set({ [field]: d.value })} />
            ) : (
              <Input
                value={fields[field]}
                data-testid={`contract-${field}`}
                onChange={(_, d) => set({ [field]: d.value })}
              />
            )}
          </Field>
        ))}
        <Field label={intl.formatMessage(m.validFrom)} {...issueOf('validFrom')}>
          <Input
            type="date"
            value={fields.validFrom ?? ''}
            data-testid="contract-validFrom"
            onChange={(_, d) => set({ validFrom: d.value || null })}
          />
        </Field>
        <Field label={intl.formatMessage(m.validTo)} {...issueOf('validTo')}>
          <Input
            type="date"
            value={fields.validTo ?? ''}
            data-testid="contract-validTo"
            onChange={(_, d) => set({ validTo: d.value || null })}
          />
        </Field>
        <Field label={intl.formatMessage(m.settlementType)}>
          <Select
            value={fields.settlementType}
            onChange={(_, d) =>
              set({ settlementType: SETTLEMENT_TYPES.find((s) => s === d.value) ?? 'revenueShare' })
            }
          >
            {SETTLEMENT_TYPES.map((s) => (
              <option key={s} value={s}>
                {settlementText(intl, s)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={intl.formatMessage(m.cycle)}>
          <Select
            value={fields.cycle}
            onChange={(_, d) =>
              set({ cycle: CONTRACT_CYCLES.find((c) => c === d.value) ?? 'monthly' })
            }
          >
            {CONTRACT_CYCLES.map((c) => (
              <option key={c} value={c}>
                {cycleText(intl, c)}
              </option>
            ))}
          </Select>
        </Field>
        {fields.settlementType === 'minimumGuarantee' && (
          <Field label={intl.formatMessage(m.minimumPerPeriod)} {...issueOf('minimumPerPeriod')}>
            <Input
              value={fields.minimumPerPeriod ?? ''}
              onChange={(_, d) => set({ minimumPerPeriod: d.value || null })}
            />
          </Field>
        )}
        {fields.settlementType === 'buyout' && (
          <Field label={intl.formatMessage(m.feePerPeriod)} {...issueOf('feePerPeriod')}>
            <Input
              value={fields.feePerPeriod ?? ''}
              onChange={(_, d) => set({ feePerPeriod: d.value || null })}
            />
          </Field>
        )}
        {fields.settlementType === 'perUnit' && (
          <Field label={intl.formatMessage(m.unitPrice)} {...issueOf('unitPrices')}>
            <Input
              value={fields.unitPrices.stream ?? ''}
              onChange={(_, d) => set({ unitPrices: d.value ? { stream: d.value } : {} })}
            />
          </Field>
        )}
        <Field
          label={intl.formatMessage(m.territories)}
          hint={intl.formatMessage(m.territoriesHint)}
          className={styles.wide}
          {...issueOf('territories')}
        >
          <Input
            value={territories}
            data-testid="contract-territories"
            onChange={(_, d) => setTerritories(d.value)}
          />
        </Field>
        <Field
          label={intl.formatMessage(m.excludedChannels)}
          hint={intl.formatMessage(m.channelsHint)}
          className={styles.wide}
        >
          <Input value={channels} onChange={(_, d) => setChannels(d.value)} />
        </Field>
        {(
          [
            ['name', m.contactName],
            ['phone', m.contactPhone],
            ['email', m.contactEmail],
          ] as const
        ).map(([key, label]) => (
          <Field key={key} label={intl.formatMessage(label)}>
            <Input
              value={contact[key]}
              onChange={(_, d) => set({ contacts: [{ ...contact, [key]: d.value }] })}
            />
          </Field>
        ))}
      </div>
      <Switch
        checked={withBank}
        label={intl.formatMessage(m.staffWithBank)}
        onChange={(_, d) => setWithBank(d.checked)}
        data-testid="contract-with-bank"
      />
      {withBank && <BankAccountFields value={bank} issues={bankIssues} onChange={setBank} />}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={busy} data-testid="contract-save">
          {intl.formatMessage(m.staffSave)}
        </Button>
      </div>
    </form>
  );
}
