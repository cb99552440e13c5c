// What staff must know of a report before it counts (issue 26): why it is held or waiting, the
// problems of the whole file (no HEAD, no FOOT), the footer's counts against the file, a
// multi-file report's files (what is missing) and summaries over all of them, and its history.
import { Body1, MessageBar, MessageBarBody, TableCell, TableRow } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { formatMicro } from '../../domain/money/amount';
import type { ReportFileDetail } from '../../domain/reports/reportApi';
import type { SetCheck } from '../../domain/reports/reportSet';
import { reportCodeMessages } from '../../i18n/codes/reports';
import { RecordTable } from '../library/shared/RecordTable';
import { reportMessages as m } from './messages';
import { useReportStyles } from './Reports.styles';
import { stateText } from './reportState';

const COUNT_TEXT = {
  linesInFile: m.count_linesInFile,
  linesInReport: m.count_linesInReport,
  summaryRecords: m.count_summaryRecords,
  blocksInFile: m.count_blocksInFile,
  blocksInReport: m.count_blocksInReport,
} as const;

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
  const fileProblems = reconciliation?.fileProblems ?? [];
  const counts = reconciliation?.counts ?? [];
  return (
    <>
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
