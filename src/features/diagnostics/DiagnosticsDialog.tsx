import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { clearErrorLog, type ErrorReport } from '../../data/errorLog';
import { useErrorLog } from '../../data/errorLogQueries';
import { appBuild, formatDiagnostics } from './diagnosticsText';
import { diagnosticsMessages as m } from './messages';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(880px, calc(100vw - 32px))' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxHeight: '55vh',
    overflowY: 'auto',
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    overflowWrap: 'anywhere',
  },
  context: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  cause: { color: tokens.colorNeutralForeground2, paddingLeft: tokens.spacingHorizontalM },
  intro: { display: 'block', marginBottom: tokens.spacingVerticalS },
});

function ReportItem({ report }: { report: ErrorReport }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <li className={styles.item} data-testid="diagnostics-report">
      <Caption1>
        <FormattedDate value={report.at} dateStyle="medium" timeStyle="medium" /> ·{' '}
        <span className={styles.context}>{report.context}</span>
      </Caption1>
      <Body1>
        {report.name}: {report.message}
      </Body1>
      {report.causes.map((cause, i) => (
        <Caption1 key={i} className={styles.cause}>
          {intl.formatMessage(m.causedBy, { name: cause.name, message: cause.message })}
        </Caption1>
      ))}
      {report.path && <Caption1>{intl.formatMessage(m.page, { path: report.path })}</Caption1>}
    </li>
  );
}

/** The error reports kept on this device (administrators): read, copy for support, clear. */
export function DiagnosticsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const styles = useStyles();
  const intl = useIntl();
  const reports = useErrorLog();
  const [notice, setNotice] = useState<'copied' | 'copyFailed' | null>(null);

  const copyAll = async () => {
    const text = formatDiagnostics(reports ?? [], {
      ...appBuild(),
      userAgent: navigator.userAgent,
      now: new Date(),
    });
    try {
      await navigator.clipboard.writeText(text);
      setNotice('copied');
    } catch {
      // the clipboard refused (no permission, not focused): the user is told to copy by hand
      setNotice('copyFailed');
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby="diagnostics-intro">
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.title)}</DialogTitle>
          <DialogContent>
            <Body1 id="diagnostics-intro" className={styles.intro}>
              {intl.formatMessage(m.intro)}
            </Body1>
            {notice && (
              <MessageBar intent={notice === 'copied' ? 'success' : 'warning'}>
                <MessageBarBody>{intl.formatMessage(m[notice])}</MessageBarBody>
              </MessageBar>
            )}
            {reports !== undefined && reports.length === 0 && (
              <Body1 data-testid="diagnostics-empty">{intl.formatMessage(m.empty)}</Body1>
            )}
            {reports !== undefined && reports.length > 0 && (
              <>
                <Caption1>{intl.formatMessage(m.count, { count: reports.length })}</Caption1>
                <ul className={styles.list} aria-label={intl.formatMessage(m.title)}>
                  {reports.map((report) => (
                    <ReportItem key={report.seq} report={report} />
                  ))}
                </ul>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={!reports || reports.length === 0}
              onClick={() => void copyAll()}
            >
              {intl.formatMessage(m.copyAll)}
            </Button>
            <Button
              disabled={!reports || reports.length === 0}
              onClick={() => {
                setNotice(null);
                void clearErrorLog();
              }}
            >
              {intl.formatMessage(m.clear)}
            </Button>
            <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
