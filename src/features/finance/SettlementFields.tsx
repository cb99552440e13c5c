// Every field of spec section 3 for one settlement statement, amounts in the statement's currency,
// then the bank fields printed on it and the adjustments that went into it.
import { Body1, mergeClasses, TableCell, TableRow } from '@fluentui/react-components';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { OrganisationType, SettlementType } from '../../domain/finance';
import { contractMessages as cm } from '../contracts/messages';
import { settlementText } from '../contracts/contractText';
import { RecordTable } from '../library/shared/RecordTable';
import { amountText, instantText } from './financeText';
import { useFinanceStyles } from './Finance.styles';
import { Pair } from './Pair';
import { settlementMessages as m } from './settlementMessages';
import { StatusBadge } from './StatusBadge';
import { useTerritoryName } from '../trend/charts/territoryNames';
import type { SettlementView } from '../../domain/finance/api';

type Message = MessageDescriptor;

const TAX_TYPE: Readonly<Record<OrganisationType, Message>> = {
  individual: m.taxType_individual,
  domesticCompany: m.taxType_domesticCompany,
  overseasIndividual: m.taxType_overseasIndividual,
  overseasCompany: m.taxType_overseasCompany,
};

export function SettlementFields({ view }: { view: SettlementView }) {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const s = view.statement;
  const territoryName = useTerritoryName();
  // absent on statements computed before lines were left out (issue 26)
  const leftOut = s.leftOut ?? [];
  const t = (d: Message) => intl.formatMessage(d);
  const money = (minor: string) => amountText(intl, minor, s.currency);
  // a sum shown as one figure (spec: "VAT and surtax"); both are integers of minor units
  const vatAndSurtax = (BigInt(s.vat) + BigInt(s.vatSurtax)).toString();
  const amounts: [Message, string, string][] = [
    [m.reportIncome, s.reportIncome, 'reportIncome'],
    [m.participatingAmount, s.participatingAmount, 'participatingAmount'],
    [m.shareAmount, s.shareAmount, 'shareAmount'],
    [m.adjustment, s.adjustment, 'adjustment'],
    [m.balanceBefore, s.balanceBefore, 'balanceBefore'],
    [m.recoup, s.recoup, 'recoup'],
    [m.dividedAmount, s.dividedAmount, 'dividedAmount'],
    [m.remainingBalance, s.remainingBalance, 'remainingBalance'],
    [m.withholdingTax, s.withholdingTax, 'withholdingTax'],
    [m.individualIncomeTax, s.individualIncomeTax, 'individualIncomeTax'],
    [m.vatAndSurtax, vatAndSurtax, 'vatAndSurtax'],
  ];
  return (
    <>
      <section className={styles.section} aria-labelledby="settlement-fields">
        <h2 id="settlement-fields" className={styles.sectionTitle}>
          {t(m.fieldsTitle)}
        </h2>
        <dl className={styles.fields} data-testid="settlement-fields">
          <Pair label={t(m.period)} value={`${s.period} (${s.periodStart} – ${s.periodEnd})`} />
          {s.coverage && (
            <Pair
              label={t(m.coverage)}
              value={intl.formatMessage(m.coverageValue, {
                start: dayText(intl, s.coverage.start),
                end: dayText(intl, s.coverage.end),
                days: s.coverage.days,
                of: s.coverage.of,
              })}
              testId="field-coverage"
            />
          )}
          <Pair label={t(m.licensor)} value={s.licensorName} />
          <Pair label={t(m.contractNumber)} value={s.contractNumber} />
          <Pair label={t(m.currency)} value={s.currency} />
          <Pair
            label={t(m.settlementType)}
            value={settlementText(intl, s.settlementType as SettlementType)}
          />
          <Pair
            label={t(m.proportion)}
            value={intl.formatMessage(m.proportionValue, { value: s.proportion })}
          />
          <Pair
            label={t(m.taxType)}
            value={t(TAX_TYPE[s.organisationType])}
            testId="field-taxType"
          />
          {amounts.map(([label, minor, key]) => (
            <Pair key={key} label={t(label)} value={money(minor)} testId={`field-${key}`} />
          ))}
          <div className={styles.field}>
            <dt className={mergeClasses(styles.fieldLabel, styles.strong)}>{t(m.payableAmount)}</dt>
            <dd
              className={mergeClasses(styles.fieldValue, styles.strong)}
              data-testid="field-payableAmount"
            >
              {money(s.payableAmount)}
            </dd>
          </div>
          <div className={styles.field}>
            <dt className={styles.fieldLabel}>{t(m.status)}</dt>
            <dd className={styles.fieldValue}>
              <StatusBadge status={s.status} />
            </dd>
          </div>
          <Pair
            label={t(m.issuedAt)}
            value={view.issuedAt ? instantText(intl, view.issuedAt) : '—'}
          />
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="settlement-bank">
        <h2 id="settlement-bank" className={styles.sectionTitle}>
          {t(m.bankTitle)}
        </h2>
        <dl className={styles.fields}>
          <Pair label={t(cm.bankAccountName)} value={s.bank.accountName || '—'} />
          <Pair label={t(cm.bankAccountNumber)} value={s.bank.accountNumber || '—'} />
          <Pair label={t(cm.bankName)} value={s.bank.bankName || '—'} />
          <Pair label={t(cm.bankAddress)} value={s.bank.bankAddress || '—'} />
          <Pair label={t(cm.bankSwift)} value={s.bank.swift || '—'} />
          <Pair label={t(cm.bankIban)} value={s.bank.iban || '—'} />
        </dl>
      </section>
      {s.adjustments.length > 0 && (
        <section className={styles.section} aria-labelledby="settlement-adjustments">
          <h2 id="settlement-adjustments" className={styles.sectionTitle}>
            {t(m.adjustmentsTitle)}
          </h2>
          <RecordTable
            label={t(m.adjustmentsTitle)}
            classNames={{ wrap: styles.tableWrap }}
            headers={[t(m.reason), t(m.amount)]}
            numericColumns={[1]}
          >
            {s.adjustments.map((a, i) => (
              <TableRow key={`${a.reason}-${i}`}>
                <TableCell>{a.reason}</TableCell>
                <TableCell className={styles.number}>{money(a.amount)}</TableCell>
              </TableRow>
            ))}
          </RecordTable>
        </section>
      )}
      {leftOut.length > 0 && (
        <section
          className={styles.section}
          aria-labelledby="settlement-left-out"
          data-testid="settlement-left-out"
        >
          <h2 id="settlement-left-out" className={styles.sectionTitle}>
            {t(m.leftOutTitle)}
          </h2>
          <Body1 className={styles.muted}>{t(m.leftOutNote)}</Body1>
          <RecordTable
            label={t(m.leftOutTitle)}
            classNames={{ wrap: styles.tableWrap }}
            headers={[
              t(m.leftOutTerritory),
              t(m.leftOutCurrency),
              t(m.leftOutLines),
              t(m.leftOutAmount),
            ]}
            numericColumns={[2, 3]}
          >
            {leftOut.map((g) => (
              <TableRow key={`${g.territory}-${g.currency}`} data-testid="left-out-row">
                <TableCell>{`${territoryName(g.territory)} (${g.territory})`}</TableCell>
                <TableCell>{g.currency}</TableCell>
                <TableCell className={styles.number}>{intl.formatNumber(g.lineCount)}</TableCell>
                <TableCell className={styles.number}>
                  {amountText(intl, g.revenue, g.currency)}
                </TableCell>
              </TableRow>
            ))}
          </RecordTable>
        </section>
      )}
      {s.ratesUsed.length > 0 && (
        <Body1 className={styles.muted} data-testid="settlement-rates">
          {s.ratesUsed.map((r) => `1 ${r.from} = ${r.rate} ${r.to}`).join(' · ')}
        </Body1>
      )}
    </>
  );
}

/** A day of the statement (YYYY-MM-DD, a calendar day, no time zone) as "31 Aug". */
function dayText(intl: IntlShape, day: string): string {
  return intl.formatDate(new Date(`${day}T00:00:00Z`), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
