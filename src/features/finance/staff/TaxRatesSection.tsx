// Tax rates per organisation type (src/domain/finance/taxes.ts): staff confirm or change the
// starting values; each type is saved on its own, checked by the domain's validateTaxRule first.
import {
  Body1,
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorText } from '../../../components/useErrorText';
import { reportError } from '../../../data/errorLog';
import {
  DEFAULT_TAX_RATES,
  ORGANISATION_TYPES,
  validateTaxRule,
  type OrganisationType,
  type TaxRule,
} from '../../../domain/finance';
import type { TaxRatesView } from '../../../domain/finance/api';
import { instantText } from '../financeText';
import { useFinanceStyles } from '../Finance.styles';
import { fetchTaxRates, saveTaxRule } from './staffFinanceCalls';
import { staffFinanceMessages as m } from './staffMessages';

export const ORG_TYPE_TEXT: Readonly<Record<OrganisationType, MessageDescriptor>> = {
  individual: m.orgType_individual,
  domesticCompany: m.orgType_domesticCompany,
  overseasIndividual: m.orgType_overseasIndividual,
  overseasCompany: m.orgType_overseasCompany,
};

type Note = { intent: 'success'; text: string } | { intent: 'error'; error: unknown } | null;

export function TaxRatesSection({ online }: { online: boolean }) {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const errorText = useErrorText();
  const [view, setView] = useState<TaxRatesView | null>(null);
  const [rules, setRules] = useState<Record<OrganisationType, TaxRule>>({ ...DEFAULT_TAX_RATES });
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    fetchTaxRates(controller.signal).then(
      (answer) => {
        setView(answer);
        setRules(answer.rates);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError('finance.taxRates', error);
        setNote({ intent: 'error', error });
      },
    );
    return () => controller.abort();
  }, [online]);

  const edit = (type: OrganisationType, patch: Partial<TaxRule>) =>
    setRules((all) => ({ ...all, [type]: { ...all[type], ...patch } }));

  async function save(type: OrganisationType) {
    const typeName = intl.formatMessage(ORG_TYPE_TEXT[type]);
    const code = validateTaxRule(rules[type]);
    if (code !== null) {
      setNote({ intent: 'error', error: new Error(code) });
      return;
    }
    setBusy(true);
    try {
      const answer = await saveTaxRule(type, rules[type]);
      setView(answer);
      setRules(answer.rates);
      setNote({ intent: 'success', text: intl.formatMessage(m.taxSaved, { type: typeName }) });
    } catch (error) {
      reportError('finance.taxSave', error);
      setNote({ intent: 'error', error });
    } finally {
      setBusy(false);
    }
  }

  const rateField = (type: OrganisationType, key: 'vatRate' | 'surtaxRate' | 'withholdingRate') => (
    <Field label={intl.formatMessage(m[key])}>
      <Input
        value={rules[type][key]}
        inputMode="decimal"
        onChange={(_, d) => edit(type, { [key]: d.value })}
      />
    </Field>
  );

  return (
    <section className={styles.section} aria-labelledby="staff-tax">
      <h2 id="staff-tax" className={styles.sectionTitle}>
        {intl.formatMessage(m.taxTitle)}
      </h2>
      <Body1 className={styles.muted}>{intl.formatMessage(m.taxHint)}</Body1>
      {note && (
        <MessageBar intent={note.intent} data-testid="tax-note">
          <MessageBarBody>
            {note.intent === 'error' ? errorText(note.error) : note.text}
          </MessageBarBody>
        </MessageBar>
      )}
      {ORGANISATION_TYPES.map((type) => {
        const rule = rules[type];
        const income = rule.incomeTax;
        const typeName = intl.formatMessage(ORG_TYPE_TEXT[type]);
        const updatedAt = view?.updatedAt[type] ?? null;
        return (
          // nothing is edited before the organisation types' rates have loaded: the answer would
          // replace what was typed, and a save would send the defaults
          <fieldset
            key={type}
            className={styles.filters}
            data-testid={`tax-${type}`}
            disabled={view === null}
          >
            <legend className={styles.strong}>
              {typeName} ·{' '}
              {updatedAt
                ? intl.formatMessage(m.updatedAt, { time: instantText(intl, updatedAt) })
                : intl.formatMessage(m.defaultRates)}
            </legend>
            {rateField(type, 'vatRate')}
            {rateField(type, 'surtaxRate')}
            {rateField(type, 'withholdingRate')}
            <Checkbox
              checked={income !== null}
              label={intl.formatMessage(m.incomeTax)}
              onChange={(_, d) =>
                edit(type, {
                  incomeTax: d.checked ? (DEFAULT_TAX_RATES.individual.incomeTax ?? null) : null,
                })
              }
            />
            {income !== null &&
              (
                [
                  ['rate', m.incomeRate],
                  ['threshold', m.threshold],
                  ['fixedDeduction', m.fixedDeduction],
                  ['proportionalDeduction', m.proportionalDeduction],
                  ['currency', m.currency],
                ] as const
              ).map(([key, label]) => (
                <Field key={key} label={intl.formatMessage(label)}>
                  <Input
                    value={income[key]}
                    onChange={(_, d) => edit(type, { incomeTax: { ...income, [key]: d.value } })}
                  />
                </Field>
              ))}
            <Button disabled={!online || busy} onClick={() => void save(type)}>
              {intl.formatMessage(m.saveTax, { type: typeName })}
            </Button>
          </fieldset>
        );
      })}
    </section>
  );
}
