// A settlement run for the period: a durable job on the server. The screen starts it and follows
// it by reading the period's runs until this one is done or failed, then lists what it could not
// compute (a missing rate is a listed problem, not a crash).
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  TableCell,
  TableRow,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useErrorText } from '../../../components/useErrorText';
import { reportError } from '../../../data/errorLog';
import type { RunView } from '../../../domain/finance/api';
import { financeCodeMessages } from '../../../i18n/codes/finance';
import { RecordTable } from '../../library/shared/RecordTable';
import { useFinanceStyles } from '../Finance.styles';
import { fetchRuns, startRun } from './staffFinanceCalls';
import { staffFinanceMessages as m } from './staffMessages';

/** How often a running job is read again. */
const POLL_MS = 1000;

const STATE_TEXT = {
  queued: m.runState_queued,
  running: m.runState_running,
  done: m.runState_done,
  failed: m.runState_failed,
} as const;

interface Props {
  period: string;
  online: boolean;
  /** a run has finished: the statements list reads again */
  onFinished(): void;
}

export function RunSection({ period, online, onFinished }: Props) {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const errorText = useErrorText();
  const [runId, setRunId] = useState<string | null>(null);
  const [run, setRun] = useState<RunView | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const isActive =
    run === null ? runId !== null : run.state === 'queued' || run.state === 'running';

  useEffect(() => {
    if (runId === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      fetchRuns(period, controller.signal).then(
        (runs) => {
          const mine = runs.items.find((r) => r.id === runId) ?? null;
          setRun(mine);
          if (mine && (mine.state === 'done' || mine.state === 'failed')) onFinished();
          else timer = setTimeout(read, POLL_MS);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          reportError('finance.runPoll', error);
          setFailure(error);
        },
      );
    };
    read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [runId, period, onFinished]);

  async function start() {
    setFailure(null);
    setRun(null);
    try {
      setRunId((await startRun(period)).runId);
    } catch (error) {
      reportError('finance.run', error);
      setFailure(error);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="staff-run">
      <h2 id="staff-run" className={styles.sectionTitle}>
        {intl.formatMessage(m.runTitle)} · {period}
      </h2>
      {failure !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(failure)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabled={!online || isActive}
          data-testid="run-start"
          onClick={() => void start()}
        >
          {intl.formatMessage(m.run)}
        </Button>
        {isActive && <Spinner size="tiny" label={intl.formatMessage(m.runState_running)} />}
      </div>
      {run && (
        <Body1 data-testid="run-summary" data-state={run.state}>
          {intl.formatMessage(m.runSummary, {
            period: run.period,
            state: intl.formatMessage(STATE_TEXT[run.state]),
            computed: intl.formatNumber(run.computed),
            skipped: intl.formatNumber(run.skipped),
          })}
        </Body1>
      )}
      {run && run.problems.length > 0 && (
        <RecordTable
          label={intl.formatMessage(m.runProblems)}
          classNames={{ wrap: styles.tableWrap }}
          testId="run-problems"
          headers={[intl.formatMessage(m.organisation), intl.formatMessage(m.problem)]}
        >
          {run.problems.map((p, i) => (
            <TableRow key={`${p.organisationId}-${i}`}>
              <TableCell>{p.organisationName}</TableCell>
              <TableCell>{problemText(intl, p.code, p.detail, run.period)}</TableCell>
            </TableRow>
          ))}
        </RecordTable>
      )}
    </section>
  );
}

/** A run's problem as a sentence: a missing rate names its currency and the run's period. */
function problemText(intl: IntlShape, code: string, detail: string | null, period: string): string {
  const descriptor = (financeCodeMessages as Readonly<Record<string, MessageDescriptor>>)[code];
  if (descriptor === undefined) return detail ? `${code} (${detail})` : code;
  // a missing rate is of the run's period; a chain problem names the period it is about
  const about = code === 'rate-missing' ? period : (detail ?? period);
  return intl.formatMessage(descriptor, { currency: detail ?? '', period: about });
}
