// One channel report as staff read it: its state, its counts, its own totals against the sum of its
// lines (a mismatch is shown, never corrected) and what no line carries (ReportTotals), the whole
// file's findings and, held, the decision (issue 26: ReportFindings, ReportDecision), and the lines
// not imported or not matched, paged.
import { Body1, Button, TableCell, TableRow } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ReportFileDetail, ReportIssueView } from '../../domain/reports/reportApi';
import { reportCodeMessages } from '../../i18n/codes/reports';
import { RecordTable } from '../library/shared/RecordTable';
import { reportMessages as m } from './messages';
import { ReportDecision } from './ReportDecision';
import { ReportFindings, ReportNotices } from './ReportFindings';
import { useReportStyles } from './Reports.styles';
import { ReconciliationTable, UnattributedTable } from './ReportTotals';
import { stateText } from './reportState';

function issueContent(issue: ReportIssueView): string {
  if (issue.kind === 'problem') return issue.raw;
  return [issue.isrc ?? issue.upc ?? '', issue.territory, String(issue.units), issue.currency]
    .filter((t) => t !== '')
    .join(' · ');
}

function reasonText(intl: IntlShape, issue: ReportIssueView): string {
  const reason = intl.formatMessage(reportCodeMessages[issue.code]);
  return issue.kind === 'problem' && issue.cell !== null ? `${reason} (#${issue.cell})` : reason;
}

export function ReportDetail({
  detail,
  busy,
  onPage,
  onClose,
  nameOf,
  onDecided,
  onError,
}: {
  detail: ReportFileDetail;
  busy: boolean;
  onPage: (page: number) => void;
  onClose: () => void;
  nameOf: (id: string) => string;
  onDecided: (detail: ReportFileDetail, decision: 'accept' | 'reject') => void;
  onError: (error: unknown) => void;
}) {
  const intl = useIntl();
  const styles = useReportStyles();
  const { file, reconciliation, issues } = detail;
  const heading = useRef<HTMLHeadingElement>(null);
  // an opened file is below the list: bring it into view and give it the focus
  useEffect(() => heading.current?.focus(), [file.id]);
  const pages = Math.max(1, Math.ceil(issues.total / issues.size));
  return (
    <section
      className={styles.detail}
      aria-labelledby="report-detail-heading"
      data-testid="report-detail"
    >
      <div className={styles.actions}>
        <h2 id="report-detail-heading" ref={heading} tabIndex={-1} className={styles.detailHeading}>
          {intl.formatMessage(m.detailHeading, { name: file.name })}
        </h2>
        <Button size="small" onClick={onClose}>
          {intl.formatMessage(m.close)}
        </Button>
      </div>
      <Body1 data-testid="report-detail-state">{stateText(intl, file)}</Body1>
      <ReportNotices detail={detail} nameOf={nameOf} />
      {file.state === 'held' && (
        <ReportDecision
          key={file.id}
          detail={detail}
          disabled={busy}
          onDecided={onDecided}
          onError={onError}
        />
      )}
      {reconciliation && reconciliation.checks.length > 0 && (
        <ReconciliationTable reconciliation={reconciliation} />
      )}
      {reconciliation && <UnattributedTable reconciliation={reconciliation} />}
      <ReportFindings detail={detail} />
      {issues.total === 0 ? (
        <Body1 className={styles.muted}>{intl.formatMessage(m.noIssues)}</Body1>
      ) : (
        <>
          <RecordTable
            label={intl.formatMessage(m.issuesTable)}
            size="small"
            classNames={{ wrap: styles.tableWrap }}
            testId="report-issues"
            isScrollable
            headers={[
              intl.formatMessage(m.colLine),
              intl.formatMessage(m.colState),
              intl.formatMessage(m.colReason),
              intl.formatMessage(m.colContent),
            ]}
          >
            {issues.list.map((issue) => (
              <TableRow key={`${issue.kind}-${issue.lineNo}`}>
                <TableCell>{issue.lineNo}</TableCell>
                <TableCell>
                  {intl.formatMessage(issue.kind === 'problem' ? m.kindProblem : m.kindUnmatched)}
                </TableCell>
                <TableCell>{reasonText(intl, issue)}</TableCell>
                <TableCell>
                  <span className={styles.raw} title={issueContent(issue)}>
                    {issueContent(issue)}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </RecordTable>
          {pages > 1 && (
            <div className={styles.actions}>
              <Button
                size="small"
                disabled={busy || issues.page <= 1}
                onClick={() => onPage(issues.page - 1)}
              >
                {intl.formatMessage(m.previous)}
              </Button>
              <Body1>{intl.formatMessage(m.pageOf, { page: issues.page, pages })}</Body1>
              <Button
                size="small"
                disabled={busy || issues.page >= pages}
                onClick={() => onPage(issues.page + 1)}
              >
                {intl.formatMessage(m.next)}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
