// /finance/list: the organisation's sales statements (per period and channel) and settlement
// statements, a tab each, filtered by period, a page at a time. The choices live in the address;
// offline the pages loaded on this device stay readable, marked with their time.
import {
  Body1,
  Spinner,
  Tab,
  TabList,
  TableCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { DataStatusBar } from '../../components/DataStatusBar';
import { RouterLink } from '../../components/RouterLink';
import { isPeriod } from '../../domain/finance/apiCommon';
import { routePath } from '../../domain/routes';
import { RecordTable } from '../library/shared/RecordTable';
import { FINANCE_PAGE_SIZE } from './financeCalls';
import { amountText, channelName, countText, instantText } from './financeText';
import { useFinanceStyles } from './Finance.styles';
import { financeMessages as m } from './messages';
import { Pager } from './Pager';
import { PeriodField } from './PeriodField';
import { StatusBadge } from './StatusBadge';
import { useFinanceList } from './useFinanceData';
import type { FinanceListAnswer as ListPage } from '../../data/cacheRepo';

export function FinanceListPage() {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const [params, setParams] = useSearchParams();
  const kind: 'sale' | 'settlement' = params.get('kind') === 'settlement' ? 'settlement' : 'sale';
  const period = isPeriod(params.get('period') ?? '') ? (params.get('period') ?? '') : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { shown, status, retry } = useFinanceList({
    kind,
    page,
    pageSize: FINANCE_PAGE_SIZE,
    ...(period ? { period } : {}),
  });

  const change = (next: { kind?: 'sale' | 'settlement'; period?: string; page?: number }) => {
    const search = new URLSearchParams({ kind: next.kind ?? kind });
    const p = next.period ?? period;
    if (p) search.set('period', p);
    search.set('page', String(next.page ?? 1));
    setParams(search, { replace: true });
  };

  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(m.listTitle)}
      </Title2>
      <TabList
        selectedValue={kind}
        onTabSelect={(_, d) => change({ kind: d.value === 'settlement' ? 'settlement' : 'sale' })}
        aria-label={intl.formatMessage(m.tabs)}
      >
        <Tab value="sale" data-testid="finance-tab-sale">
          {intl.formatMessage(m.tabSale)}
        </Tab>
        <Tab value="settlement" data-testid="finance-tab-settlement">
          {intl.formatMessage(m.tabSettlement)}
        </Tab>
      </TabList>
      <div className={styles.filters}>
        <PeriodField
          label={intl.formatMessage(m.period)}
          hint={intl.formatMessage(m.periodHint)}
          value={period}
          data-testid="finance-period"
          onChange={(next) => change({ period: next })}
        />
      </div>
      <DataStatusBar status={status} savedAt={shown?.savedAt} onRetry={retry} />
      {shown === null && status.kind === 'offline' && (
        <Body1 className={styles.muted}>{intl.formatMessage(m.notLoaded)}</Body1>
      )}
      {!shown ? (
        status.kind === 'loading' && <Spinner size="small" label={intl.formatMessage(m.loading)} />
      ) : (
        <>
          <Body1 className={styles.muted} data-testid="finance-as-of">
            {intl.formatMessage(m.asOf, { time: instantText(intl, shown.savedAt) })}
          </Body1>
          <StatementTable list={shown.page} />
          <Pager
            page={page}
            pageSize={FINANCE_PAGE_SIZE}
            total={shown.page.total}
            onPage={(p) => change({ page: p })}
          />
        </>
      )}
    </div>
  );
}

function StatementTable({ list }: { list: ListPage }) {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  if (list.items.length === 0)
    return (
      <Body1 className={styles.muted} data-testid="finance-empty">
        {t(list.kind === 'sale' ? m.emptySale : m.emptySettlement)}
      </Body1>
    );
  if (list.kind === 'sale')
    return (
      <RecordTable
        label={t(m.tabSale)}
        classNames={{ wrap: styles.tableWrap }}
        testId="finance-sale-list"
        isScrollable
        headers={[t(m.colPeriod), t(m.colChannel), t(m.colUnits), t(m.colRevenue), t(m.colLines)]}
        numericColumns={[2, 3, 4]}
      >
        {list.items.map((s) => (
          <TableRow key={s.id}>
            <TableCell className={styles.nowrap}>
              <RouterLink to={routePath('finance-sale', { id: s.id })}>{s.period}</RouterLink>
            </TableCell>
            <TableCell>{channelName(intl, s.channel)}</TableCell>
            <TableCell className={styles.number}>{countText(intl, s.units)}</TableCell>
            <TableCell className={styles.number}>
              {amountText(intl, s.revenue, s.currency)}
            </TableCell>
            <TableCell className={styles.number}>{intl.formatNumber(s.lineCount)}</TableCell>
          </TableRow>
        ))}
      </RecordTable>
    );
  return (
    <RecordTable
      label={t(m.tabSettlement)}
      classNames={{ wrap: styles.tableWrap }}
      testId="finance-settlement-list"
      isScrollable
      numericColumns={[2]}
      headers={[
        t(m.colPeriod),
        t(m.colContract),
        t(m.colPayable),
        t(m.colStatus),
        t(m.colIssuedAt),
      ]}
    >
      {list.items.map((s) => (
        <TableRow key={s.id}>
          <TableCell className={styles.nowrap}>
            <RouterLink to={routePath('finance-settlement', { id: s.id })}>{s.period}</RouterLink>
          </TableCell>
          <TableCell>{s.contractNumber}</TableCell>
          <TableCell className={styles.number}>
            {amountText(intl, s.payableAmount, s.currency)}
          </TableCell>
          <TableCell>
            <StatusBadge status={s.status} />
          </TableCell>
          <TableCell>{s.issuedAt ? instantText(intl, s.issuedAt) : '—'}</TableCell>
        </TableRow>
      ))}
    </RecordTable>
  );
}
