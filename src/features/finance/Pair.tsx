import { useFinanceStyles } from './Finance.styles';

/** One label/value pair of a statement's fields (inside a <dl>). */
export function Pair({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const styles = useFinanceStyles();
  return (
    <div className={styles.field}>
      <dt className={styles.fieldLabel}>{label}</dt>
      <dd className={styles.fieldValue} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
