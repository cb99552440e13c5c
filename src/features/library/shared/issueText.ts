// Words for the domain's validation issues at a form field: `validation.<code>` from the shared
// catalogue, with "{field}" filled by the field's own label ("ISRC incomplete", "ISRC信息不完整").
// The one wording of every library form, drawer and panel.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { EditRefusedError } from '../../../data/catalogueRepo';
import type { Issue } from '../../../domain/catalogue';

export type FieldLabels = Readonly<Record<string, MessageDescriptor>>;

export function issueText(
  intl: IntlShape,
  issue: Pick<Issue, 'code' | 'params' | 'field'>,
  labels: FieldLabels,
): string {
  const params: Record<string, string | number> = { ...issue.params };
  const field = typeof params.field === 'string' ? params.field : issue.field;
  const label = labels[field];
  params.field = label ? intl.formatMessage(label) : field;
  const id = `validation.${issue.code}`;
  // the catalogues hold every validation.<code> of the domain; a newer server's code still says something
  if (!Object.hasOwn(intl.messages, id)) return `${params.field}: ${issue.code}`;
  return intl.formatMessage({ id }, params);
}

/** The first issue of each field, in order: a field shows one message at a time. */
export function firstIssueByField(issues: readonly Issue[]): Map<string, Issue> {
  const byField = new Map<string, Issue>();
  for (const issue of issues) {
    const current = byField.get(issue.field);
    // an error outranks a warning of the same field
    if (current === undefined || (current.severity === 'warning' && issue.severity === 'error'))
      byField.set(issue.field, issue);
  }
  return byField;
}

/** Fluent Field props for one field's issue: the message and its state (error or warning). */
export function fieldState(
  intl: IntlShape,
  issue: Issue | undefined,
  labels: FieldLabels,
): { validationMessage?: string; validationState?: 'error' | 'warning' } {
  if (issue === undefined) return {};
  return {
    validationMessage: issueText(intl, issue, labels),
    validationState: issue.severity === 'error' ? 'error' : 'warning',
  };
}

/** The first error of a field, worded; undefined when the field has none. */
export function fieldError(
  intl: IntlShape,
  issues: readonly Issue[],
  field: string,
  labels: FieldLabels,
): string | undefined {
  const found = issues.find((i) => i.field === field && i.severity === 'error');
  return found ? issueText(intl, found, labels) : undefined;
}

/** The issues a refused local write carries (its payload failed the server's own shape rules). */
export function refusalIssues(error: unknown): Issue[] | null {
  return error instanceof EditRefusedError && error.issues.length > 0 ? error.issues : null;
}
