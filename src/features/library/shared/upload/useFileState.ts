// Where a referenced file stands: this tab's upload task first (progress, pause, the server's
// verdict), else what the server says of it, else "waiting" (offline, or not landed yet).
import type { MessageDescriptor } from 'react-intl';
import type { UploadTask } from '../../../../uploads/uploadTasks';
import type { LandedFile } from '../../../../uploads/uploadEngine';
import { useUploadTaskOf } from '../../../../uploads/useUploadTasks';
import { useFileRecordStatus } from '../../../upload/useFileRecordStatus';
import { fileStateMessages as m } from '../../artist/messages';

export type FileState =
  | { kind: 'uploading'; percent: number }
  | { kind: 'paused'; percent: number }
  | { kind: 'failed' }
  | { kind: 'rejected'; code: string | null; params?: Record<string, string | number> }
  | { kind: 'verified' }
  | { kind: 'checking' }
  | { kind: 'waiting' };

export function fileStateOf(task: UploadTask | undefined, record: LandedFile | null): FileState {
  if (task) {
    if (task.state === 'uploading') return { kind: 'uploading', percent: task.percent };
    if (task.state === 'paused' || task.state === 'ghost')
      return { kind: 'paused', percent: task.percent };
    if (task.verification === 'rejected')
      return { kind: 'rejected', code: task.error?.code ?? null, params: task.error?.params };
    if (task.state === 'failed') return { kind: 'failed' };
    return task.verification === 'verified' ? { kind: 'verified' } : { kind: 'checking' };
  }
  if (record?.status === 'verified') return { kind: 'verified' };
  if (record?.status === 'rejected')
    return { kind: 'rejected', code: record.rejectCode ? `media.${record.rejectCode}` : null };
  if (record?.status === 'verifying') return { kind: 'checking' };
  return { kind: 'waiting' };
}

export function useFileState(fileId: string | null): FileState {
  const task = useUploadTaskOf(fileId);
  const record = useFileRecordStatus(fileId, task !== undefined);
  return fileStateOf(task, record);
}

export const FILE_STATE_TEXT: Readonly<Record<FileState['kind'], MessageDescriptor>> = {
  uploading: m.uploading,
  paused: m.paused,
  failed: m.failed,
  rejected: m.rejected,
  verified: m.verified,
  checking: m.checking,
  waiting: m.waiting,
};
