import type { ReactNode } from 'react';
import { useBatchStyles } from '../BatchWizard.styles';

/** A table that may scroll: a named region keyboard users can focus and scroll (WCAG 2.1.1). */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  const styles = useBatchStyles();
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
