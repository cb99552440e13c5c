import {
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, isNetworkError } from '../../../../app/api/errors';
import { sharedMessages } from '../../../../components/messages';
import { useErrorText } from '../../../../components/useErrorText';
import { reportError } from '../../../../data/errorLog';
import type { Album } from '../../../../domain/catalogue';
import { packageFileName } from '../../../../domain/ddex/api';
import { REVIEW_STATUS } from '../../../../domain/status/reviewStatus';
import { useOnline } from '../../../batch/useOnline';
import { useAlbumMediaStyles } from '../AlbumMedia.styles';
import { DdexDiffView } from './DdexDiffView';
import { albumPackageMessages as m } from './messages';
import { fetchAlbumPackage, saveFile } from './packageCalls';
import { useAlbumDiff } from './useAlbumDiff';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Outcome = { kind: 'done'; fileName: string } | { kind: 'failed'; error: unknown } | null;

/**
 * The album's DDEX section: the offline package of an approved album (album source 4) and what
 * changed since the last package. The server builds and validates the message, so offline the
 * download says it needs a connection and the diff is the one last loaded, with its time; a refusal
 * shows the server's reasons.
 */
export function AlbumPackageDownload({ album }: { album: Album }) {
  const intl = useIntl();
  const styles = useStyles();
  const card = useAlbumMediaStyles();
  const errorText = useErrorText();
  const online = useOnline();
  const hintId = useId();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { diff, saved, failure, reload } = useAlbumDiff(album.id, album.version, online);
  const approved = album.reviewStatus === REVIEW_STATUS.approved;
  // what the card shows: this visit's answer, else the one last kept on the device
  const shown = diff ?? saved?.diff ?? null;
  if (!approved && (shown === null || shown.last === null)) return null;

  const download = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const fileName = packageFileName(album);
      saveFile(await fetchAlbumPackage(album.id), fileName);
      setOutcome({ kind: 'done', fileName });
      reload();
    } catch (error) {
      // a refusal or a lost connection is shown as is; anything else also keeps its cause
      if (!isApiError(error) && !isNetworkError(error)) reportError('album.package', error);
      setOutcome({ kind: 'failed', error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={card.section} aria-labelledby={headingId} data-testid="album-package">
      <Subtitle2 as="h2" id={headingId}>
        {intl.formatMessage(m.heading)}
      </Subtitle2>
      {approved && (
        <div className={styles.row}>
          <Button
            icon={<ArrowDownloadRegular />}
            disabledFocusable={!online || busy}
            aria-describedby={hintId}
            onClick={() => void download()}
            data-testid="album-package-download"
          >
            {intl.formatMessage(busy ? m.downloading : m.download)}
          </Button>
          <Caption1 id={hintId} className={styles.muted}>
            {intl.formatMessage(online ? m.hint : m.needsConnection)}
          </Caption1>
        </div>
      )}
      {outcome?.kind === 'failed' && (
        <MessageBar
          intent="error"
          layout="multiline"
          role="alert"
          data-testid="album-package-error"
        >
          <MessageBarBody>{errorText(outcome.error)}</MessageBarBody>
        </MessageBar>
      )}
      {outcome?.kind === 'done' && (
        <MessageBar intent="success" data-testid="album-package-done">
          <MessageBarBody>
            {intl.formatMessage(m.done, { fileName: outcome.fileName })}
          </MessageBarBody>
        </MessageBar>
      )}
      <Subtitle2 as="h3">{intl.formatMessage(m.diffHeading)}</Subtitle2>
      {online && failure !== null && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{errorText(failure)}</MessageBarBody>
        </MessageBar>
      )}
      {diff !== null && (online || !saved) ? (
        <DdexDiffView diff={diff} />
      ) : saved && (!online || failure !== null) ? (
        <>
          <Caption1 className={styles.muted} data-testid="album-diff-saved">
            {intl.formatMessage(sharedMessages.lastKnown, {
              time: intl.formatDate(saved.savedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Caption1>
          <DdexDiffView diff={saved.diff} />
        </>
      ) : !online ? (
        <Caption1 className={styles.muted}>{intl.formatMessage(m.diffNeedsConnection)}</Caption1>
      ) : null}
    </section>
  );
}
