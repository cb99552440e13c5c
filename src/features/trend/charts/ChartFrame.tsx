// Every chart sits in this frame: a heading, the "table view" toggle and either the picture or the
// same figures as a table (for screen readers and for copying). The picture carries the summary.
import { ToggleButton } from '@fluentui/react-components';
import { TableRegular } from '@fluentui/react-icons';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useChartStyles } from './charts.styles';
import { chartMessages as m } from './messages';

export interface ChartFrameProps {
  title: string;
  /** renders the table view; called only when it is shown */
  table: () => ReactNode;
  children: ReactNode;
  /** start in the table view (a screen may remember the choice) */
  defaultTable?: boolean;
  testId?: string;
}

export function ChartFrame({
  title,
  table,
  children,
  defaultTable = false,
  testId,
}: ChartFrameProps) {
  const intl = useIntl();
  const styles = useChartStyles();
  const headingId = useId();
  const [asTable, setAsTable] = useState(defaultTable);
  return (
    <section className={styles.frame} aria-labelledby={headingId} data-testid={testId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        <ToggleButton
          size="small"
          appearance="subtle"
          icon={<TableRegular />}
          checked={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {intl.formatMessage(m.showTable)}
        </ToggleButton>
      </div>
      {asTable ? (
        // focusable so a keyboard can scroll a long table (axe: scrollable-region-focusable)
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby={headingId}>
          {table()}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
