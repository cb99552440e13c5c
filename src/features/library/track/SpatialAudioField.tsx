import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { updateRecord } from '../../../data/catalogueRepo';
import {
  fileExtension,
  validateSpatialAudio,
  type SpatialAudioType,
  type Track,
} from '../../../domain/catalogue';
import { FILE_PURPOSES } from '../../../domain/media/filePolicy';
import { startUpload } from '../../../uploads/uploader';
import type { UploadTask } from '../../../uploads/uploadTasks';
import { useUploadTaskOf } from '../../../uploads/useUploadTasks';
import { FilePickButton, type PickedFile } from '../../upload/FilePickButton';
import { issueText, taskErrorText } from '../../upload/uploadText';
import { albumMediaMessages } from '../album/messages';
import { FieldGroup } from '../shared/FieldGroup';
import { fieldState } from '../shared/issueText';
import { spatialTypeMessages, trackFieldLabels, trackSpatialMessages as m } from './messages';
import { reportError } from '../../../data/errorLog';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  rejected: { color: tokens.colorPaletteRedForeground1 },
});

function stateText(intl: IntlShape, task: UploadTask | undefined): string | null {
  if (task === undefined) return null;
  if (task.state === 'uploading')
    return intl.formatMessage(albumMediaMessages.audioUploading, { percent: task.percent });
  if (task.state === 'paused' || task.state === 'ghost')
    return intl.formatMessage(albumMediaMessages.audioPaused, { percent: task.percent });
  if (task.verification === 'rejected' && task.error)
    return intl.formatMessage(albumMediaMessages.audioRejected, {
      reason: taskErrorText(intl, task.error, task.name),
    });
  if (task.state === 'failed') return intl.formatMessage(albumMediaMessages.audioFailed);
  return intl.formatMessage(
    task.verification === 'verified'
      ? albumMediaMessages.audioVerified
      : albumMediaMessages.audioWaiting,
  );
}

interface Props {
  track: Track;
  /** the type chosen in the form (maybe not saved yet): it decides the accepted format */
  type: SpatialAudioType;
  editable: boolean;
}

/**
 * The spatial-audio master of the chosen type: Dolby Atmos as .wav, 5.1/7.1 as .mov (spec section
 * 5). Like the stereo audio, the track points at the file as soon as its upload starts.
 */
export function SpatialAudioField({ track, type, editable }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const [problem, setProblem] = useState<string | null>(null);
  const file = track.spatialAudio;
  const task = useUploadTaskOf(file?.path ?? null);
  const state = stateText(intl, task);
  // judged against the chosen type: a .wav stays wrong for 5.1 until replaced
  const issue = validateSpatialAudio({ spatialAudioType: type, spatialAudio: file }).find(
    (i) => i.field === 'spatialAudio',
  );

  const onPick = async ({ file: picked, handle }: PickedFile) => {
    setProblem(null);
    const result = await startUpload({ file: picked, purpose: type, handle });
    if (!result.ok) {
      const refusal = result.check.issues.find((i) => i.severity === 'error');
      setProblem(
        refusal
          ? issueText(intl, refusal, picked.name)
          : intl.formatMessage(albumMediaMessages.audioFailed),
      );
      return;
    }
    const format =
      result.facts !== null && 'format' in result.facts
        ? result.facts.format
        : fileExtension(picked.name);
    try {
      await updateRecord('track', track.id, {
        spatialAudio: { path: result.fileId, name: picked.name, sizeBytes: picked.size, format },
      });
    } catch (error) {
      reportError('track.spatialAudioSave', error);
      setProblem(intl.formatMessage(albumMediaMessages.editFailed));
    }
  };

  return (
    <FieldGroup
      label={intl.formatMessage(trackFieldLabels.spatialAudio)}
      required
      {...fieldState(intl, issue && { ...issue, severity: 'warning' }, trackFieldLabels)}
      testId="track-spatial-audio"
    >
      <div className={styles.row}>
        <Body1 className={problem ? styles.rejected : undefined}>
          {problem ??
            (file ? `${file.name}${state ? ` · ${state}` : ''}` : intl.formatMessage(m.none))}
        </Body1>
        <FilePickButton
          accept={FILE_PURPOSES[type].extensions}
          label={intl.formatMessage(m.upload)}
          ariaLabel={intl.formatMessage(m.uploadFor, {
            type: intl.formatMessage(spatialTypeMessages[type]),
          })}
          disabled={!editable}
          testId="track-spatial-pick"
          onPick={(picked) => void onPick(picked)}
        />
      </div>
    </FieldGroup>
  );
}
