// Staff decide about a held report (issue 26): accept it with a reason (then it counts) or reject
// it. The reason is required and kept in the report's history with who decided.
import { Button, Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { reportError } from '../../data/errorLog';
import { REPORT_REASON_MAX, type ReportFileDetail } from '../../domain/reports/reportApi';
import { reportMessages as m } from './messages';
import { decideReport } from './reportCalls';
import { useReportStyles } from './Reports.styles';

export function ReportDecision({
  detail,
  disabled,
  onDecided,
  onError,
}: {
  detail: ReportFileDetail;
  disabled: boolean;
  onDecided: (detail: ReportFileDetail, decision: 'accept' | 'reject') => void;
  onError: (error: unknown) => void;
}) {
  const intl = useIntl();
  const styles = useReportStyles();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const isOff = disabled || busy || reason.trim() === '';

  async function decide(decision: 'accept' | 'reject') {
    setBusy(true);
    try {
      onDecided(await decideReport(detail.file.id, decision, reason.trim()), decision);
      setReason('');
    } catch (error) {
      reportError('reports.decide', error);
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.decision} data-testid="report-decision">
      <Field label={intl.formatMessage(m.reason)} required>
        <Textarea
          value={reason}
          maxLength={REPORT_REASON_MAX}
          data-testid="report-reason"
          disabled={disabled || busy}
          onChange={(_, d) => setReason(d.value)}
        />
      </Field>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabled={isOff}
          data-testid="report-accept"
          onClick={() => void decide('accept')}
        >
          {intl.formatMessage(m.accept)}
        </Button>
        <Button disabled={isOff} data-testid="report-reject" onClick={() => void decide('reject')}>
          {intl.formatMessage(m.reject)}
        </Button>
      </div>
    </div>
  );
}
