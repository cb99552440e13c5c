import {
  Badge,
  Body1,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  mergeClasses,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ConflictRow } from '../../../domain/sync/records';
import { diffCopies, isLockingRecord, opFieldsOf } from './conflictDiff';
import { useConflictsStyles } from './ConflictsPage.styles';
import { fieldLabel, formatValue, isEmptyValue } from './formatValue';
import { LockingAlbum } from './LockingAlbum';
import { conflictMessages as m } from './messages';

function Value({ field, value }: { field: string; value: unknown }) {
  const intl = useIntl();
  const styles = useConflictsStyles();
  return (
    <span className={isEmptyValue(value) ? styles.emptyValue : undefined}>
      {formatValue(intl, field, value)}
    </span>
  );
}

/** The local and the server copy side by side, differing fields marked by colour and by a badge. */
export function CopyComparison({ conflict }: { conflict: ConflictRow }) {
  const intl = useIntl();
  const styles = useConflictsStyles();
  const [showAll, setShowAll] = useState(false);
  const locking = isLockingRecord(conflict);
  // a lock answered with the album: our record has no server twin to compare with here
  const server = locking ? null : conflict.serverCopy;
  const rows = diffCopies(conflict.localCopy, server, opFieldsOf(conflict), showAll);
  const oneSided = conflict.localCopy === null || server === null;

  return (
    <>
      {locking && conflict.serverCopy && <LockingAlbum album={conflict.serverCopy} />}
      <Switch
        checked={showAll}
        label={intl.formatMessage(m.showAllFields)}
        onChange={(_, data) => setShowAll(data.checked)}
      />
      {!oneSided && rows.every((row) => !row.differs) && (
        <Body1 className={styles.muted}>{intl.formatMessage(m.noDifferences)}</Body1>
      )}
      {/* focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it */}
      <div
        className={styles.tableWrap}
        role="region"
        tabIndex={0}
        aria-label={intl.formatMessage(m.comparisonLabel)}
      >
        <Table className={styles.table} size="small" data-testid="conflict-comparison">
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.fieldCol}>
                {intl.formatMessage(m.field)}
              </TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.localCopy)}</TableHeaderCell>
              {!locking && <TableHeaderCell>{intl.formatMessage(m.serverCopy)}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {conflict.localCopy === null && (
              <TableRow>
                <TableCell className={styles.absent}>{intl.formatMessage(m.absentLocal)}</TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.field} data-field={row.field} data-differs={row.differs}>
                <TableCell className={styles.fieldCell}>
                  <span className={styles.fieldName}>
                    <span
                      className={
                        fieldLabel(intl, row.field) === row.field ? styles.code : undefined
                      }
                    >
                      {fieldLabel(intl, row.field)}
                    </span>
                    {row.differs && (
                      <Badge size="small" appearance="tint" color="warning">
                        {intl.formatMessage(m.differs)}
                      </Badge>
                    )}
                  </span>
                </TableCell>
                <TableCell
                  className={mergeClasses(styles.valueCell, row.differs && styles.localDiffers)}
                  data-copy="local"
                >
                  {conflict.localCopy === null ? '' : <Value field={row.field} value={row.local} />}
                </TableCell>
                {!locking && (
                  <TableCell
                    className={mergeClasses(styles.valueCell, row.differs && styles.differs)}
                    data-copy="server"
                  >
                    {server === null ? '' : <Value field={row.field} value={row.server} />}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {!locking && server === null && (
        <Body1 className={styles.muted}>{intl.formatMessage(m.absentServer)}</Body1>
      )}
    </>
  );
}
