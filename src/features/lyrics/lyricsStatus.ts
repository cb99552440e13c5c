// What the lyrics cell says, in order of precedence: a refusal of the last pick (before upload),
// this tab's upload task, then the server's word on the file the lyrics record points to.
import type { IntlShape } from 'react-intl';
import type { MediaIssue } from '../../domain/media';
import type { UploadTask } from '../../uploads/uploadTasks';
import type { LandedFile } from '../../uploads/uploadEngine';
import { issueText, taskErrorText } from '../upload/uploadText';
import { lyricsMessages as m } from './messages';

export interface LyricsRefusal {
  fileName: string;
  issue: Pick<MediaIssue, 'code' | 'params'>;
}

export interface LyricsStatusInput {
  /** the file the track's lyrics record points to */
  file: { name: string } | null;
  task: UploadTask | undefined;
  record: LandedFile | null;
  refusal: LyricsRefusal | null;
}

export type LyricsTone = 'plain' | 'busy' | 'rejected';

export function lyricsStatus(
  intl: IntlShape,
  { file, task, record, refusal }: LyricsStatusInput,
): { text: string; tone: LyricsTone } {
  if (refusal)
    return {
      text: intl.formatMessage(m.rejected, {
        reason: issueText(intl, refusal.issue, refusal.fileName),
      }),
      tone: 'rejected',
    };
  if (file === null) return { text: intl.formatMessage(m.none), tone: 'plain' };
  const name = file.name;
  if (task) {
    if (task.state === 'uploading')
      return {
        text: intl.formatMessage(m.uploading, { name, percent: task.percent }),
        tone: 'busy',
      };
    if (task.state === 'paused' || task.state === 'ghost')
      return { text: intl.formatMessage(m.paused, { name, percent: task.percent }), tone: 'busy' };
    if (task.verification === 'rejected' && task.error) {
      return {
        text: intl.formatMessage(m.rejected, { reason: taskErrorText(intl, task.error, name) }),
        tone: 'rejected',
      };
    }
    if (task.state === 'failed')
      return { text: intl.formatMessage(m.failed, { name }), tone: 'rejected' };
    if (task.verification !== 'verified')
      return { text: intl.formatMessage(m.waiting, { name }), tone: 'busy' };
    return { text: intl.formatMessage(m.uploaded, { name }), tone: 'plain' };
  }
  if (record?.status === 'rejected') {
    const reason = intl.formatMessage(
      { id: record.rejectCode ? `media.${record.rejectCode}` : 'upload.failed.rejected' },
      { file: name },
    );
    return { text: intl.formatMessage(m.rejected, { reason }), tone: 'rejected' };
  }
  if (record?.status === 'verifying')
    return { text: intl.formatMessage(m.waiting, { name }), tone: 'busy' };
  if (record?.status === 'verified')
    return { text: intl.formatMessage(m.uploaded, { name }), tone: 'plain' };
  // offline or still landing: the record is all this device knows
  return { text: intl.formatMessage(m.pending, { name }), tone: 'busy' };
}
