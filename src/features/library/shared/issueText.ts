// Words for the domain's validation issues at a form field: `validation.<code>` from the shared
// catalogue, with "{field}" filled by the field's own label ("ISRC incomplete", "ISRC信息不完整").
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Issue } from '../../../domain/catalogue';

export type FieldLabels = Readonly<Record<string, MessageDescriptor>>;

export function issueText(intl: IntlShape, issue: Pick<Issue, 'code' | 'params' | 'field'>, labels: FieldLabels): string {
  const params: Record<string, string | number> = { ...issue.params };
  if (typeof params.field === 'string') {
    const label = labels[params.field];
    params.field = label ? intl.formatMessage(label) : params.field;
  }
  // the id is built from the code: the catalogues hold every validation.<code> of the domain
  return intl.formatMessage({ id: `validation.${issue.code}` }, params);
}

/** The first issue of each field, in order: a field shows one message at a time. */
export function firstIssueByField(issues: readonly Issue[]): Map<string, Issue> {
  const byField = new Map<string, Issue>();
  for (const issue of issues) {
    const current = byField.get(issue.field);
    // an error outranks a warning of the same field
    if (current === undefined || (current.severity === 'warning' && issue.severity === 'error')) byField.set(issue.field, issue);
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
  return { validationMessage: issueText(intl, issue, labels), validationState: issue.severity === 'error' ? 'error' : 'warning' };
}
