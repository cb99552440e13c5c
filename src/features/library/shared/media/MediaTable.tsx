// One table for a track's clips and accompaniments: the caller names the columns between the title
// and the row's edit/delete buttons; an empty list says so instead of showing an empty table.
import { Body1, TableCell, TableRow } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { deleteRecord } from '../../../../data/catalogueRepo';
import type { VisibleRecord } from '../../../../data/catalogueHooks';
import { RecordTable, RowActions } from '../RecordTable';
import type { MediaEntity } from './useMediaForm';
import { mediaCommonMessages as common } from './messages';
import { useMediaFormStyles } from './MediaForms.styles';

export interface MediaColumn<R> {
  header: string;
  /** `title` is the row's title, or "Untitled" */
  cell(row: R, title: string): ReactNode;
}

interface Props<E extends MediaEntity> {
  entity: E;
  rows: VisibleRecord<E>[] | undefined;
  /** every column but the last, the row's buttons */
  columns: readonly MediaColumn<VisibleRecord<E>>[];
  texts: { table: string; empty: string; actions: string };
  editable: boolean;
  /** `<testId>-table`, `<testId>-row` and the row's `data-<testId>-id` */
  testId: string;
  onEdit(row: VisibleRecord<E>): void;
  onDelete(target: { title: string; run(): Promise<void> }): void;
}

export function MediaTable<E extends MediaEntity>({
  entity,
  rows,
  columns,
  texts,
  editable,
  testId,
  onEdit,
  onDelete,
}: Props<E>) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  if (rows !== undefined && rows.length === 0)
    return <Body1 className={styles.muted}>{texts.empty}</Body1>;
  return (
    <RecordTable
      label={texts.table}
      headers={[...columns.map((c) => c.header), texts.actions]}
      size="small"
      classNames={{ wrap: styles.tableWrap }}
      testId={`${testId}-table`}
    >
      {(rows ?? []).map((row) => {
        const title = row.title || intl.formatMessage(common.untitled);
        return (
          <TableRow
            key={row.id}
            data-testid={`${testId}-row`}
            {...{ [`data-${testId}-id`]: row.id }}
          >
            {columns.map((c) => (
              <TableCell key={c.header}>{c.cell(row, title)}</TableCell>
            ))}
            <TableCell>
              <RowActions
                size="small"
                className={styles.actions}
                disabled={!editable}
                editLabel={intl.formatMessage(common.editNamed, { title })}
                deleteLabel={intl.formatMessage(common.deleteNamed, { title })}
                onEdit={() => onEdit(row)}
                onDelete={() => onDelete({ title, run: () => deleteRecord(entity, row.id) })}
              />
            </TableCell>
          </TableRow>
        );
      })}
    </RecordTable>
  );
}
