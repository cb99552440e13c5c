// What staff must know of a report before it counts (issue 26): why it is held or waiting, every
// file-level finding of the parser with where it is (line, record, cell) and what was expected
// against what the file has (no HEAD, a FOOT count, a summary total, a warning), the footer's counts
// against the file, a multi-file report's files (what is missing) and summaries over all of them,
// and its history.
import { Body1, MessageBar, MessageBarBody, TableCell, TableRow } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import { formatMicro } from '../../domain/money/amount';
import type { ReportFinding } from '../../domain/reports/reconciliation';
import type { ReportFileDetail } from '../../domain/reports/reportApi';
import type { SetCheck } from '../../domain/reports/reportSet';
import { reportCodeMessages } from '../../i18n/codes/reports';
import { RecordTable } from '../library/shared/RecordTable';
import { reportMessages as m } from './messages';
import { useReportStyles } from './Reports.styles';
import { newerFields } from './ReportTotals';
import { stateText } from './reportState';

const COUNT_TEXT = {
  linesInFile: m.count_linesInFile,
  linesInReport: m.count_linesInReport,
  summaryRecords: m.count_summaryRecords,
  blocksInFile: m.count_blocksInFile,
  blocksInReport: m.count_blocksInReport,
} as const;

function isCountName(key: string): key is keyof typeof COUNT_TEXT {
  return Object.hasOwn(COUNT_TEXT, key);
}

/** Errors before warnings; within each, in the file's order (a whole-file finding first). */
export function orderFindings(findings: readonly ReportFinding[]): ReportFinding[] {
  const rank = (f: ReportFinding) => (f.severity === 'error' ? 0 : 1);
  return findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f) - rank(b.f) || (a.f.lineNo ?? 0) - (b.f.lineNo ?? 0) || a.i - b.i)
    .map(({ f }) => f);
}

/** The code's text, with the count (in words) or the summary record id it is about. */
function findingText(intl: IntlShape, f: ReportFinding): string {
  const text = intl.formatMessage(reportCodeMessages[f.code]);
  if (f.key === null) return text;
  const key = isCountName(f.key) ? intl.formatMessage(COUNT_TEXT[f.key]) : f.key;
  return intl.formatMessage(m.findingAbout, { text, key });
}

function FileText({ text }: { text: string | null }) {
  const styles = useReportStyles();
  if (text === null) return '—';
  return (
    <span className={styles.cellText} title={text}>
      {text}
    </span>
  );
}

function FindingsTable({ findings }: { findings: readonly ReportFinding[] }) {
  const intl = useIntl();
  const styles = useReportStyles();
  const label = intl.formatMessage(m.findingsTable);
  return (
    <div className={styles.block}>
      <Body1 as="p" className={styles.tableHeading}>
        {label}
      </Body1>
      <RecordTable
        label={label}
        size="small"
        classNames={{ wrap: styles.tableWrap, table: styles.autoTable }}
        testId="report-findings"
        isScrollable
        headers={[
          intl.formatMessage(m.colLine),
          intl.formatMessage(m.colRecord),
          intl.formatMessage(m.colCell),
          intl.formatMessage(m.colSeverity),
          intl.formatMessage(m.colFinding),
          intl.formatMessage(m.colExpected),
          intl.formatMessage(m.colFound),
        ]}
      >
        {orderFindings(findings).map((f, i) => (
          <TableRow key={i} data-severity={f.severity}>
            <TableCell>{f.lineNo ?? '—'}</TableCell>
            <TableCell className={styles.nowrap}>{f.record ?? '—'}</TableCell>
            <TableCell className={styles.nowrap}>{f.cell === null ? '—' : `#${f.cell}`}</TableCell>
            <TableCell className={f.severity === 'error' ? styles.bad : undefined}>
              {intl.formatMessage(f.severity === 'error' ? m.severity_error : m.severity_warning)}
            </TableCell>
            <TableCell className={styles.finding}>{findingText(intl, f)}</TableCell>
            <TableCell>
              <FileText text={f.expected} />
            </TableCell>
            <TableCell>
              <FileText text={f.found} />
            </TableCell>
          </TableRow>
        ))}
      </RecordTable>
    </div>
  );
}

export function ReportNotices({
  detail,
  nameOf,
}: {
  detail: ReportFileDetail;
  nameOf: (id: string) => string;
}) {
  const intl = useIntl();
  const { file, set } = detail;
  const notices: Array<{ key: string; intent: 'warning' | 'info'; text: string }> = [];
  if (file.state === 'held')
    notices.push({ key: 'held', intent: 'warning', text: intl.formatMessage(m.heldNotice) });
  if (file.state === 'waiting' && set !== null)
    notices.push({
      key: 'waiting',
      intent: 'info',
      text: intl.formatMessage(m.waitingNotice, {
        fileNumber: file.fileNumber ?? 1,
        expected: set.expected,
        missing: intl.formatList(set.missing.map(String)),
      }),
    });
  if (file.state === 'replaced')
    notices.push({ key: 'replaced', intent: 'info', text: intl.formatMessage(m.replacedNotice) });
  if (file.replacesId !== null && file.state !== 'replaced')
    notices.push({
      key: 'replaces',
      intent: 'info',
      text: intl.formatMessage(m.replacesNotice, {
        name: file.replacesName ?? nameOf(file.replacesId),
      }),
    });
  return notices.map((n) => (
    <MessageBar key={n.key} intent={n.intent} data-testid={`report-notice-${n.key}`}>
      <MessageBarBody>{n.text}</MessageBarBody>
    </MessageBar>
  ));
}

