// An adjustment for an organisation: it goes into a period's statement not yet issued (normally the
// next one); a confirmed statement never changes. The amount is typed in major units of the
// statement's currency and sent as minor units (parseMinor: no more digits than the currency has).
import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../../components/useErrorText';
import { reportError } from '../../../data/errorLog';
import type { StaffStatementItem } from '../../../domain/finance/api';
import { isPeriod } from '../../../domain/finance/apiCommon';
import { parseMinor } from '../../../domain/money';
import { useFinanceStyles } from '../Finance.styles';
import { PeriodField } from '../PeriodField';
import { addAdjustment } from './staffFinanceCalls';
import { staffFinanceMessages as m } from './staffMessages';

/** The month after "2024-12" is "2025-01". */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

interface Props {
  statement: StaffStatementItem;
  onDone(text: string): void;
  onCancel(): void;
}

export function AdjustmentForm({ statement, onDone, onCancel }: Props) {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const errorText = useErrorText();
  const [period, setPeriod] = useState(nextPeriod(statement.period));
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  // false while the month field holds text that is not a month, or was emptied: it keeps its
  // last month, but Send waits until the field reads as one again
  const [periodValid, setPeriodValid] = useState(true);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const minor = parseMinor(amount.trim(), statement.currency);
  const amountValid = amount === '' || (minor !== null && minor !== 0n);
  const canSend =
    periodValid && isPeriod(period) && reason.trim() !== '' && minor !== null && minor !== 0n;

  async function send() {
    if (minor === null) return;
    setBusy(true);
    try {
      await addAdjustment({
        organisationId: statement.organisationId,
        period,
        reason: reason.trim(),
        amount: minor.toString(),
      });
      onDone(intl.formatMessage(m.adjustmentAdded, { period }));
    } catch (error) {
      reportError('finance.adjust', error);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.section}
      aria-labelledby="staff-adjust"
      data-testid="adjust-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) void send();
      }}
    >
      <h3 id="staff-adjust" className={styles.sectionTitle}>
        {intl.formatMessage(m.adjustTitle, { organisation: statement.organisationName })}
      </h3>
      {failure !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(failure)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.filters}>
        <PeriodField
          label={intl.formatMessage(m.adjustPeriod)}
          value={period}
          data-testid="adjust-period"
          required
          onChange={setPeriod}
          onValidity={setPeriodValid}
        />
        <Field label={intl.formatMessage(m.reason)} required>
          <Input
            value={reason}
            maxLength={500}
            data-testid="adjust-reason"
            onChange={(_, d) => setReason(d.value)}
          />
        </Field>
        <Field
          label={intl.formatMessage(m.amount, { currency: statement.currency })}
          hint={intl.formatMessage(m.amountHint)}
          required
          validationState={amountValid ? 'none' : 'error'}
          validationMessage={amountValid ? undefined : intl.formatMessage(m.amountInvalid)}
        >
          <Input
            value={amount}
            inputMode="decimal"
            data-testid="adjust-amount"
            onChange={(_, d) => setAmount(d.value)}
          />
        </Field>
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          data-testid="adjust-send"
          disabled={!canSend || busy}
        >
          {intl.formatMessage(m.addAdjustment)}
        </Button>
        <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
      </div>
    </form>
  );
}
