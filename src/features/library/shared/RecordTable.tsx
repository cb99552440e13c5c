// The library's small record tables (rights holders, localization rows, a track's clips and
// accompaniments): a labelled table of header texts and rows, and the edit/delete buttons of a row.
import {
  Button,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

interface TableProps {
  label: string;
  headers: readonly string[];
  /** the columns (0-based) of amounts and counts: their headers align to the end, over the figures */
  numericColumns?: readonly number[];
  size?: 'small' | 'medium';
  /** the scrolling box around the table, and the table's own class */
  classNames: { wrap: string; table?: string };
  testId?: string;
  /** the wrap may scroll sideways (long cells): keyboard users can focus and scroll it */
  isScrollable?: boolean;
  children: ReactNode;
}

const useStyles = makeStyles({
  // the header cell's text sits in a flex box of its own (Fluent's sortable-header button)
  numeric: { textAlign: 'end', '& > *': { justifyContent: 'flex-end' } },
});

export function RecordTable({
  label,
  headers,
  numericColumns,
  size,
  classNames,
  testId,
  isScrollable,
  children,
}: TableProps) {
  const styles = useStyles();
  return (
    <div
      className={classNames.wrap}
      {...(isScrollable ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      <Table size={size} aria-label={label} className={classNames.table} data-testid={testId}>
        <TableHeader>
          <TableRow>
            {headers.map((header, index) => (
              <TableHeaderCell
                key={header}
                className={numericColumns?.includes(index) ? styles.numeric : undefined}
              >
                {header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}

interface ActionsProps {
  /** accessible names naming the record ("Edit Hook", "Delete English") */
  editLabel: string;
  deleteLabel: string;
  disabled: boolean;
  size?: 'small' | 'medium';
  className?: string;
  onEdit(): void;
  onDelete(): void;
}

/** A row's edit and delete buttons (icons; their names say which record). */
export function RowActions({
  editLabel,
  deleteLabel,
  disabled,
  size,
  className,
  onEdit,
  onDelete,
}: ActionsProps) {
  const buttons = (
    <>
      <Button
        size={size}
        appearance="subtle"
        icon={<EditRegular />}
        disabled={disabled}
        aria-label={editLabel}
        onClick={onEdit}
      />
      <Button
        size={size}
        appearance="subtle"
        icon={<DeleteRegular />}
        disabled={disabled}
        aria-label={deleteLabel}
        onClick={onDelete}
      />
    </>
  );
  return className ? <div className={className}>{buttons}</div> : buttons;
}
