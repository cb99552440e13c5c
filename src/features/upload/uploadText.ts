// Words for the upload pipeline's codes: media codes are `media.<code>` in the catalogues, the
// pipeline's own failures are `upload.failed.*` (both carry the file name).
import type { IntlShape } from 'react-intl';
import { formatFileSize, type MediaIssue } from '../../domain/media';
import type { TaskError } from '../../uploads/uploadTasks';

/** Every size on screen goes through here: decimal units in the interface language (domain/media/fileSize). */
export function formatBytes(intl: Pick<IntlShape, 'locale'>, bytes: number): string {
  return formatFileSize(bytes, intl.locale);
}

export function issueText(
  intl: IntlShape,
  issue: Pick<MediaIssue, 'code' | 'params'>,
  fileName: string,
): string {
  return intl.formatMessage({ id: `media.${issue.code}` }, { file: fileName, ...issue.params });
}

export function taskErrorText(intl: IntlShape, error: TaskError, fileName: string): string {
  return intl.formatMessage({ id: error.code }, { file: fileName, ...error.params });
}
