// The reviewer's controls: claim or give up the album, approve the current stage, or reject it with
// a common reason and words. Every action needs the server: offline they are disabled and say so.
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../components/useErrorText';
import { reportError } from '../../data/errorLog';
import { REJECT_REASON_CODES, type RejectReasonCode } from '../../domain/review/reasons';
import type { ReviewAlbumRef } from '../../domain/review/review';
import type { ReviewPageData } from '../../domain/review/types';
import { rejectReasonMessages } from '../../i18n/codes/review';
import { useOnline } from '../batch/useOnline';
import { reviewMessages as m } from './messages';
import { useReviewStyles } from './Review.styles';
import { claimReview, decideReview, releaseReview } from './reviewCalls';
import { stageText } from './reviewText';

interface Props {
  album: ReviewAlbumRef;
  page: ReviewPageData;
  /** reload the page after an action */
  onDone(): void;
}

export function ReviewDecision({ album, page, onDone }: Props) {
  const intl = useIntl();
  const styles = useReviewStyles();
  const errorText = useErrorText();
  const online = useOnline();
  const [reasonCode, setReasonCode] = useState<RejectReasonCode | ''>('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const pending = page.album.reviewStatus === 11 || page.album.reviewStatus === 16;
  const heldByOther = page.claim !== null && !page.claim.isMine;
  const disabled = !online || busy || !pending || heldByOther;

  async function run(action: () => Promise<void>, decided: boolean) {
    setBusy(true);
    setOutcome(null);
    try {
      await action();
      if (decided) {
        setReason('');
        setReasonCode('');
      }
      setOutcome(decided ? { ok: true } : null);
      onDone();
    } catch (error) {
      reportError('review.decide', error);
      setOutcome({ ok: false, error });
    } finally {
      setBusy(false);
    }
  }

  const stage = stageText(intl, page.stage);
  return (
    <section className={styles.card} aria-label={intl.formatMessage(m.stageNow, { stage })}>
      {!online && (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage(m.needsConnection)}</MessageBarBody>
        </MessageBar>
      )}
      {outcome && (
        <MessageBar intent={outcome.ok ? 'success' : 'error'} data-testid="review-outcome">
          <MessageBarBody>
            {outcome.ok ? intl.formatMessage(m.decided) : errorText(outcome.error)}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        {page.claim?.isMine ? (
          <Button disabled={disabled} onClick={() => void run(() => releaseReview(album), false)}>
            {intl.formatMessage(m.release)}
          </Button>
        ) : (
          <Button
            disabled={disabled}
            data-testid="review-claim"
            onClick={() => void run(() => claimReview(album), false)}
          >
            {intl.formatMessage(m.claim)}
          </Button>
        )}
        <Button
          appearance="primary"
          disabled={disabled}
          data-testid="review-approve"
          onClick={() =>
            void run(() => decideReview({ ...album, action: 'approve', stage: page.stage }), true)
          }
        >
          {intl.formatMessage(m.approve, { stage })}
        </Button>
      </div>
      <Field label={intl.formatMessage(m.reasonCode)}>
        <Select
          className={styles.select}
          value={reasonCode}
          disabled={disabled}
          data-testid="review-reason-code"
          onChange={(_, d) => setReasonCode(d.value as RejectReasonCode | '')}
        >
          <option value="" />
          {REJECT_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {intl.formatMessage(rejectReasonMessages[code])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={intl.formatMessage(m.reasonText)}>
        <Textarea
          value={reason}
          disabled={disabled}
          data-testid="review-reason"
          onChange={(_, d) => setReason(d.value)}
        />
      </Field>
      <div className={styles.actions}>
        <Button
          disabled={disabled || (reasonCode === '' && reason.trim() === '')}
          data-testid="review-reject"
          onClick={() =>
            void run(
              () =>
                decideReview({
                  ...album,
                  action: 'reject',
                  stage: page.stage,
                  reasonCode: reasonCode === '' ? undefined : reasonCode,
                  reason: reason.trim() === '' ? undefined : reason,
                }),
              true,
            )
          }
        >
          {intl.formatMessage(m.reject)}
        </Button>
      </div>
    </section>
  );
}
