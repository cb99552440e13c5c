// How the statement's divided amount splits among the tracks' rights holders (issue 17), per
// holder, with what stays unassigned; the full per-track and territory split is in the export.
import { Body1, mergeClasses, TableCell, TableRow } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { RecordTable } from '../library/shared/RecordTable';
import { DownloadButton } from './DownloadButton';
import { amountText } from './financeText';
import { useFinanceStyles } from './Finance.styles';
import { settlementMessages as m } from './settlementMessages';
import { FINANCE_FILE_PATHS, type SettlementView } from '../../domain/finance/api';

interface Props {
  id: string;
  view: SettlementView;
  online: boolean;
  onError(error: unknown): void;
}

export function SplitTable({ id, view, online, onError }: Props) {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const { splits, statement } = view;
  const money = (minor: string) => amountText(intl, minor, statement.currency);
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  return (
    <section className={styles.section} aria-labelledby="settlement-split">
      <h2 id="settlement-split" className={styles.sectionTitle}>
        {t(m.splitTitle)}
      </h2>
      {splits.byHolder.length === 0 && splits.unassigned === '0' ? (
        <Body1 className={styles.muted}>{t(m.splitEmpty)}</Body1>
      ) : (
        <RecordTable
          label={t(m.splitTable)}
          classNames={{ wrap: styles.tableWrap }}
          testId="settlement-split"
          headers={[t(m.splitHolder), t(m.splitWork), t(m.amount)]}
          numericColumns={[2]}
        >
          {splits.byHolder.map((h) => (
            <TableRow key={h.holderId}>
              <TableCell>{h.holderName}</TableCell>
              <TableCell>{h.work ?? ''}</TableCell>
              <TableCell className={styles.number}>{money(h.amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>{t(m.splitUnassigned)}</TableCell>
            <TableCell />
            <TableCell className={styles.number}>{money(splits.unassigned)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell className={styles.strong}>{t(m.splitTotal)}</TableCell>
            <TableCell />
            <TableCell className={mergeClasses(styles.number, styles.strong)}>
              {money(splits.total)}
            </TableCell>
          </TableRow>
        </RecordTable>
      )}
      <div className={styles.actions}>
        <DownloadButton
          path={FINANCE_FILE_PATHS.splitsXlsx}
          id={id}
          fileName={`splits-${statement.period}-${statement.contractNumber}.xlsx`}
          label={t(m.splitExport)}
          disabled={!online}
          testId="settlement-split-export"
          onError={onError}
        />
      </div>
    </section>
  );
}
