import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataStatusBar } from '../../components/DataStatusBar';
import { sharedMessages } from '../../components/messages';
import { useErrorText } from '../../components/useErrorText';
import { useRemoteRefresh } from '../../components/useRemoteRefresh';
import { useCached } from '../../data/useCached';
import type { TeamMember } from '../../domain/team/teamApi';
import { ConfirmDialog } from '../library/shared/ConfirmDialog';
import { GrantRulesPanel } from './GrantRulesPanel';
import { teamMessages as m } from './messages';
import {
  postDeleteMember,
  postInvitation,
  postMemberRoles,
  postResendInvitation,
  postRevokeInvitation,
} from './teamCalls';
import { InviteDialog, RolesDialog } from './TeamDialogs';
import { teamGrantsOf } from './teamGrants';
import { refreshTeam } from './teamStore';
import { InvitationsTable, MembersTable, SecurityLogTable } from './TeamTables';
import { useTeamActions } from './useTeamActions';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1rem' },
  scroll: { overflowX: 'auto' },
});

type TabName = 'members' | 'invitations' | 'log';
type Open =
  | { kind: 'none' }
  | { kind: 'invite' }
  | { kind: 'roles'; member: TeamMember }
  | { kind: 'remove'; member: TeamMember };

/** /account/team (administrators): members, invitations and the organisation's security log. */
export function TeamPage() {
  const intl = useIntl();
  const styles = useStyles();
  const errorText = useErrorText();
  const [tab, setTab] = useState<TabName>('members');
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [notice, setNotice] = useState<string | null>(null);
  const members = useCached('teamMembers');
  const invitations = useCached('teamInvitations');
  const roles = useCached('teamRoles');
  const log = useCached('securityLog');
  const refresh = useCallback(() => refreshTeam(), []);
  const { status, retry } = useRemoteRefresh(refresh);
  const actions = useTeamActions(retry);
  const canChange = actions.isOnline && status.kind !== 'offline';
  const close = () => setOpen({ kind: 'none' });
  // what the caller may grant, from the members as last read: the server's own rules
  const grants = useMemo(() => teamGrantsOf(members?.value ?? []), [members]);
  const offered = roles?.value.filter((r) => grants.grantable.includes(r.code)) ?? [];
  const withheld = roles?.value.filter((r) => !grants.grantable.includes(r.code)) ?? [];

  const act = async (action: () => Promise<unknown>, done: string) => {
    setNotice(null);
    const outcome = await actions.run(action);
    // a refused removal is told on the page; the other dialogs show it and stay open
    if (outcome === 'done' || open.kind === 'remove') close();
    if (outcome === 'done') setNotice(done);
  };
  const saved = intl.formatMessage(m.saved);

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Title2 as="h1">{intl.formatMessage(m.heading)}</Title2>
        <Button
          appearance="primary"
          disabled={!canChange || !roles || grants.grantable.length === 0}
          onClick={() => {
            actions.clearFailure();
            setOpen({ kind: 'invite' });
          }}
        >
          {intl.formatMessage(m.invite)}
        </Button>
      </div>
      <DataStatusBar status={status} savedAt={members?.savedAt} onRetry={retry} />
      {!canChange && (
        <MessageBar intent="info" data-testid="needs-connection">
          <MessageBarBody>{intl.formatMessage(m.needsConnection)}</MessageBarBody>
        </MessageBar>
      )}
      {actions.failure !== null && open.kind === 'none' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(actions.failure)}</MessageBarBody>
        </MessageBar>
      )}
      {notice !== null && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <TabList
        selectedValue={tab}
        onTabSelect={(_, d) => setTab(d.value as TabName)}
        aria-label={intl.formatMessage(m.heading)}
      >
        <Tab value="members">{intl.formatMessage(m.members)}</Tab>
        <Tab value="invitations">{intl.formatMessage(m.invitations)}</Tab>
        <Tab value="log">{intl.formatMessage(m.securityLog)}</Tab>
      </TabList>
      {!members && status.kind === 'loading' && (
        <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
      )}
      <div className={styles.scroll}>
        {tab === 'members' && members && (
          <MembersTable
            members={members.value}
            grants={grants}
            canChange={canChange}
            onEditRoles={(member) => {
              actions.clearFailure();
              setOpen({ kind: 'roles', member });
            }}
            onRemove={(member) => {
              actions.clearFailure();
              setOpen({ kind: 'remove', member });
            }}
          />
        )}
        {tab === 'invitations' && invitations && (
          <InvitationsTable
            invitations={invitations.value}
            grants={grants}
            canChange={canChange}
            onResend={(i) =>
              void act(() => postResendInvitation(i.id), intl.formatMessage(m.invited))
            }
            onRevoke={(i) => void act(() => postRevokeInvitation(i.id), saved)}
          />
        )}
        {tab === 'log' && log && <SecurityLogTable events={log.value.list} />}
      </div>
      {tab === 'members' && members && <GrantRulesPanel yourRoles={grants.actorRoles} />}
      {open.kind === 'invite' && roles && (
        <InviteDialog
          open
          roles={offered}
          withheld={withheld}
          busy={actions.isBusy}
          failure={actions.failure}
          onCancel={close}
          onSubmit={(draft) => void act(() => postInvitation(draft), intl.formatMessage(m.invited))}
        />
      )}
      {open.kind === 'roles' && roles && (
        <RolesDialog
          open
          roles={offered}
          withheld={withheld}
          busy={actions.isBusy}
          failure={actions.failure}
          memberName={open.member.name || open.member.loginName}
          initial={open.member.roles}
          onCancel={close}
          onSubmit={(next) => void act(() => postMemberRoles(open.member.id, next), saved)}
        />
      )}
      {open.kind === 'remove' && (
        <ConfirmDialog
          open
          title={`${intl.formatMessage(m.remove)}: ${open.member.loginName}`}
          body={intl.formatMessage(m.confirmRemove)}
          confirmLabel={intl.formatMessage(m.remove)}
          onConfirm={() => void act(() => postDeleteMember(open.member.id), saved)}
          onCancel={close}
        />
      )}
    </div>
  );
}
