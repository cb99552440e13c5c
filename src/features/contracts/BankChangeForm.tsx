// The partner's bank change: the account checked with the domain's rules, the current password,
// and the server's answer. Offline it says the change needs a connection instead of queueing it:
// the hold and the administrators' mail start only when the server has it.
import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../components/useErrorText';
import { reportError } from '../../data/errorLog';
import type { ContractView } from '../../domain/contracts/api';
import { validateBankAccount, type BankIssues } from '../../domain/contracts/bankAccount';
import { useOnline } from '../batch/useOnline';
import { BankAccountFields, EMPTY_BANK_ACCOUNT } from './BankAccountForm';
import { changeBankAccount } from './contractCalls';
import { useContractStyles } from './Contracts.styles';
import { instantText } from './contractText';
import { contractMessages as m } from './messages';

type Outcome =
  { kind: 'idle' } | { kind: 'done'; until: string } | { kind: 'failed'; text: string };

export function BankChangeForm({ contract }: { contract: ContractView }) {
  const intl = useIntl();
  const styles = useContractStyles();
  const errorText = useErrorText();
  const online = useOnline();
  const [account, setAccount] = useState(EMPTY_BANK_ACCOUNT);
  const [password, setPassword] = useState('');
  const [issues, setIssues] = useState<BankIssues>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateBankAccount(account);
    setIssues(found);
    if (Object.keys(found).length > 0 || password === '') return;
    setBusy(true);
    try {
      const saved = await changeBankAccount({
        contractId: contract.id,
        password,
        bankAccount: account,
      });
      setPassword('');
      setAccount(EMPTY_BANK_ACCOUNT);
      setOutcome({ kind: 'done', until: saved.bankAccount?.payableFrom ?? '' });
    } catch (error) {
      reportError('contracts.bankChange', error);
      setOutcome({ kind: 'failed', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="bank-change-form">
      {!online && (
        <MessageBar intent="warning" data-testid="bank-needs-connection">
          <MessageBarBody>{intl.formatMessage(m.needsConnection)}</MessageBarBody>
        </MessageBar>
      )}
      <BankAccountFields
        value={account}
        issues={issues}
        onChange={setAccount}
        disabled={!online || busy}
      />
      <div className={styles.form}>
        <Field label={intl.formatMessage(m.currentPassword)} required>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            disabled={!online || busy}
            data-testid="bank-password"
            onChange={(_, data) => setPassword(data.value)}
          />
        </Field>
      </div>
      {outcome.kind === 'done' && (
        <MessageBar intent="success" data-testid="bank-changed">
          <MessageBarBody>
            {intl.formatMessage(m.changed, { time: instantText(intl, outcome.until) })}
          </MessageBarBody>
        </MessageBar>
      )}
      {outcome.kind === 'failed' && (
        <MessageBar intent="error" data-testid="bank-change-error">
          <MessageBarBody>{outcome.text}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          type="submit"
          disabled={!online || busy || password === ''}
          data-testid="bank-submit"
        >
          {intl.formatMessage(m.submitChange)}
        </Button>
      </div>
    </form>
  );
}
