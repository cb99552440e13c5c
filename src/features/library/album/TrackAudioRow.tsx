import { makeStyles, TableCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { updateRecord } from '../../../data/catalogueRepo';
import type { Track } from '../../../domain/catalogue';
import { FILE_PURPOSES } from '../../../domain/media/filePolicy';
import { startUpload } from '../../../uploads/uploader';
import type { UploadTask } from '../../../uploads/uploadTasks';
import { useUploadTaskOf } from '../../../uploads/useUploadTasks';
import { TrackLyricsCell } from '../../lyrics/TrackLyricsCell';
import { RollingLyricsButton } from '../../lyrics/rolling/RollingLyricsButton';
import { AudioPlayer } from '../../player/AudioPlayer';
import { FilePickButton, type PickedFile } from '../../upload/FilePickButton';
import { useFileRecordStatus } from '../../upload/useFileRecordStatus';
import { taskErrorText } from '../../upload/uploadText';
import type { LandedFile } from '../../../uploads/uploadEngine';
import { useAlbumMediaStyles } from './AlbumMedia.styles';
import { albumMediaMessages as m } from './messages';
import { reportError } from '../../../data/errorLog';

const useRowStyles = makeStyles({
  audioCell: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
});

function statusText(
  intl: IntlShape,
  track: Track,
  task: UploadTask | undefined,
  record: LandedFile | null,
): string {
  const name = track.audio?.name ?? '';
  if (task) {
    if (task.state === 'uploading')
      return intl.formatMessage(m.audioUploading, { percent: task.percent });
    if (task.state === 'paused' || task.state === 'ghost')
      return intl.formatMessage(m.audioPaused, { percent: task.percent });
    if (task.verification === 'rejected' && task.error)
      return intl.formatMessage(m.audioRejected, {
        reason: taskErrorText(intl, task.error, task.name),
      });
    if (task.state === 'failed') return intl.formatMessage(m.audioFailed);
    return intl.formatMessage(task.verification === 'verified' ? m.audioVerified : m.audioWaiting);
  }
  if (!track.audio) return intl.formatMessage(m.audioNone);
  if (track.audio.verifiedAt) return intl.formatMessage(m.audioVerified);
  if (record?.status === 'verified') return intl.formatMessage(m.audioVerified);
  if (record?.status === 'rejected') {
    const reason = intl.formatMessage(
      { id: record.rejectCode ? `media.${record.rejectCode}` : 'upload.failed.rejected' },
      { file: name },
    );
    return intl.formatMessage(m.audioRejected, { reason });
  }
  if (record?.status === 'verifying') return intl.formatMessage(m.audioWaiting);
  return intl.formatMessage(m.audioPending);
}

interface TrackAudioRowProps {
  track: Track;
  editable: boolean;
  lyricsEditable: boolean;
  /** the track tab's order and delete controls, in a last cell */
  actions?: ReactNode;
}

/** One track: its audio status with a player once verified, the "Upload audio" button and its lyrics. */
export function TrackAudioRow({ track, editable, lyricsEditable, actions }: TrackAudioRowProps) {
  const intl = useIntl();
  const styles = useAlbumMediaStyles();
  const rowStyles = useRowStyles();
  const [problem, setProblem] = useState<string | null>(null);
  const fileId = track.audio?.path ?? null;
  const task = useUploadTaskOf(fileId);
  const record = useFileRecordStatus(
    fileId,
    task !== undefined || Boolean(track.audio?.verifiedAt),
  );

  const onPick = async ({ file, handle }: PickedFile) => {
    setProblem(null);
    const result = await startUpload({ file, purpose: 'track', handle });
    if (!result.ok || result.facts?.kind !== 'audio') return;
    const f = result.facts;
    try {
      await updateRecord('track', track.id, {
        audio: {
          path: result.fileId,
          name: file.name,
          sizeBytes: file.size,
          format: f.format,
          durationMs: f.durationMs,
          sampleRateHz: f.sampleRateHz,
          bitDepth: f.bitDepth,
          channels: f.channels,
          bitrateKbps: null,
          verifiedAt: null,
        },
      });
    } catch (error) {
      reportError('track.audioSave', error);
      setProblem(intl.formatMessage(m.editFailed));
    }
  };

  const isRejected = task?.verification === 'rejected' || record?.status === 'rejected';
  // only a verified file has a stream URL (the server refuses the rest)
  const isPlayable =
    Boolean(track.audio?.verifiedAt) ||
    record?.status === 'verified' ||
    task?.verification === 'verified';
  return (
    <TableRow data-testid="album-track" data-track-id={track.id}>
      <TableCell>{track.trackNo}</TableCell>
      <TableCell>{track.name}</TableCell>
      <TableCell>
        <div className={rowStyles.audioCell}>
          <Text
            className={isRejected || problem ? styles.rejected : undefined}
            data-testid="track-audio-status"
          >
            {problem ?? statusText(intl, track, task, record)}
          </Text>
          {isPlayable && fileId !== null && (
            <AudioPlayer
              key={fileId}
              fileId={fileId}
              title={track.name}
              durationMs={track.audio?.durationMs ?? null}
            />
          )}
        </div>
      </TableCell>
      <TableCell>
        <FilePickButton
          accept={FILE_PURPOSES.track.extensions}
          label={intl.formatMessage(m.uploadAudio)}
          ariaLabel={intl.formatMessage(m.uploadAudioFor, { track: track.name })}
          disabled={!editable}
          testId="track-audio-pick"
          onPick={(picked) => void onPick(picked)}
        />
      </TableCell>
      <TableCell>
        <TrackLyricsCell track={track} editable={lyricsEditable} />
        <RollingLyricsButton track={track} editable={lyricsEditable} />
      </TableCell>
      {actions !== undefined && <TableCell>{actions}</TableCell>}
    </TableRow>
  );
}
