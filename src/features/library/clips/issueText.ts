// Catalogue issues as the drawers word them: `validation.<code>` from the shared catalogues, with
// "{field}" filled by the form's own label of the field ("Track incomplete").
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Issue } from '../../../domain/catalogue/issues';
import type { MediaIssue } from '../../../domain/media';
import { issueText } from '../../upload/uploadText';
import { mediaCommonMessages as m } from './messages';

export function validationText(intl: IntlShape, issue: Issue, labels: Readonly<Record<string, MessageDescriptor>>): string {
  const label = labels[issue.field];
  const params = { ...issue.params, field: label ? intl.formatMessage(label) : issue.field };
  // every catalogue code has its validation.<code> text (src/domain/catalogue/messages.test.ts)
  return intl.formatMessage({ id: `validation.${issue.code}` }, params);
}

/** The first error of a field, worded; undefined when the field has none. */
export function fieldError(
  intl: IntlShape,
  issues: readonly Issue[],
  field: string,
  labels: Readonly<Record<string, MessageDescriptor>>,
): string | undefined {
  const found = issues.find((i) => i.field === field && i.severity === 'error');
  return found ? validationText(intl, found, labels) : undefined;
}

/** A file refused before upload: "Rejected: x.txt: Incorrect File Format". */
export function refusalText(intl: IntlShape, fileName: string, issue: Pick<MediaIssue, 'code' | 'params'> | null): string {
  const reason = issue ? issueText(intl, issue, fileName) : intl.formatMessage({ id: 'media.file-format' }, { file: fileName });
  return intl.formatMessage(m.fileRejected, { reason });
}
