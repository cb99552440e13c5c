// Every organisation's settlement statements, filtered by status and the screen's period, with the
// staff moves the domain allows from each status (decideStatementMove's table): issue, withdraw,
// mark paid (complete), and an adjustment for a later period.
import {
  Body1,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  TableCell,
  TableRow,
} from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorText } from '../../../components/useErrorText';
import { reportError } from '../../../data/errorLog';
import {
  STATEMENT_STATUSES,
  STATEMENT_TRANSITIONS,
  type StatementStatus,
} from '../../../domain/finance';
import type { StaffStatementItem, StatementList } from '../../../domain/finance/api';
import { RecordTable } from '../../library/shared/RecordTable';
import { amountText, instantText, statusText } from '../financeText';
import { useFinanceStyles } from '../Finance.styles';
import { financeMessages as fm } from '../messages';
import { Pager } from '../Pager';
import { StatusBadge } from '../StatusBadge';
import { AdjustmentForm } from './AdjustmentForm';
import {
  STAFF_PAGE_SIZE,
  fetchAllStatements,
  moveStatement,
  type StaffMove,
} from './staffFinanceCalls';
import { staffFinanceMessages as m } from './staffMessages';

const MOVES: readonly StaffMove[] = ['issue', 'withdraw', 'complete'];
const MOVE_TEXT = { issue: m.issue, withdraw: m.withdraw, complete: m.complete } as const;

type Note = { intent: 'success'; text: string } | { intent: 'error'; error: unknown } | null;

interface Props {
  period: string;
  online: boolean;
  /** bumped by the page when a run finishes: read the list again */
  reloadKey: number;
}

export function StaffStatementsSection({ period, online, reloadKey }: Props) {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const errorText = useErrorText();
  const [status, setStatus] = useState<StatementStatus | ''>('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<StatementList<StaffStatementItem> | null>(null);
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);
  const [adjusting, setAdjusting] = useState<StaffStatementItem | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchAllStatements({ period, page, ...(status ? { status } : {}) }, signal).then(
        setList,
        (error: unknown) => {
          if (signal?.aborted) return;
          reportError('finance.staffStatements', error);
          setNote({ intent: 'error', error });
        },
      ),
    [period, page, status],
  );

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, online, reloadKey]);

  async function move(item: StaffStatementItem, which: StaffMove) {
    setBusy(true);
    try {
      const view = await moveStatement(which, item.id);
      setNote({
        intent: 'success',
        text: intl.formatMessage(m.moveDone, {
          organisation: item.organisationName,
          period: item.period,
          status: statusText(intl, view.statement.status),
        }),
      });
      await load();
    } catch (error) {
      reportError('finance.staffMove', error);
      setNote({ intent: 'error', error });
    } finally {
      setBusy(false);
    }
  }

  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  return (
    <section className={styles.section} aria-labelledby="staff-statements">
      <h2 id="staff-statements" className={styles.sectionTitle}>
        {t(m.statementsTitle)} · {period}
      </h2>
      {note && (
        <MessageBar intent={note.intent} data-testid="staff-statements-note">
          <MessageBarBody>
            {note.intent === 'error' ? errorText(note.error) : note.text}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.filters}>
        <Field label={t(m.status)}>
          <Select
            value={status}
            data-testid="staff-status-filter"
            onChange={(_, d) => {
              setStatus(STATEMENT_STATUSES.find((s) => s === d.value) ?? '');
              setPage(1);
            }}
          >
            <option value="">{t(m.anyStatus)}</option>
            {STATEMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(intl, s)}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          disabled={!online || busy}
          data-testid="staff-statements-refresh"
          onClick={() => void load()}
        >
          {t(m.refresh)}
        </Button>
      </div>
      {list !== null && list.items.length === 0 && (
        <Body1 className={styles.muted} data-testid="staff-statements-empty">
          {t(m.empty)}
        </Body1>
      )}
      {list !== null && list.items.length > 0 && (
        <RecordTable
          label={t(m.statementsTitle)}
          classNames={{ wrap: styles.tableWrap }}
          testId="staff-statements"
          isScrollable
          numericColumns={[3, 4]}
          headers={[
            t(m.organisation),
            t(m.period),
            t(fm.colContract),
            t(fm.colPayable),
            t(m.chain),
            t(m.status),
            t(fm.colIssuedAt),
            t(m.actions),
          ]}
        >
          {list.items.map((item) => (
            <TableRow
              key={item.id}
              data-testid="staff-statement-row"
              data-org={item.organisationName}
            >
              <TableCell>{item.organisationName}</TableCell>
              <TableCell className={styles.nowrap}>
                {item.period}
                {item.chain.coverage && (
                  <div className={styles.muted} data-testid="staff-statement-coverage">
                    {intl.formatMessage(m.coverageShort, {
                      days: item.chain.coverage.days,
                      of: item.chain.coverage.of,
                    })}
                  </div>
                )}
              </TableCell>
              <TableCell>{item.contractNumber}</TableCell>
              <TableCell className={styles.number}>
                {amountText(intl, item.payableAmount, item.currency)}
              </TableCell>
              <TableCell className={styles.amounts} data-testid="staff-statement-chain">
                {intl.formatMessage(m.chainValue, {
                  before: amountText(intl, item.chain.balanceBefore, item.currency),
                  recoup: amountText(intl, item.chain.recoup, item.currency),
                  after: amountText(intl, item.chain.remainingBalance, item.currency),
                })}
              </TableCell>
              <TableCell>
                <StatusBadge status={item.status} />
              </TableCell>
              <TableCell>{item.issuedAt ? instantText(intl, item.issuedAt) : '—'}</TableCell>
              <TableCell>
                <div className={styles.actions}>
                  {MOVES.filter((mv) => STATEMENT_TRANSITIONS[mv].from === item.status).map(
                    (mv) => (
                      <Button
                        key={mv}
                        size="small"
                        disabled={!online || busy}
                        data-testid={`staff-${mv}`}
                        onClick={() => void move(item, mv)}
                      >
                        {t(MOVE_TEXT[mv])}
                      </Button>
                    ),
                  )}
                  <Button
                    size="small"
                    disabled={!online || busy}
                    data-testid="staff-adjust"
                    onClick={() => setAdjusting(item)}
                  >
                    {t(m.adjust)}
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </RecordTable>
      )}
      {list !== null && (
        <Pager page={page} pageSize={STAFF_PAGE_SIZE} total={list.total} onPage={setPage} />
      )}
      {adjusting && (
        <AdjustmentForm
          statement={adjusting}
          onCancel={() => setAdjusting(null)}
          onDone={(text) => {
            setAdjusting(null);
            setNote({ intent: 'success', text });
            void load();
          }}
        />
      )}
    </section>
  );
}
