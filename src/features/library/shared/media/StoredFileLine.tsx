import { Text } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import type { AudioFacts } from '../../../../domain/catalogue/common';
import type { MediaIssue } from '../../../../domain/media';
import { formatClockTime } from '../../../../domain/catalogue/time';
import type { LandedFile } from '../../../../uploads/uploadEngine';
import type { UploadTask } from '../../../../uploads/uploadTasks';
import { useUploadTaskOf } from '../../../../uploads/useUploadTasks';
import { formatBytes, issueText, taskErrorText } from '../../../upload/uploadText';
import { useFileRecordStatus } from '../../../upload/useFileRecordStatus';
import { mediaCommonMessages as m } from './messages';
import { useMediaFormStyles } from './MediaForms.styles';
import type { FilePickState } from '../upload/audioUpload';

/** The stored facts of an audio file: name · format · duration · size. */
export function audioFactsText(intl: IntlShape, file: AudioFacts): string {
  return intl.formatMessage(m.fileFacts, {
    name: file.name,
    format: file.format.toUpperCase(),
    duration: formatClockTime(file.durationMs),
    size: formatBytes(intl, file.sizeBytes),
  });
}

/** A file refused before upload: "Rejected: x.txt: Incorrect File Format". */
function refusalText(
  intl: IntlShape,
  fileName: string,
  issue: Pick<MediaIssue, 'code' | 'params'> | null,
): string {
  const reason = issue
    ? issueText(intl, issue, fileName)
    : intl.formatMessage({ id: 'media.file-format' }, { file: fileName });
  return intl.formatMessage(m.fileRejected, { reason });
}

/** Where the file is: this tab's upload task first, then the server's word, then the record's. */
export function fileStateText(
  intl: IntlShape,
  file: AudioFacts,
  task: UploadTask | undefined,
  record: LandedFile | null,
): { text: string; isBad: boolean } {
  if (task) {
    if (task.state === 'uploading')
      return { text: intl.formatMessage(m.fileUploading, { percent: task.percent }), isBad: false };
    if (task.state === 'paused' || task.state === 'ghost')
      return { text: intl.formatMessage(m.filePaused, { percent: task.percent }), isBad: false };
    if (task.verification === 'rejected' && task.error) {
      return {
        text: intl.formatMessage(m.fileRejected, {
          reason: taskErrorText(intl, task.error, file.name),
        }),
        isBad: true,
      };
    }
    if (task.state === 'failed') return { text: intl.formatMessage(m.fileFailed), isBad: true };
    return {
      text: intl.formatMessage(task.verification === 'verified' ? m.fileVerified : m.fileWaiting),
      isBad: false,
    };
  }
  if (file.verifiedAt !== null || record?.status === 'verified')
    return { text: intl.formatMessage(m.fileVerified), isBad: false };
  if (record?.status === 'rejected') {
    const reason = intl.formatMessage(
      { id: record.rejectCode ? `media.${record.rejectCode}` : 'upload.failed.rejected' },
      { file: file.name },
    );
    return { text: intl.formatMessage(m.fileRejected, { reason }), isBad: true };
  }
  if (record?.status === 'verifying')
    return { text: intl.formatMessage(m.fileWaiting), isBad: false };
  return { text: intl.formatMessage(m.filePending), isBad: false };
}

interface Props {
  file: AudioFacts | null;
  /** the drawer's last pick (a refusal before upload wins) */
  pick?: FilePickState;
  testId?: string;
  /** false in tables whose columns already show format, duration and size */
  showFacts?: boolean;
}

/** One line under a file field or in a table cell: the file's facts and its upload state. */
export function StoredFileLine({ file, pick, testId, showFacts = true }: Props) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  const fileId = file?.path ?? null;
  const task = useUploadTaskOf(fileId);
  const record = useFileRecordStatus(fileId, task !== undefined || Boolean(file?.verifiedAt));
  if (pick?.kind === 'checking') {
    return (
      <Text size={200} className={styles.muted} data-testid={testId} data-state="checking">
        {intl.formatMessage(m.fileChecking)}
      </Text>
    );
  }
  if (pick?.kind === 'refused') {
    return (
      <Text
        size={200}
        className={styles.error}
        data-testid={testId}
        data-state="refused"
        role="alert"
      >
        {refusalText(intl, pick.fileName, pick.issue)}
      </Text>
    );
  }
  if (file === null) {
    return (
      <Text size={200} className={styles.muted} data-testid={testId} data-state="none">
        {intl.formatMessage(m.fileNone)}
      </Text>
    );
  }
  const state = fileStateText(intl, file, task, record);
  return (
    <Text
      size={200}
      className={state.isBad ? styles.error : undefined}
      data-testid={testId}
      data-state={state.isBad ? 'bad' : 'ok'}
    >
      {showFacts ? audioFactsText(intl, file) : file.name} · {state.text}
    </Text>
  );
}
