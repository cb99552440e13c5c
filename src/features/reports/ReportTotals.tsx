// A report's own totals as staff read them (issue 26): each summary record (or a spreadsheet's
// total row) against the sum of its lines, like with like, and what the file declares that no
// usage line carries, per currency, kept as unattributed and never dropped.
//
// DSR Part 8 (SY01-SY06): a summary's Usages count "including any sales adjustments", so they are
// compared with the lines' usages before returns; where returns make the lines' units after returns
// differ, both are shown. IndirectNetRevenue is "revenue that cannot be allocated to individual
// Releases": no line carries it by definition, so it is its own part of the unattributed amount.
import { Body1, mergeClasses, TableCell, TableRow } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { formatMicro } from '../../domain/money/amount';
import type { ReconciliationView } from '../../domain/reports/reportApi';
import { RecordTable } from '../library/shared/RecordTable';
import { reportMessages as m } from './messages';
import { useReportStyles } from './Reports.styles';

type CheckView = ReconciliationView['checks'][number];

/**
 * What is stored of a reconciliation computed before the parser's findings: those rows lack the
 * record, the units after returns, the unattributed sums and the findings. Read them as absent.
 */
export function newerFields(
  r: ReconciliationView,
): Partial<Pick<ReconciliationView, 'findings' | 'unattributed'>> {
  return r;
}

function checkFields(c: CheckView): Partial<Pick<CheckView, 'record' | 'lineNetUnits'>> {
  return c;
}

/** "SY02 · 1" for a DSR summary record, the currency alone for a spreadsheet's total row. */
function recordKey(c: CheckView): string {
  const { record } = checkFields(c);
  return record === undefined || record === 'total' ? c.key : `${record} · ${c.key}`;
}

function netUnits(c: CheckView): number {
  return checkFields(c).lineNetUnits ?? c.lineUnits;
}

function amount(micro: string | null): string {
  return micro === null ? '—' : formatMicro(BigInt(micro));
}

export function ReconciliationTable({ reconciliation }: { reconciliation: ReconciliationView }) {
  const intl = useIntl();
  const styles = useReportStyles();
  const { checks } = reconciliation;
  // units after returns only where some line was returned: otherwise they are the same figure
  const hasReturns = checks.some((c) => netUnits(c) !== c.lineUnits);
  const headers = [
    intl.formatMessage(m.colKey),
    intl.formatMessage(m.colCurrency),
    intl.formatMessage(m.colDeclaredUnits),
    intl.formatMessage(hasReturns ? m.colLineGrossUnits : m.colLineUnits),
    ...(hasReturns ? [intl.formatMessage(m.colLineNetUnits)] : []),
    intl.formatMessage(m.colDeclaredRevenue),
    intl.formatMessage(m.colLineRevenue),
    intl.formatMessage(m.colCheck),
  ];
  return (
    <RecordTable
      label={intl.formatMessage(m.reconciliationTable)}
      size="small"
      classNames={{ wrap: styles.tableWrap }}
      testId="report-reconciliation"
      isScrollable
      headers={headers}
      numericColumns={hasReturns ? [2, 3, 4, 5, 6] : [2, 3, 4, 5]}
    >
      {checks.map((c) => (
        <TableRow key={c.key}>
          <TableCell className={styles.nowrap}>{recordKey(c)}</TableCell>
          <TableCell>{c.currency}</TableCell>
          <TableCell className={styles.num}>{c.declaredUnits ?? '—'}</TableCell>
          <TableCell className={styles.num}>{c.lineUnits}</TableCell>
          {hasReturns && (
            <TableCell className={styles.num} data-testid="report-net-units">
              {netUnits(c)}
            </TableCell>
          )}
          <TableCell className={styles.num}>{amount(c.declaredRevenueMicro)}</TableCell>
          <TableCell className={styles.num}>{amount(c.lineRevenueMicro)}</TableCell>
          <TableCell className={c.isMatched ? undefined : styles.bad}>
            {intl.formatMessage(c.isMatched ? m.reconciled : m.notReconciled)}
          </TableCell>
        </TableRow>
      ))}
    </RecordTable>
  );
}

/** Per currency: the remainder of the summaries, their IndirectNetRevenue, and the two together. */
export function UnattributedTable({ reconciliation }: { reconciliation: ReconciliationView }) {
  const intl = useIntl();
  const styles = useReportStyles();
  const unattributed = newerFields(reconciliation).unattributed ?? [];
  if (unattributed.length === 0) return null;
  const label = intl.formatMessage(m.unattributedTable);
  return (
    <div className={styles.block}>
      <Body1 as="p" className={styles.tableHeading}>
        {label}
      </Body1>
      <RecordTable
        label={label}
        size="small"
        classNames={{ wrap: styles.tableWrap }}
        testId="report-unattributed"
        isScrollable
        headers={[
          intl.formatMessage(m.colCurrency),
          intl.formatMessage(m.colRemainder),
          intl.formatMessage(m.colIndirect),
          intl.formatMessage(m.colUnattributed),
        ]}
        numericColumns={[1, 2, 3]}
      >
        {unattributed.map((u) => (
          <TableRow key={u.currency}>
            <TableCell>{u.currency}</TableCell>
            <TableCell className={styles.num}>{amount(u.remainderMicro)}</TableCell>
            <TableCell className={styles.num}>{amount(u.indirectRevenueMicro)}</TableCell>
            <TableCell className={mergeClasses(styles.num, styles.strong)}>
              {amount(u.revenueMicro)}
            </TableCell>
          </TableRow>
        ))}
      </RecordTable>
    </div>
  );
}
