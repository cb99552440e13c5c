import { Body1, Body1Strong } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import type { WireIssue } from '../../../domain/sync/protocol';
import { useConflictsStyles } from './ConflictsPage.styles';
import { fieldLabel } from './formatValue';
import { conflictMessages as m } from './messages';

/**
 * A validation code as the catalogue words it (`validation.<code>`), with its field named. A code
 * from a newer server that this build has no text for is shown as the code itself.
 */
function issueText(intl: IntlShape, issue: WireIssue): string {
  const id = `validation.${issue.code}`;
  if (!Object.hasOwn(intl.messages, id)) return `${fieldLabel(intl, issue.field)}: ${issue.code}`;
  const params = { ...issue.params };
  if (typeof params.field === 'string') params.field = fieldLabel(intl, params.field);
  // the id is built from the code: the catalogues hold every validation.<code> of the domain
  return `${fieldLabel(intl, issue.field)}: ${intl.formatMessage({ id }, params)}`;
}

export function IssueList({ issues }: { issues: readonly WireIssue[] }) {
  const intl = useIntl();
  const styles = useConflictsStyles();
  if (issues.length === 0) return null;
  return (
    <div>
      <Body1Strong block>{intl.formatMessage(m.codesTitle)}</Body1Strong>
      <ul className={styles.codes} data-testid="conflict-codes">
        {issues.map((issue, i) => (
          <li key={`${issue.field}-${issue.code}-${i}`} data-code={issue.code}>
            <Body1>{issueText(intl, issue)}</Body1>
          </li>
        ))}
      </ul>
    </div>
  );
}
