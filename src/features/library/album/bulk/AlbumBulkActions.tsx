// The album list's bulk distribution: the selected albums that can take the request each get one
// ("all channels the contract allows"); the server decides per album and channel, and the result
// says how many it accepted and refused. Offline each request is queued on the device, as the
// album page's panel does (sendOrQueue.ts), and each album's page lists it.
import { Button, Caption1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ArchiveArrowBackRegular, ArrowExportRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, isNetworkError } from '../../../../app/api/errors';
import { useSession } from '../../../../app/session/useSession';
import { reportError } from '../../../../data/errorLog';
import { ACTIONS } from '../../../../domain/roles';
import { useOnline } from '../../../batch/useOnline';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import type { DistributionKind } from '../distribution/channelPicks';
import { sendOrQueue } from '../distribution/sendOrQueue';
import { useAlbumSelection } from './albumSelection';
import { isBulkEligible } from './bulkEligibility';
import { bulkMessages as m } from './messages';

type Progress =
  { done: number; count: number } | { sent: number; refused: number; queued: number } | null;

export function AlbumBulkActions() {
  const intl = useIntl();
  const online = useOnline();
  const { privileges } = useSession();
  const { chosen, clear } = useAlbumSelection();
  const [confirming, setConfirming] = useState<DistributionKind | null>(null);
  const [progress, setProgress] = useState<Progress>(null);
  if (!(privileges?.includes(ACTIONS.albumDistribute) ?? false)) return null;

  const rows = [...chosen.values()];
  const eligible = (kind: DistributionKind) => rows.filter((r) => isBulkEligible(r, kind));
  const busy = progress !== null && 'done' in progress;

  const run = async (kind: DistributionKind) => {
    const targets = eligible(kind);
    setConfirming(null);
    let sent = 0;
    let refused = 0;
    let queued = 0;
    for (const [index, row] of targets.entries()) {
      setProgress({ done: index, count: targets.length });
      try {
        const outcome = await sendOrQueue(
          kind,
          { albumId: row.id, channelIds: 'all', albumVersion: row.version },
          online,
        );
        if (outcome.kind === 'sent') sent += 1;
        else queued += 1;
      } catch (error) {
        // a refusal is counted and the album's page tells why; anything else also keeps its cause
        if (!isApiError(error) && !isNetworkError(error))
          reportError('album.bulkDistribution', error);
        refused += 1;
      }
    }
    clear();
    setProgress({ sent, refused, queued });
  };

  return (
    <>
      <Button
        icon={<ArrowExportRegular />}
        disabledFocusable={busy || eligible('release').length === 0}
        onClick={() => setConfirming('release')}
        data-testid="album-bulk-distribute"
      >
        {intl.formatMessage(m.distribute, { count: eligible('release').length })}
      </Button>
      <Button
        icon={<ArchiveArrowBackRegular />}
        disabledFocusable={busy || eligible('takedown').length === 0}
        onClick={() => setConfirming('takedown')}
        data-testid="album-bulk-off-shelf"
      >
        {intl.formatMessage(m.offShelf, { count: eligible('takedown').length })}
      </Button>
      {!online && rows.length > 0 && <Caption1>{intl.formatMessage(m.offlineHint)}</Caption1>}
      {progress !== null && (
        <MessageBar
          intent={'done' in progress || progress.refused === 0 ? 'info' : 'warning'}
          data-testid="album-bulk-result"
        >
          <MessageBarBody>
            {'done' in progress
              ? intl.formatMessage(m.working, progress)
              : intl.formatMessage(m.result, progress)}
          </MessageBarBody>
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
                { count: eligible(confirming).length },
              )
        }
        confirmLabel={intl.formatMessage(confirming === 'takedown' ? m.offShelf : m.distribute, {
          count: confirming === null ? 0 : eligible(confirming).length,
        })}
        testId="album-bulk-confirm"
        onConfirm={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
