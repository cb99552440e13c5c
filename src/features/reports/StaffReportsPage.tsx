// /staff/reports: the back office uploads a channel's DSR or CSV report, follows its import in the
// list (state, progress and counts, asked again every few seconds while one is queued or
// importing), and opens one to read its reconciliation and the lines not imported or not matched.
// It works against the server only: offline it says a connection is needed. Issue 26: a held
// report is accepted or rejected here; an upload may name the earlier report it corrects; a
// gzipped report (.tsv.gz) is taken as it is.
import {
  Body1,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  TableCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useErrorText } from '../../components/useErrorText';
import { reportError } from '../../data/errorLog';
import {
  REPORT_FORMAT_CHOICES,
  type ReportFileDetail,
  type ReportFileView,
  type ReportFormatChoice,
} from '../../domain/reports/reportApi';
import { useOnline } from '../batch/useOnline';
import { RecordTable } from '../library/shared/RecordTable';
import { reportMessages as m } from './messages';
import {
  REPORT_PROGRESS_POLL_MS,
  fetchReportFile,
  fetchReportFiles,
  uploadReport,
} from './reportCalls';
import { ReportDetail } from './ReportDetail';
import { useReportStyles } from './Reports.styles';
import { isImportRunning, stateText } from './reportState';

const FORMAT_TEXT = { auto: m.formatAuto, dsr: m.formatDsr, csv: m.formatCsv } as const;

function periodText(f: ReportFileView): string {
  if (f.periodStart === null) return '—';
  return f.periodEnd === null || f.periodEnd === f.periodStart
    ? f.periodStart
    : `${f.periodStart} – ${f.periodEnd}`;
}

function totalsText(intl: IntlShape, f: ReportFileView): string {
  if (f.isReconciled === null) return intl.formatMessage(m.noTotals);
  return intl.formatMessage(f.isReconciled ? m.reconciled : m.notReconciled);
}

type Message = { intent: 'success'; text: string } | { intent: 'error'; error: unknown } | null;

