// "Who may grant which roles" (issue 28): each partner role and the roles its holder may hand out,
// computed with mayGrant, the rule the server applies, so the table cannot say what the server
// refuses. A role without the team screen grants nothing in practice, and the panel says so.
import {
  Body1,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { PARTNER_ROLES, ROLE_PRIVILEGES, type RoleCode } from '../../domain/roles';
import { grantableRoles } from '../../domain/team/teamRules';
import { useLanguage } from '../../i18n/useLanguage';
import { grantMessages as g } from './grantMessages';
import { roleName, roleNames } from './roleText';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    maxWidth: '56rem',
  },
  roleCell: { fontWeight: tokens.fontWeightSemibold },
  rules: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/** The roles a holder of `role` may give, or null when the role cannot open the team screen. */
export function grantsOfRole(role: RoleCode): RoleCode[] | null {
  if (!ROLE_PRIVILEGES[role].includes('account-team')) return null;
  return grantableRoles([role], PARTNER_ROLES);
}

export function GrantRulesPanel({ yourRoles }: { yourRoles: readonly RoleCode[] }) {
  const intl = useIntl();
  const language = useLanguage();
  const styles = useStyles();
  const headingId = 'grant-rules-heading';
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="grant-rules">
      <Subtitle2 as="h2" id={headingId}>
        {intl.formatMessage(g.heading)}
      </Subtitle2>
      <Table size="small" aria-labelledby={headingId}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage(g.colRole)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(g.colMayGrant)}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {PARTNER_ROLES.map((role) => {
            const grants = grantsOfRole(role);
            return (
              <TableRow key={role} data-testid={`grants-${role}`}>
                <TableCell className={styles.roleCell}>
                  {roleName(language, role)}
                  {yourRoles.includes(role) && ` ${intl.formatMessage(g.yours)}`}
                </TableCell>
                <TableCell>
                  {grants ? roleNames(language, grants) : intl.formatMessage(g.noTeam)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ul className={styles.rules}>
        {[g.ruleHolds, g.ruleOwn, g.ruleLast, g.ruleRevoke, g.ruleMail].map((rule) => (
          <li key={rule.id}>
            <Body1>{intl.formatMessage(rule)}</Body1>
          </li>
        ))}
      </ul>
    </section>
  );
}
