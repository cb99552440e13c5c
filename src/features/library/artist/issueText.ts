// A validation issue in words: the catalogue's `validation.<code>` text (spec section 8 wording,
// e.g. "{field} incomplete"), with the field named by the form's own label.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Issue } from '../../../domain/catalogue';
import { EditRefusedError } from '../../../data/catalogueRepo';

export type FieldLabels = Readonly<Record<string, MessageDescriptor>>;

export function fieldIssueText(intl: IntlShape, issue: Pick<Issue, 'code' | 'field' | 'params'>, labels: FieldLabels): string {
  const params: Record<string, string | number> = { ...issue.params };
  const label = labels[typeof params.field === 'string' ? params.field : issue.field];
  if (label) params.field = intl.formatMessage(label);
  const id = `validation.${issue.code}`;
  // a code this build has no text for still tells the user something
  if (!Object.hasOwn(intl.messages, id)) return `${label ? intl.formatMessage(label) : issue.field}: ${issue.code}`;
  return intl.formatMessage({ id }, params);
}

/** The issues a refused local write carries (its payload failed the server's own shape rules). */
export function refusalIssues(error: unknown): Issue[] | null {
  return error instanceof EditRefusedError && error.issues.length > 0 ? error.issues : null;
}
