import {
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowExportRegular, ArchiveArrowBackRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, isApiError, isNetworkError } from '../../../../app/api/errors';
import { useSession } from '../../../../app/session/useSession';
import { DataStatusBar } from '../../../../components/DataStatusBar';
import { useErrorText } from '../../../../components/useErrorText';
import { reportError } from '../../../../data/errorLog';
import type { Album } from '../../../../domain/catalogue';
import type { AlbumChannelView } from '../../../../domain/distribution/api';
import { refuseAlbumRequest } from '../../../../domain/distribution/requestRule';
import { errorMessageId } from '../../../../domain/errors';
import { ACTIONS } from '../../../../domain/roles';
import { REVIEW_STATUS } from '../../../../domain/status/reviewStatus';
import { useOnline } from '../../../batch/useOnline';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useAlbumMediaStyles } from '../AlbumMedia.styles';
import { ChannelStateTable } from './ChannelStateTable';
import { canPick, channelName, pickedFor, type DistributionKind } from './channelPicks';
import { distributionMessages as m } from './messages';
import { QueuedRequestsList } from './QueuedRequestsList';
import { queueMessages as q } from './queueMessages';
import { sendOrQueue } from './sendOrQueue';
import { saveAlbumChannels, useAlbumChannels } from './useAlbumChannels';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Outcome = { kind: 'sent' } | { kind: 'queued' } | { kind: 'failed'; error: unknown } | null;

/**
 * The album's distribution panel: the channels the contract allows, the album's state on each
 * (20-27), the last message, its time and the channel's answer; a member with the distribution
 * privilege picks channels (all by default) and distributes or takes the album off shelf. The
 * server decides both: offline the panel shows the last known states, and a request is queued on
 * the device (sendOrQueue.ts) after the same rule the server applies first (refuseAlbumRequest),
 * listed below the buttons until it is sent or, refused, dismissed.
 */
export function AlbumDistributionPanel({ album }: { album: Album }) {
  // an album never approved and never on a channel has nothing to show: no request for it
  if (album.reviewStatus !== REVIEW_STATUS.approved && album.releaseStatus === 20) return null;
  return <DistributionPanel album={album} />;
}

