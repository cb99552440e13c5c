// The period's exchange rates as staff type them ("1 USD = 7.1268 CNY"): loaded for the period,
// edited as lines, checked by the domain's rule (validateRates) before they are sent.
import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../../components/useErrorText';
import { reportError } from '../../../data/errorLog';
import { validateRates, type ExchangeRate } from '../../../domain/money';
import { useFinanceStyles } from '../Finance.styles';
import { fetchRates, saveRates } from './staffFinanceCalls';
import { staffFinanceMessages as m } from './staffMessages';

type Note = { intent: 'success'; text: string } | { intent: 'error'; error: unknown } | null;

export function RatesSection({ period, online }: { period: string; online: boolean }) {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const errorText = useErrorText();
  const [rates, setRates] = useState<ExchangeRate[]>([]);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    fetchRates(period, controller.signal).then(
      (view) => setRates(view.rates),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError('finance.rates', error);
        setNote({ intent: 'error', error });
      },
    );
    return () => controller.abort();
  }, [period, online]);

  const edit = (index: number, patch: Partial<ExchangeRate>) =>
    setRates((all) => all.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  async function save() {
    const cleaned = rates.map((r) => ({
      from: r.from.trim().toUpperCase(),
      to: r.to.trim().toUpperCase(),
      rate: r.rate.trim(),
    }));
    if (validateRates(cleaned).length > 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      const view = await saveRates(period, cleaned);
      setRates(view.rates);
      setNote({ intent: 'success', text: intl.formatMessage(m.ratesSaved, { period }) });
    } catch (error) {
      reportError('finance.ratesSave', error);
      setNote({ intent: 'error', error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="staff-rates">
      <h2 id="staff-rates" className={styles.sectionTitle}>
        {intl.formatMessage(m.ratesTitle)} · {period}
      </h2>
      <Body1 className={styles.muted}>{intl.formatMessage(m.ratesHint)}</Body1>
      {note && (
        <MessageBar intent={note.intent} data-testid="rates-note">
          <MessageBarBody>
            {note.intent === 'error' ? errorText(note.error) : note.text}
          </MessageBarBody>
        </MessageBar>
      )}
      {rates.map((r, i) => (
        <div key={i} className={styles.rateLine} data-testid="rate-line">
          <Field label={intl.formatMessage(m.from)} className={styles.cellInput}>
            <Input
              value={r.from}
              className={styles.cellInput}
              maxLength={3}
              data-testid="rate-from"
              onChange={(_, d) => edit(i, { from: d.value })}
            />
          </Field>
          <Field label={intl.formatMessage(m.to)} className={styles.cellInput}>
            <Input
              value={r.to}
              className={styles.cellInput}
              maxLength={3}
              data-testid="rate-to"
              onChange={(_, d) => edit(i, { to: d.value })}
            />
          </Field>
          <Field label={intl.formatMessage(m.rate)} className={styles.cellInput}>
            <Input
              value={r.rate}
              className={styles.cellInput}
              inputMode="decimal"
              data-testid="rate-value"
              onChange={(_, d) => edit(i, { rate: d.value })}
            />
          </Field>
          <Button
            icon={<DeleteRegular />}
            aria-label={intl.formatMessage(m.removeRate, { from: r.from, to: r.to })}
            onClick={() => setRates((all) => all.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {invalid && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{intl.formatMessage(m.rateInvalid)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          icon={<AddRegular />}
          data-testid="rate-add"
          onClick={() => setRates((all) => [...all, { from: '', to: 'CNY', rate: '' }])}
        >
          {intl.formatMessage(m.addRate)}
        </Button>
        <Button
          appearance="primary"
          disabled={!online || busy}
          data-testid="rates-save"
          onClick={() => void save()}
        >
          {intl.formatMessage(m.saveRates)}
        </Button>
      </div>
    </section>
  );
}
