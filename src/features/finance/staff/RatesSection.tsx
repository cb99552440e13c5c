// The period's exchange rates as staff type them ("1 USD = 7.1268 CNY"): loaded for the period,
// edited as lines, checked by the domain's rule (validateRates) before they are sent, each line
// saying what is wrong with it. Nothing can be edited or saved until the period's rates have
// loaded: lines typed before would be replaced by the answer, or mixed with another period's.
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
import { validateRates, type ExchangeRate, type RateCode } from '../../../domain/money';
import { financeCodeMessages } from '../../../i18n/codes/finance';
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
  // the period whose rates the lines hold (null until the first answer)
  const [loaded, setLoaded] = useState<string | null>(null);
  const [issues, setIssues] = useState<ReadonlyArray<{ index: number; code: RateCode }>>([]);
  const editable = online && loaded === period;

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    fetchRates(period, controller.signal).then(
      (view) => {
        setRates(view.rates);
        setIssues([]);
        setLoaded(period);
      },
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
    const found = validateRates(cleaned);
    setIssues(found);
    if (found.length > 0) return;
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
      {(loaded === period ? rates : []).map((r, i) => {
        const codes = issues.filter((issue) => issue.index === i).map((issue) => issue.code);
        const currencyWrong = codes.includes('rate-currency') || codes.includes('rate-duplicate');
        const rateWrong = codes.includes('rate-format');
        return (
          <div key={i} className={styles.rateLine} data-testid="rate-line">
            <Field
              label={intl.formatMessage(m.from)}
              className={styles.cellInput}
              validationState={currencyWrong ? 'error' : 'none'}
            >
              <Input
                disabled={!editable}
                value={r.from}
                className={styles.cellInput}
                maxLength={3}
                data-testid="rate-from"
                onChange={(_, d) => edit(i, { from: d.value })}
              />
            </Field>
            <Field
              label={intl.formatMessage(m.to)}
              className={styles.cellInput}
              validationState={currencyWrong ? 'error' : 'none'}
            >
              <Input
                disabled={!editable}
                value={r.to}
                className={styles.cellInput}
                maxLength={3}
                data-testid="rate-to"
                onChange={(_, d) => edit(i, { to: d.value })}
              />
            </Field>
            <Field
              label={intl.formatMessage(m.rate)}
              className={styles.cellInput}
              validationState={rateWrong ? 'error' : 'none'}
            >
              <Input
                disabled={!editable}
                value={r.rate}
                className={styles.cellInput}
                inputMode="decimal"
                data-testid="rate-value"
                onChange={(_, d) => edit(i, { rate: d.value })}
              />
            </Field>
            <Button
              icon={<DeleteRegular />}
              disabled={!editable}
              aria-label={intl.formatMessage(m.removeRate, { from: r.from, to: r.to })}
              onClick={() => {
                setIssues([]);
                setRates((all) => all.filter((_, j) => j !== i));
              }}
            />
            {codes.length > 0 && (
              <div className={styles.lineIssue} data-testid="rate-issue">
                {codes.map((code) => intl.formatMessage(financeCodeMessages[code])).join(' · ')}
              </div>
            )}
          </div>
        );
      })}
      {issues.length > 0 && (
        <MessageBar intent="error" role="alert" data-testid="rates-invalid">
          <MessageBarBody>{intl.formatMessage(m.rateInvalid)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          icon={<AddRegular />}
          data-testid="rate-add"
          disabled={!editable}
          onClick={() => setRates((all) => [...all, { from: '', to: 'CNY', rate: '' }])}
        >
          {intl.formatMessage(m.addRate)}
        </Button>
        <Button
          appearance="primary"
          disabled={!editable || busy}
          data-testid="rates-save"
          onClick={() => void save()}
        >
          {intl.formatMessage(m.saveRates)}
        </Button>
      </div>
    </section>
  );
}