export function StaffReportsPage() {
  const intl = useIntl();
  const styles = useReportStyles();
  const errorText = useErrorText();
  const online = useOnline();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ReportFormatChoice>('auto');
  const [replaces, setReplaces] = useState('');
  const [files, setFiles] = useState<ReportFileView[] | null>(null);
  const [detail, setDetail] = useState<ReportFileDetail | null>(null);
  const [busy, setBusy] = useState(false);
  // a failure keeps the error itself: its text follows the language
  const [message, setMessage] = useState<Message>(null);

  const loadList = useCallback((signal: AbortSignal) => {
    fetchReportFiles(1, signal).then(
      (page) => setFiles(page.list),
      (error: unknown) => {
        if (signal.aborted) return;
        reportError('reports.list', error);
        setMessage({ intent: 'error', error });
      },
    );
  }, []);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    loadList(controller.signal);
    return () => controller.abort();
  }, [online, loadList]);

  // an import's progress: asked again while a file of the list, or the one open, is running
  const openRunning = detail !== null && isImportRunning(detail.file) ? detail.file.id : null;
  const isListRunning = files?.some(isImportRunning) ?? false;
  const openPage = detail?.issues.page ?? 1;
  useEffect(() => {
    if (!online || (!isListRunning && openRunning === null)) return;
    // a new answer starts the next wait; a call under way is left to finish (the list's answer
    // must not cancel the detail's)
    const timer = setTimeout(() => {
      if (isListRunning) loadList(new AbortController().signal);
      if (openRunning !== null)
        fetchReportFile(openRunning, openPage, new AbortController().signal).then(
          // a file closed or another opened meanwhile stays as it is
          (got) => setDetail((shown) => (shown?.file.id === got.file.id ? got : shown)),
          (error: unknown) => reportError('reports.progress', error),
        );
    }, REPORT_PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [online, isListRunning, openRunning, openPage, files, detail, loadList]);

  async function open(id: string, page = 1) {
    setBusy(true);
    try {
      setDetail(await fetchReportFile(id, page, new AbortController().signal));
    } catch (error) {
      reportError('reports.get', error);
      setMessage({ intent: 'error', error });
    } finally {
      setBusy(false);
    }
  }

  async function upload() {
    if (file === null) return;
    setBusy(true);
    setMessage(null);
    try {
      await uploadReport(file, format, replaces === '' ? null : replaces);
      setMessage({ intent: 'success', text: intl.formatMessage(m.uploaded, { name: file.name }) });
      setFile(null);
      setReplaces('');
      if (fileInput.current) fileInput.current.value = '';
      loadList(new AbortController().signal);
    } catch (error) {
      reportError('reports.upload', error);
      setMessage({ intent: 'error', error });
    } finally {
      setBusy(false);
    }
  }

  function decided(got: ReportFileDetail, decision: 'accept' | 'reject') {
    setDetail(got);
    const text = intl.formatMessage(decision === 'accept' ? m.accepted : m.rejected, {
      name: got.file.name,
    });
    setMessage({ intent: 'success', text });
    loadList(new AbortController().signal);
  }

  const nameOf = (id: string) => files?.find((f) => f.id === id)?.name ?? id;
  // a correction replaces a report that counts or is still open
  const correctable = (files ?? []).filter((f) =>
    ['imported', 'held', 'waiting'].includes(f.state),
  );

  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(m.heading)}
      </Title2>
      {!online && (
        <MessageBar intent="warning" data-testid="reports-offline">
          <MessageBarBody>{intl.formatMessage(m.needsConnection)}</MessageBarBody>
        </MessageBar>
      )}
      {message && (
        <MessageBar intent={message.intent} data-testid="reports-message">
          <MessageBarBody>
            {message.intent === 'error' ? errorText(message.error) : message.text}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.upload}>
        {/* a native file input: the Field's label is tied to it by id */}
        <Field label={{ children: intl.formatMessage(m.file), htmlFor: 'report-file-input' }}>
          <input
            id="report-file-input"
            ref={fileInput}
            type="file"
            accept=".tsv,.txt,.csv,.gz,text/csv,text/tab-separated-values,text/plain,application/gzip"
            data-testid="report-file"
            disabled={!online || busy}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <Field label={intl.formatMessage(m.format)}>
          <Select
            value={format}
            data-testid="report-format"
            onChange={(_, d) => setFormat(d.value as ReportFormatChoice)}
          >
            {REPORT_FORMAT_CHOICES.map((f) => (
              <option key={f} value={f}>
                {intl.formatMessage(FORMAT_TEXT[f])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={intl.formatMessage(m.replaces)}>
          <Select
            value={replaces}
            data-testid="report-replaces"
            className={styles.replaces}
            onChange={(_, d) => setReplaces(d.value)}
          >
            <option value="">{intl.formatMessage(m.replacesNone)}</option>
            {correctable.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          appearance="primary"
          disabled={!online || busy || file === null}
          data-testid="report-upload"
          onClick={() => void upload()}
        >
          {intl.formatMessage(m.upload)}
        </Button>
        <Button disabled={!online || busy} onClick={() => loadList(new AbortController().signal)}>
          {intl.formatMessage(m.refresh)}
        </Button>
      </div>
      {files !== null && files.length === 0 && (
        <Body1 className={styles.muted} data-testid="reports-empty">
          {intl.formatMessage(m.empty)}
        </Body1>
      )}
      {files !== null && files.length > 0 && (
        <RecordTable
          label={intl.formatMessage(m.listTable)}
          classNames={{ wrap: styles.tableWrap }}
          testId="report-list"
          isScrollable
          headers={[
            intl.formatMessage(m.colName),
            intl.formatMessage(m.colChannel),
            intl.formatMessage(m.colPeriod),
            intl.formatMessage(m.colState),
            intl.formatMessage(m.colLines),
            intl.formatMessage(m.colMatched),
            intl.formatMessage(m.colUnmatched),
            intl.formatMessage(m.colProblems),
            intl.formatMessage(m.colReconciled),
            intl.formatMessage(m.open),
          ]}
        >
          {files.map((f) => (
            <TableRow key={f.id}>
              <TableCell className={styles.name}>{f.name}</TableCell>
              <TableCell>{f.channel ?? '—'}</TableCell>
              <TableCell>{periodText(f)}</TableCell>
              <TableCell data-testid="report-state">{stateText(intl, f)}</TableCell>
              <TableCell>{intl.formatNumber(f.usageCount)}</TableCell>
              <TableCell>{intl.formatNumber(f.matchedCount)}</TableCell>
              <TableCell>{intl.formatNumber(f.unmatchedCount)}</TableCell>
              <TableCell>{intl.formatNumber(f.problemCount)}</TableCell>
              <TableCell className={f.isReconciled === false ? styles.bad : undefined}>
                {totalsText(intl, f)}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  disabled={!online || busy}
                  aria-label={`${intl.formatMessage(m.open)} ${f.name}`}
                  onClick={() => void open(f.id)}
                >
                  {intl.formatMessage(m.open)}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </RecordTable>
      )}
      {detail && (
        <ReportDetail
          detail={detail}
          busy={busy || !online}
          onPage={(page) => void open(detail.file.id, page)}
          onClose={() => setDetail(null)}
          nameOf={nameOf}
          onDecided={decided}
          onError={(error) => setMessage({ intent: 'error', error })}
        />
      )}
    </div>
  );
}
