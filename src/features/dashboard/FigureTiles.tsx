import type { ReactNode } from 'react';
import { useDashboardStyles } from './DashboardPage.styles';

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
}

/** The dashboard's figures as a description list of tiles (label, value). */
export function FigureTiles({ figures, testId }: { figures: readonly Figure[]; testId: string }) {
  const styles = useDashboardStyles();
  return (
    <dl className={styles.tiles} data-testid={testId}>
      {figures.map(({ key, label, value }) => (
        <div key={key} className={styles.tile}>
          <dt className={styles.tileLabel}>{label}</dt>
          <dd className={styles.tileValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
