// Words for the upload pipeline's codes: media codes are `media.<code>` in the catalogues, the
// pipeline's own failures are `upload.failed.*` (both carry the file name).
import type { IntlShape } from 'react-intl';
import type { MediaIssue } from '../../domain/media';
import type { TaskError } from '../../uploads/uploadTasks';

export function formatBytes(intl: IntlShape, bytes: number): string {
  return intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 });
}

export function issueText(intl: IntlShape, issue: Pick<MediaIssue, 'code' | 'params'>, fileName: string): string {
  return intl.formatMessage({ id: `media.${issue.code}` }, { file: fileName, ...issue.params });
}

export function taskErrorText(intl: IntlShape, error: TaskError, fileName: string): string {
  return intl.formatMessage({ id: error.code }, { file: fileName, ...error.params });
}