function DistributionPanel({ album }: { album: Album }) {
  const intl = useIntl();
  const styles = useStyles();
  const card = useAlbumMediaStyles();
  const errorText = useErrorText();
  const online = useOnline();
  const headingId = useId();
  const hintId = useId();
  const { privileges } = useSession();
  const mayAct = privileges?.includes(ACTIONS.albumDistribute) ?? false;
  const { saved, status, retry } = useAlbumChannels(
    album.id,
    `${album.version}:${album.releaseStatus}`,
  );
  const [chosen, setChosen] = useState<ReadonlySet<string> | 'all'>('all');
  const [confirming, setConfirming] = useState<DistributionKind | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const approved = album.reviewStatus === REVIEW_STATUS.approved;
  const channels = saved?.result.channels ?? [];
  const picked = (kind: DistributionKind) => pickedFor(channels, chosen, kind, album.reviewStatus);
  const isPickable = (c: AlbumChannelView) =>
    canPick(c, 'release', album.reviewStatus) || canPick(c, 'takedown', album.reviewStatus);

  const send = async (kind: DistributionKind) => {
    const targets = picked(kind);
    setConfirming(null);
    setOutcome(null);
    // a request the server is sure to refuse is refused here, before it could wait in a queue
    const refusal = refuseAlbumRequest(album, kind);
    if (refusal) {
      const text = intl.formatMessage({ id: errorMessageId(refusal) });
      setOutcome({ kind: 'failed', error: new ApiError(refusal, text, 409) });
      return;
    }
    setBusy(true);
    try {
      const sent = await sendOrQueue(
        kind,
        {
          albumId: album.id,
          channelIds: targets.map((c) => c.channelId),
          albumVersion: album.version,
        },
        online,
      );
      if (sent.kind === 'sent') await saveAlbumChannels(sent.result);
      setOutcome({ kind: sent.kind });
    } catch (error) {
      // a refusal or a lost connection is shown as is; anything else also keeps its cause
      if (!isApiError(error) && !isNetworkError(error)) reportError('album.distribution', error);
      setOutcome({ kind: 'failed', error });
    } finally {
      setBusy(false);
    }
  };

  const names = (kind: DistributionKind) =>
    picked(kind)
      .map((c) => channelName(c, intl.locale))
      .join(intl.locale.startsWith('zh') ? '、' : ', ');
  const hint = !mayAct ? m.noPrivilege : !approved ? m.notApproved : !online ? q.offlineHint : null;
  const canAct = mayAct && !busy;

  return (
    <section className={card.section} aria-labelledby={headingId} data-testid="album-distribution">
      <Subtitle2 as="h2" id={headingId}>
        {intl.formatMessage(m.heading)}
      </Subtitle2>
      <DataStatusBar status={status} savedAt={saved?.savedAt} onRetry={retry} />
      {saved && channels.length === 0 && (
        <Caption1 className={styles.muted}>{intl.formatMessage(m.noChannels)}</Caption1>
      )}
      {channels.length > 0 && (
        <ChannelStateTable
          channels={channels}
          selection={
            mayAct
              ? {
                  isChosen: (id) => chosen === 'all' || chosen.has(id),
                  isPickable,
                  toggle: (id, on) => {
                    const next = new Set(
                      chosen === 'all'
                        ? channels.filter(isPickable).map((c) => c.channelId)
                        : chosen,
                    );
                    if (on) next.add(id);
                    else next.delete(id);
                    setChosen(next);
                  },
                  toggleAll: (on) => setChosen(on ? 'all' : new Set()),
                }
              : null
          }
        />
      )}
      {mayAct && (
        <div className={styles.row}>
          <Button
            appearance="primary"
            icon={<ArrowExportRegular />}
            disabledFocusable={!canAct || !approved || picked('release').length === 0}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => setConfirming('release')}
            data-testid="distribution-distribute"
          >
            {intl.formatMessage(busy ? m.working : m.distribute)}
          </Button>
          <Button
            icon={<ArchiveArrowBackRegular />}
            disabledFocusable={!canAct || picked('takedown').length === 0}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => setConfirming('takedown')}
            data-testid="distribution-off-shelf"
          >
            {intl.formatMessage(m.offShelf)}
          </Button>
        </div>
      )}
      {hint && (
        <Caption1 id={hintId} className={styles.muted} data-testid="distribution-hint">
          {intl.formatMessage(hint)}
        </Caption1>
      )}
      {outcome?.kind === 'failed' && (
        <MessageBar intent="error" layout="multiline" role="alert" data-testid="distribution-error">
          <MessageBarBody>{errorText(outcome.error)}</MessageBarBody>
        </MessageBar>
      )}
      {outcome?.kind === 'queued' && (
        <MessageBar intent="info" data-testid="distribution-queued-notice">
          <MessageBarBody>{intl.formatMessage(q.queued)}</MessageBarBody>
        </MessageBar>
      )}
      <QueuedRequestsList albumId={album.id} />
      {outcome?.kind === 'sent' && (
        <MessageBar intent="success" data-testid="distribution-sent">
          <MessageBarBody>{intl.formatMessage(m.sent)}</MessageBarBody>
        </MessageBar>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={intl.formatMessage(
          confirming === 'takedown' ? m.confirmOffShelfTitle : m.confirmDistributeTitle,
        )}
        body={
          confirming === null
            ? ''
            : intl.formatMessage(
                confirming === 'takedown' ? m.confirmOffShelfBody : m.confirmDistributeBody,
                { count: picked(confirming).length, names: names(confirming) },
              )
        }
        confirmLabel={intl.formatMessage(confirming === 'takedown' ? m.offShelf : m.distribute)}
        testId="distribution-confirm"
        onConfirm={() => confirming && void send(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
