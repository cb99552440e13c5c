import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Track } from '../../domain/catalogue';
import { FILE_PURPOSES } from '../../domain/media/filePolicy';
import { useUploadTaskOf } from '../../uploads/useUploadTasks';
import { FilePickButton } from '../upload/FilePickButton';
import { useFileRecordStatus } from '../upload/useFileRecordStatus';
import { lyricsStatus } from './lyricsStatus';
import { lyricsMessages as m } from './messages';
import { originalLyricsOf } from './lyricsWrite';
import { useLyricsUpload } from './useLyricsUpload';

const useStyles = makeStyles({
  cell: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
  rejected: { color: tokens.colorPaletteRedForeground1 },
  busy: { color: tokens.colorNeutralForeground2 },
});

/** The lyrics of one track row: its state and the "Upload lyrics" button (txt, lrc, krc by content). */
export function TrackLyricsCell({ track, editable }: { track: Track; editable: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const { rows, refusal, hasSaveFailed, upload } = useLyricsUpload(track);
  const lyrics = originalLyricsOf(rows);
  const fileId = lyrics?.file?.path ?? null;
  const task = useUploadTaskOf(fileId);
  const record = useFileRecordStatus(fileId, task !== undefined);
  const status = lyricsStatus(intl, { file: lyrics?.file ?? null, task, record, refusal });
  const isRejected = hasSaveFailed || status.tone === 'rejected';

  return (
    <div className={styles.cell}>
      <Text
        size={200}
        className={isRejected ? styles.rejected : status.tone === 'busy' ? styles.busy : undefined}
        data-testid="track-lyrics-status"
        data-tone={hasSaveFailed ? 'rejected' : status.tone}
      >
        {hasSaveFailed ? intl.formatMessage(m.saveFailed) : status.text}
      </Text>
      <FilePickButton
        accept={FILE_PURPOSES.lyrics.extensions}
        label={intl.formatMessage(m.upload)}
        ariaLabel={intl.formatMessage(m.uploadFor, { track: track.name })}
        disabled={!editable || lyrics === undefined}
        testId="track-lyrics-pick"
        onPick={(picked) => void upload({ kind: 'original' }, picked)}
      />
    </div>
  );
}
