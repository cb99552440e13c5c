import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { SecurityEvent, TeamInvitation, TeamMember } from '../../domain/team/teamApi';
import { useLanguage } from '../../i18n/useLanguage';
import { refusalReasonMessages } from './grantMessages';
import { securityEventMessages, teamMessages as m } from './messages';
import { roleNames } from './roleText';
import { securityEventDetail } from './securityLogText';
import type { TeamGrants } from './teamGrants';

const useStyles = makeStyles({
  reason: { display: 'block', color: tokens.colorNeutralForeground3, maxWidth: '16rem' },
});

/** Why the buttons beside it are not offered (their aria-describedby), once per distinct reason. */
function Reasons({
  id,
  codes,
}: {
  id: string;
  codes: (keyof typeof refusalReasonMessages | null)[];
}) {
  const intl = useIntl();
  const styles = useStyles();
  const shown = [...new Set(codes.filter((c) => c !== null))];
  if (shown.length === 0) return null;
  return (
    <Caption1 id={id} className={styles.reason} data-testid="refusal-reason">
      {shown.map((code) => intl.formatMessage(refusalReasonMessages[code])).join(' ')}
    </Caption1>
  );
}

function useDateTime() {
  const intl = useIntl();
  return (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

function Head({ columns, label }: { columns: MessageDescriptor[]; label: string }) {
  const intl = useIntl();
  return (
    <TableHeader>
      <TableRow aria-label={label}>
        {columns.map((c) => (
          <TableHeaderCell key={c.id}>{intl.formatMessage(c)}</TableHeaderCell>
        ))}
      </TableRow>
    </TableHeader>
  );
}

interface ActionProps {
  /** false offline: changes need the server */
  canChange: boolean;
}

export function MembersTable({
  members,
  grants,
  canChange,
  onEditRoles,
  onRemove,
}: ActionProps & {
  members: readonly TeamMember[];
  grants: TeamGrants;
  onEditRoles(member: TeamMember): void;
  onRemove(member: TeamMember): void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const when = useDateTime();
  const columns = [m.colName, m.colLogin, m.colRoles, m.colEmail, m.colPhone, m.colLastLogin];
  return (
    <Table aria-label={intl.formatMessage(m.members)} data-testid="team-members">
      <Head columns={[...columns, m.colActions]} label={intl.formatMessage(m.members)} />
      <TableBody>
        {members.map((member) => {
          const editRefusal = grants.editRefusal(member);
          const removeRefusal = grants.removeRefusal(member);
          const reasonId = `member-reason-${member.id}`;
          const describedBy = editRefusal || removeRefusal ? reasonId : undefined;
          return (
            <TableRow key={member.id} data-testid={`member-${member.loginName}`}>
              <TableCell>
                {member.name}
                {member.isSelf && ` ${intl.formatMessage(m.you)}`}
              </TableCell>
              <TableCell>{member.loginName}</TableCell>
              <TableCell data-testid="member-roles">{roleNames(language, member.roles)}</TableCell>
              <TableCell>{member.email}</TableCell>
              <TableCell>{member.phone}</TableCell>
              <TableCell>
                {member.lastLoginAt ? when(member.lastLoginAt) : intl.formatMessage(m.never)}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  appearance="subtle"
                  disabled={!canChange || editRefusal !== null}
                  aria-label={`${intl.formatMessage(m.editRoles)}: ${member.loginName}`}
                  aria-describedby={editRefusal ? describedBy : undefined}
                  onClick={() => onEditRoles(member)}
                >
                  {intl.formatMessage(m.editRoles)}
                </Button>
                <Button
                  size="small"
                  appearance="subtle"
                  disabled={!canChange || removeRefusal !== null}
                  aria-label={`${intl.formatMessage(m.remove)}: ${member.loginName}`}
                  aria-describedby={removeRefusal ? describedBy : undefined}
                  onClick={() => onRemove(member)}
                >
                  {intl.formatMessage(m.remove)}
                </Button>
                <Reasons id={reasonId} codes={[editRefusal, removeRefusal]} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export function InvitationsTable({
  invitations,
  grants,
  canChange,
  onResend,
  onRevoke,
}: ActionProps & {
  invitations: readonly TeamInvitation[];
  grants: TeamGrants;
  onResend(invitation: TeamInvitation): void;
  onRevoke(invitation: TeamInvitation): void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const when = useDateTime();
  if (invitations.length === 0) return <Body1>{intl.formatMessage(m.noInvitations)}</Body1>;
  return (
    <Table aria-label={intl.formatMessage(m.invitations)} data-testid="team-invitations">
      <Head
        columns={[m.colEmail, m.colRoles, m.colInvitedBy, m.colExpires, m.colActions]}
        label={intl.formatMessage(m.invitations)}
      />
      <TableBody>
        {invitations.map((invitation) => {
          const resendRefusal = grants.resendRefusal(invitation);
          const reasonId = `invitation-reason-${invitation.id}`;
          return (
            <TableRow key={invitation.id}>
              <TableCell>{invitation.email}</TableCell>
              <TableCell>{roleNames(language, invitation.roles)}</TableCell>
              <TableCell>{invitation.invitedBy}</TableCell>
              <TableCell>
                {invitation.state === 'expired'
                  ? intl.formatMessage(m.expired)
                  : when(invitation.expiresAt)}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  appearance="subtle"
                  disabled={!canChange || resendRefusal !== null}
                  aria-label={`${intl.formatMessage(m.resend)}: ${invitation.email}`}
                  aria-describedby={resendRefusal ? reasonId : undefined}
                  onClick={() => onResend(invitation)}
                >
                  {intl.formatMessage(m.resend)}
                </Button>
                <Button
                  size="small"
                  appearance="subtle"
                  disabled={!canChange}
                  aria-label={`${intl.formatMessage(m.revoke)}: ${invitation.email}`}
                  onClick={() => onRevoke(invitation)}
                >
                  {intl.formatMessage(m.revoke)}
                </Button>
                <Reasons id={reasonId} codes={[resendRefusal]} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export function SecurityLogTable({ events }: { events: readonly SecurityEvent[] }) {
  const intl = useIntl();
  const language = useLanguage();
  const when = useDateTime();
  // a kind a newer server logs before this build knows it: its code rather than a crash
  const kindText = (kind: string) =>
    Object.hasOwn(securityEventMessages, kind)
      ? intl.formatMessage(securityEventMessages[kind as SecurityEvent['kind']])
      : kind;
  if (events.length === 0) return <Body1>{intl.formatMessage(m.noEvents)}</Body1>;
  return (
    <Table aria-label={intl.formatMessage(m.securityLog)} data-testid="security-log">
      <Head
        columns={[m.colTime, m.colEvent, m.colActor, m.colSubject, m.colDetails, m.colAddress]}
        label={intl.formatMessage(m.securityLog)}
      />
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.id}>
            <TableCell>{when(event.at)}</TableCell>
            <TableCell>{kindText(event.kind)}</TableCell>
            <TableCell>{event.actor}</TableCell>
            <TableCell>{event.subject}</TableCell>
            <TableCell data-testid="event-detail">
              {securityEventDetail(intl, language, event)}
            </TableCell>
            <TableCell>{event.address}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
