import {
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { PlaylistIssue } from '../../../domain/batch/playlistTypes';
import { useBatchStyles } from '../BatchWizard.styles';
import { TableFrame } from './TableFrame';
import { batchSheetMessages as m } from '../messages';
import { playlistServices } from '../playlistServices';

/** Spec section 8: the heading, then every error with its sheet, row, column, value and reason. */
export function PlaylistIssues({ issues }: { issues: readonly PlaylistIssue[] }) {
  const intl = useIntl();
  const styles = useBatchStyles();
  // in sheet order, as the user reads the sheet (the parser finds them rule by rule)
  const sorted = [...issues].sort((a, b) => a.row - b.row);
  return (
    <section className={styles.head} aria-labelledby="batch-sheet-errors-heading">
      <Subtitle2
        as="h3"
        id="batch-sheet-errors-heading"
        className={styles.error}
        data-testid="batch-sheet-errors-heading"
      >
        {intl.formatMessage(playlistServices.errorsHeading)}
      </Subtitle2>
      <TableFrame label={intl.formatMessage(m.errorsLabel)}>
        <Table
          size="small"
          aria-label={intl.formatMessage(m.errorsLabel)}
          data-testid="batch-sheet-errors"
        >
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.colNarrow}>
                {intl.formatMessage(m.colSheet)}
              </TableHeaderCell>
              <TableHeaderCell className={styles.colNarrow}>
                {intl.formatMessage(m.colRow)}
              </TableHeaderCell>
              <TableHeaderCell className={styles.colMid}>
                {intl.formatMessage(m.colColumn)}
              </TableHeaderCell>
              <TableHeaderCell className={styles.colMid}>
                {intl.formatMessage(m.colValue)}
              </TableHeaderCell>
              <TableHeaderCell className={styles.colWide}>
                {intl.formatMessage(m.colReason)}
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sorted.map((issue, index) => (
              <TableRow
                key={`${issue.sheet}:${issue.row}:${issue.column}:${issue.code}:${index}`}
                data-testid="batch-sheet-error"
                data-code={issue.code}
              >
                <TableCell>{issue.sheet}</TableCell>
                <TableCell>{issue.row}</TableCell>
                <TableCell>{issue.column}</TableCell>
                <TableCell className={styles.value}>{issue.value}</TableCell>
                <TableCell>
                  {intl.formatMessage(
                    playlistServices.issueMessage(issue.code),
                    playlistServices.issueValues(issue.params, intl.locale),
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
    </section>
  );
}
