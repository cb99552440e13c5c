import {
  Body1,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { SecurityEvent, TeamInvitation, TeamMember } from '../../domain/team/teamApi';
import { useLanguage } from '../../i18n/useLanguage';
import { securityEventMessages, teamMessages as m } from './messages';
import { roleNames } from './roleText';

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
  canChange,
  onEditRoles,
  onRemove,
}: ActionProps & {
  members: readonly TeamMember[];
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
        {members.map((member) => (
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
                disabled={!canChange}
                aria-label={`${intl.formatMessage(m.editRoles)}: ${member.loginName}`}
                onClick={() => onEditRoles(member)}
              >
                {intl.formatMessage(m.editRoles)}
              </Button>
              <Button
                size="small"
                appearance="subtle"
                disabled={!canChange}
                aria-label={`${intl.formatMessage(m.remove)}: ${member.loginName}`}
                onClick={() => onRemove(member)}
              >
                {intl.formatMessage(m.remove)}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function InvitationsTable({
  invitations,
  canChange,
  onResend,
  onRevoke,
}: ActionProps & {
  invitations: readonly TeamInvitation[];
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
        {invitations.map((invitation) => (
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
                disabled={!canChange}
                aria-label={`${intl.formatMessage(m.resend)}: ${invitation.email}`}
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
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function SecurityLogTable({ events }: { events: readonly SecurityEvent[] }) {
  const intl = useIntl();
  const when = useDateTime();
  if (events.length === 0) return <Body1>{intl.formatMessage(m.noEvents)}</Body1>;
  return (
    <Table aria-label={intl.formatMessage(m.securityLog)} data-testid="security-log">
      <Head
        columns={[m.colTime, m.colEvent, m.colActor, m.colSubject, m.colAddress]}
        label={intl.formatMessage(m.securityLog)}
      />
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.id}>
            <TableCell>{when(event.at)}</TableCell>
            <TableCell>{intl.formatMessage(securityEventMessages[event.kind])}</TableCell>
            <TableCell>{event.actor}</TableCell>
            <TableCell>{event.subject}</TableCell>
            <TableCell>{event.address}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
