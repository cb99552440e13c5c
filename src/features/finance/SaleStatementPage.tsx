// /finance/sale/{id}: one sales statement (a period's lines of one channel): its header, the lines
// a page at a time (territory in the UI language, usage, units, revenue in its currency) and the
// XLSX export. Offline the pages loaded on this device stay readable, marked with their time.
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  TableCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router-dom';
import { DataStatusBar } from '../../components/DataStatusBar';
import { useErrorText } from '../../components/useErrorText';
import { useOnline } from '../batch/useOnline';
import { labels } from '../../i18n/labels';
import { RecordTable } from '../library/shared/RecordTable';
import { useTerritoryName } from '../trend/charts/territoryNames';
import { DownloadButton } from './DownloadButton';
import { SALE_LINES_PAGE_SIZE } from './financeCalls';
import { amountText, channelName, countText, instantText, usageText } from './financeText';
import { useFinanceStyles } from './Finance.styles';
import { financeMessages as m } from './messages';
import { Pager } from './Pager';
import { Pair } from './Pair';
import { useSaleStatement } from './useFinanceData';
import { FINANCE_FILE_PATHS } from '../../domain/finance/api';

export function SaleStatementPage() {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const errorText = useErrorText();
  const online = useOnline();
  const territoryName = useTerritoryName();
  const id = useParams().id ?? '';
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<unknown>(null);
  const { shown, status, retry } = useSaleStatement(id, page);
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const view = shown?.view;

  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading} data-testid="sale-title">
        {view
          ? intl.formatMessage(m.saleTitle, {
              period: view.statement.period,
              channel: channelName(intl, view.statement.channel),
            })
          : t(m.tabSale)}
      </Title2>
      <DataStatusBar status={status} savedAt={shown?.savedAt} onRetry={retry} />
      {failure !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(failure)}</MessageBarBody>
        </MessageBar>
      )}
      {shown === null && status.kind === 'offline' && (
        <Body1 className={styles.muted}>{t(m.notLoaded)}</Body1>
      )}
      {!shown || !view ? (
        status.kind === 'loading' && <Spinner size="small" label={t(m.loading)} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="sale-summary">
            <h2 id="sale-summary" className={styles.sectionTitle}>
              {t(m.tabSale)}
            </h2>
            <dl className={styles.fields}>
              <Pair label={t(m.colPeriod)} value={view.statement.period} />
              <Pair label={t(m.colChannel)} value={channelName(intl, view.statement.channel)} />
              <Pair label={t(m.colUnits)} value={countText(intl, view.statement.units)} />
              <Pair
                label={t(m.colRevenue)}
                value={amountText(intl, view.statement.revenue, view.statement.currency)}
              />
              <Pair label={t(m.colLines)} value={intl.formatNumber(view.statement.lineCount)} />
            </dl>
            <Body1 className={styles.muted}>
              {intl.formatMessage(m.asOf, { time: instantText(intl, shown.savedAt) })}
            </Body1>
            <div className={styles.actions}>
              <DownloadButton
                path={FINANCE_FILE_PATHS.saleXlsx}
                id={id}
                fileName={`sales-${view.statement.period}-${view.statement.channel.code}.xlsx`}
                label={t(m.exportXlsx)}
                disabled={!online}
                testId="sale-export"
                onError={setFailure}
              />
            </div>
          </section>
          {view.lines.length === 0 ? (
            <Body1 className={styles.muted}>{t(m.noLines)}</Body1>
          ) : (
            <RecordTable
              label={t(m.linesTable)}
              classNames={{ wrap: styles.tableWrap }}
              testId="sale-lines"
              isScrollable
              numericColumns={[5, 6]}
              headers={[
                t(m.colTerritory),
                t(labels.isrc),
                t(m.colTrack),
                t(m.colAlbum),
                t(m.colUsage),
                t(m.colUnits),
                t(m.colRevenue),
              ]}
            >
              {view.lines.map((line, i) => (
                <TableRow key={`${line.isrc}-${line.territory}-${line.usage}-${i}`}>
                  <TableCell>{territoryName(line.territory)}</TableCell>
                  <TableCell>{line.isrc ?? '—'}</TableCell>
                  <TableCell>{line.trackTitle ?? '—'}</TableCell>
                  <TableCell>{line.albumTitle ?? '—'}</TableCell>
                  <TableCell>{usageText(intl, line.usage)}</TableCell>
                  <TableCell className={styles.number}>{countText(intl, line.units)}</TableCell>
                  <TableCell className={styles.number}>
                    {amountText(intl, line.revenue, line.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </RecordTable>
          )}
          <Pager
            page={page}
            pageSize={SALE_LINES_PAGE_SIZE}
            total={view.total}
            disabled={status.kind === 'loading'}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
