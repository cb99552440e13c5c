// The table view of a chart: a plain HTML table with a caption, numbers right-aligned, and an
// optional footer row (totals). Cells are strings already formatted in the interface language.
import { mergeClasses } from '@fluentui/react-components';
import { useChartStyles } from './charts.styles';

export interface DataColumn {
  header: string;
  numeric?: boolean;
}

export interface DataTableProps {
  caption: string;
  columns: readonly DataColumn[];
  rows: readonly { key: string; cells: readonly string[] }[];
  footer?: readonly string[];
}

export function DataTable({ caption, columns, rows, footer }: DataTableProps) {
  const styles = useChartStyles();
  const cellClass = (index: number) =>
    mergeClasses(styles.td, columns[index]?.numeric && styles.number);
  return (
    <table className={styles.table}>
      <caption className={styles.srOnly}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={mergeClasses(styles.th, column.numeric && styles.number)}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th
                  key={index}
                  scope="row"
                  className={mergeClasses(cellClass(0), styles.rowHeader)}
                >
                  {cell}
                </th>
              ) : (
                <td key={index} className={cellClass(index)}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {footer && (
        <tfoot>
          <tr>
            {footer.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className={mergeClasses(styles.td, styles.strong)}>
                  {cell}
                </th>
              ) : (
                <td key={index} className={mergeClasses(cellClass(index), styles.strong)}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