function SetChecksTable({ checks }: { checks: SetCheck[] }) {
  const intl = useIntl();
  const styles = useReportStyles();
  return (
    <RecordTable
      label={intl.formatMessage(m.setChecksTable)}
      size="small"
      classNames={{ wrap: styles.tableWrap }}
      testId="report-set-checks"
      isScrollable
      headers={[
        intl.formatMessage(m.colKey),
        intl.formatMessage(m.colCurrency),
        intl.formatMessage(m.colDeclaredUnits),
        intl.formatMessage(m.colLineUnits),
        intl.formatMessage(m.colDeclaredRevenue),
        intl.formatMessage(m.colLineRevenue),
        intl.formatMessage(m.colCheck),
      ]}
    >
      {checks.map((c) => (
        <TableRow key={c.key}>
          <TableCell>{c.key}</TableCell>
          <TableCell>{c.currency}</TableCell>
          <TableCell>{c.declaredUnits ?? '—'}</TableCell>
          <TableCell>{c.lineUnits}</TableCell>
          <TableCell>
            {c.declaredRevenueMicro === null ? '—' : formatMicro(BigInt(c.declaredRevenueMicro))}
          </TableCell>
          <TableCell>{formatMicro(BigInt(c.lineRevenueMicro))}</TableCell>
          <TableCell className={c.isMatched ? undefined : styles.bad}>
            {intl.formatMessage(c.isMatched ? m.reconciled : m.notReconciled)}
          </TableCell>
        </TableRow>
      ))}
    </RecordTable>
  );
}

export function ReportFindings({ detail }: { detail: ReportFileDetail }) {
  const intl = useIntl();
  const styles = useReportStyles();
  const { reconciliation, set, events } = detail;
  const findings = (reconciliation && newerFields(reconciliation).findings) ?? [];
  // a file problem every finding leaves out (a row stored before the findings): still listed
  const fileProblems = (reconciliation?.fileProblems ?? []).filter(
    (code) => !findings.some((f) => f.code === code),
  );
  const counts = reconciliation?.counts ?? [];
  return (
    <>
      {findings.length > 0 && <FindingsTable findings={findings} />}
      {fileProblems.length > 0 && (
        <section aria-label={intl.formatMessage(m.fileProblemsHeading)}>
          <Body1 as="p" className={styles.bad}>
            {intl.formatMessage(m.fileProblemsHeading)}
          </Body1>
          <ul data-testid="report-file-problems">
            {fileProblems.map((code) => (
              <li key={code}>{intl.formatMessage(reportCodeMessages[code])}</li>
            ))}
          </ul>
        </section>
      )}
      {counts.length > 0 && (
        <RecordTable
          label={intl.formatMessage(m.countsTable)}
          size="small"
          classNames={{ wrap: styles.tableWrap }}
          testId="report-counts"
          isScrollable
          headers={[
            intl.formatMessage(m.colLine),
            intl.formatMessage(m.colCount),
            intl.formatMessage(m.colDeclared),
            intl.formatMessage(m.colActual),
            intl.formatMessage(m.colCheck),
          ]}
        >
          {counts.map((c) => (
            <TableRow key={c.name}>
              <TableCell>{c.lineNo}</TableCell>
              <TableCell>{intl.formatMessage(COUNT_TEXT[c.name])}</TableCell>
              <TableCell>{intl.formatNumber(c.declared)}</TableCell>
              <TableCell>{intl.formatNumber(c.actual)}</TableCell>
              <TableCell className={c.isMatched ? undefined : styles.bad}>
                {intl.formatMessage(c.isMatched ? m.reconciled : m.notReconciled)}
              </TableCell>
            </TableRow>
          ))}
        </RecordTable>
      )}
      {set !== null && (
        <>
          <RecordTable
            label={intl.formatMessage(m.setTable)}
            size="small"
            classNames={{ wrap: styles.tableWrap }}
            testId="report-set"
            isScrollable
            headers={[
              intl.formatMessage(m.colFileNumber),
              intl.formatMessage(m.colName),
              intl.formatMessage(m.colState),
            ]}
          >
            {Array.from({ length: set.expected }, (_, i) => i + 1).map((n) => {
              const got = set.files.find((f) => f.fileNumber === n);
              return (
                <TableRow key={n}>
                  <TableCell>{`${n} / ${set.expected}`}</TableCell>
                  <TableCell className={styles.name}>{got?.name ?? '—'}</TableCell>
                  <TableCell className={got ? undefined : styles.bad}>
                    {got
                      ? stateText(intl, { ...detail.file, state: got.state, setReceived: null })
                      : intl.formatMessage(m.notReceived)}
                  </TableCell>
                </TableRow>
              );
            })}
          </RecordTable>
          {set.isComplete && set.checks.length > 0 && <SetChecksTable checks={set.checks} />}
        </>
      )}
      {events.length > 0 && (
        <RecordTable
          label={intl.formatMessage(m.historyTable)}
          size="small"
          classNames={{ wrap: styles.tableWrap }}
          testId="report-history"
          isScrollable
          headers={[intl.formatMessage(m.colWhen), intl.formatMessage(m.colWhat)]}
        >
          {events.map((e, i) => (
            <TableRow key={i}>
              <TableCell>
                {intl.formatDate(e.at, { dateStyle: 'medium', timeStyle: 'short' })}
              </TableCell>
              <TableCell>
                {intl.formatMessage(EVENT_TEXT[e.action], {
                  actor: e.actor ?? '—',
                  reason: e.reason ?? '',
                  other: e.otherFile?.name ?? '—',
                })}
              </TableCell>
            </TableRow>
          ))}
        </RecordTable>
      )}
    </>
  );
}

const EVENT_TEXT = {
  held: m.event_held,
  accepted: m.event_accepted,
  rejected: m.event_rejected,
  replaced: m.event_replaced,
  replaces: m.event_replaces,
} as const;
