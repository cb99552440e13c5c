import {
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, isNetworkError } from '../../../../app/api/errors';
import { useErrorText } from '../../../../components/useErrorText';
import { reportError } from '../../../../data/errorLog';
import type { Album } from '../../../../domain/catalogue';
import { packageFileName } from '../../../../domain/ddex/api';
import { REVIEW_STATUS } from '../../../../domain/status/reviewStatus';
import { useOnline } from '../../../batch/useOnline';
import { albumPackageMessages as m } from './messages';
import { fetchAlbumPackage, saveFile } from './packageCalls';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Outcome = { kind: 'done'; fileName: string } | { kind: 'failed'; error: unknown } | null;

/**
 * The offline DDEX package of an approved album (album source 4). The server builds and validates
 * it, so offline the button says it needs a connection; a refusal shows the server's reasons.
 */
export function AlbumPackageDownload({ album }: { album: Album }) {
  const intl = useIntl();
  const styles = useStyles();
  const errorText = useErrorText();
  const online = useOnline();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (album.reviewStatus !== REVIEW_STATUS.approved) return null;

  const download = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const fileName = packageFileName(album);
      saveFile(await fetchAlbumPackage(album.id), fileName);
      setOutcome({ kind: 'done', fileName });
    } catch (error) {
      // a refusal or a lost connection is shown as is; anything else also keeps its cause
      if (!isApiError(error) && !isNetworkError(error)) reportError('album.package', error);
      setOutcome({ kind: 'failed', error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.root} data-testid="album-package">
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
    </section>
  );
}
