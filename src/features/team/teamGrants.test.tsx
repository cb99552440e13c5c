// @vitest-environment happy-dom
// The team screen offers what the server accepts (issue 28): the demo manager (an administrator
// without distribution rights) sees only the roles it may grant, cannot open its own roles or the
// administrator's, may revoke but not re-send an administrator's invitation, and every reader
// sees who may grant which role and the log's role changes in their language.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import type { RoleInfo } from '../../domain/api';
import { ROLE_NAMES } from '../../domain/reference/roleNames';
import type { RoleCode } from '../../domain/roles';
import type { SecurityEvent, TeamInvitation, TeamMember } from '../../domain/team/teamApi';
import en from '../../i18n/locales/en.json';
import zhHans from '../../i18n/locales/zh-Hans.json';
import { setLanguage } from '../../i18n/languageStore';
import { quietFluentMotion } from '../library/clips/motionTesting';
import { GrantRulesPanel } from './GrantRulesPanel';
import { InviteDialog } from './TeamDialogs';
import { teamGrantsOf } from './teamGrants';
import { InvitationsTable, MembersTable, SecurityLogTable } from './TeamTables';

const member = (id: string, roles: RoleCode[], isSelf = false): TeamMember => ({
  id,
  name: id,
  loginName: id,
  email: `${id}@example.com`,
  phone: '',
  roles,
  lastLoginAt: null,
  isSelf,
});
const boss = member('boss', ['admin']);
const manager = member('manager', ['adminNoDistribution'], true);
const editor = member('editor', ['contentOperator']);
const team = [boss, manager, editor];
const invitation = (id: string, roles: RoleCode[]): TeamInvitation => ({
  id,
  email: `${id}@example.com`,
  name: '',
  roles,
  language: 'en',
  invitedBy: 'boss',
  createdAt: '2026-01-15T09:00:00.000Z',
  expiresAt: '2026-01-22T09:00:00.000Z',
  state: 'pending',
});
const roleInfo = (code: RoleCode): RoleInfo => ({
  code,
  name: ROLE_NAMES[code].nameEn,
  privileges: [],
});
const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;
const render = (element: React.ReactElement) => renderWithProviders([{ path: '/', element }], '/');

beforeEach(() => {
  quietFluentMotion();
  setLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setLanguage('zh-hans');
});

describe('the team screen for a manager', () => {
  const grants = teamGrantsOf(team);

  it('grants only the roles whose rights the manager holds', () => {
    expect(grants.grantable).toEqual(['adminNoDistribution', 'contentOperator']);
    expect(teamGrantsOf([{ ...boss, isSelf: true }, manager]).grantable).toEqual([
      'admin',
      'adminNoDistribution',
      'contentOperator',
    ]);
    // a list without the caller grants nothing
    expect(teamGrantsOf([boss, editor]).grantable).toEqual([]);
  });

  it('disables its own roles and the administrator, with the reason, and keeps the editor open', () => {
    render(
      <MembersTable
        members={team}
        grants={grants}
        canChange
        onEditRoles={() => undefined}
        onRemove={() => undefined}
      />,
    );
    const edit = (login: string) => screen.getByRole('button', { name: `Edit roles: ${login}` });
    const remove = (login: string) => screen.getByRole('button', { name: `Remove: ${login}` });
    expect(isDisabled(edit('manager'))).toBe(true);
    expect(isDisabled(edit('boss'))).toBe(true);
    expect(isDisabled(remove('boss'))).toBe(true);
    expect(isDisabled(edit('editor'))).toBe(false);
    expect(isDisabled(remove('editor'))).toBe(false);
    // leaving is allowed: a full administrator stays
    expect(isDisabled(remove('manager'))).toBe(false);
    const bossRow = screen.getByTestId('member-boss');
    expect(within(bossRow).getByTestId('refusal-reason').textContent).toContain(
      en['team.reason.memberNotManageable'],
    );
    expect(edit('boss').getAttribute('aria-describedby')).toBe(
      within(bossRow).getByTestId('refusal-reason').id,
    );
    const ownReason = within(screen.getByTestId('member-manager')).getByTestId('refusal-reason');
    expect(ownReason.textContent).toContain(en['team.reason.ownRoles']);
    expect(within(screen.getByTestId('member-editor')).queryByTestId('refusal-reason')).toBeNull();
  });

  it('may revoke an administrator invitation but not send it again', () => {
    const onRevoke = vi.fn();
    render(
      <InvitationsTable
        invitations={[invitation('new-boss', ['admin']), invitation('new-op', ['contentOperator'])]}
        grants={grants}
        canChange
        onResend={() => undefined}
        onRevoke={onRevoke}
      />,
    );
    expect(
      isDisabled(screen.getByRole('button', { name: 'Send again: new-boss@example.com' })),
    ).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Send again: new-op@example.com' }))).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Revoke: new-boss@example.com' }));
    expect(onRevoke).toHaveBeenCalledWith(expect.objectContaining({ id: 'new-boss' }));
    expect(screen.getByTestId('refusal-reason').textContent).toContain(
      en['team.reason.roleNotGrantable'],
    );
  });

  it('offers only the grantable roles in the invitation and names the others', () => {
    render(
      <InviteDialog
        open
        roles={grants.grantable.map(roleInfo)}
        withheld={[roleInfo('admin')]}
        busy={false}
        failure={null}
        onCancel={() => undefined}
        onSubmit={() => undefined}
      />,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(
      screen.getByRole('checkbox', { name: ROLE_NAMES.adminNoDistribution.nameEn }),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: ROLE_NAMES.contentOperator.nameEn })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: ROLE_NAMES.admin.nameEn })).toBeNull();
    expect(screen.getByTestId('roles-withheld').textContent).toContain(
      'Not offered, as they include rights you do not hold: Administrator.',
    );
  });
});

describe('who may grant which roles', () => {
  it('says what each role grants, in English and in Chinese', () => {
    render(<GrantRulesPanel yourRoles={['adminNoDistribution']} />);
    const row = (role: RoleCode) => screen.getByTestId(`grants-${role}`);
    expect(screen.getByRole('heading', { name: en['team.grants.heading'] })).toBeTruthy();
    expect(row('admin').textContent).toContain(
      'AdministratorAdministrator, Administrator without distribution rights, Music library content operator',
    );
    expect(row('adminNoDistribution').textContent).toContain(
      `Administrator without distribution rights ${en['team.grants.yours']}Administrator without distribution rights, Music library content operator`,
    );
    expect(row('contentOperator').textContent).toContain(en['team.grants.noTeam']);
    cleanup();

    setLanguage('zh-hans');
    render(<GrantRulesPanel yourRoles={['admin']} />);
    expect(screen.getByRole('heading', { name: zhHans['team.grants.heading'] })).toBeTruthy();
    expect(screen.getByTestId('grants-adminNoDistribution').textContent).toContain(
      '管理员（无发行权限）管理员（无发行权限）、曲库内容运营',
    );
    expect(screen.getByTestId('grants-contentOperator').textContent).toContain(
      zhHans['team.grants.noTeam'],
    );
  });
});

describe('the security log', () => {
  const event = (kind: SecurityEvent['kind'], detail: Record<string, string>): SecurityEvent => ({
    id: `${kind}-${Object.values(detail).join()}`,
    kind,
    at: '2026-01-15T09:00:00.000Z',
    address: '10.0.0.1',
    actor: 'boss',
    subject: 'editor',
    detail,
  });
  const events = [
    event('rolesChanged', { before: 'contentOperator', after: 'admin,contentOperator' }),
    event('teamChangeRefused', {
      action: 'changeRoles',
      reason: 'roleNotGrantable',
      before: 'contentOperator',
      roles: 'admin',
    }),
    // a kind a newer server logs: shown by its code, no details, no crash
    { ...event('signIn', {}), kind: 'somethingNew' as SecurityEvent['kind'] },
  ];

  it('shows role changes and refused attempts in words, in English and in Chinese', () => {
    render(<SecurityLogTable events={events} />);
    const details = () => screen.getAllByTestId('event-detail').map((d) => d.textContent);
    expect(details()).toEqual([
      'Before: Music library content operator. After: Administrator, Music library content operator.',
      'Tried to give Administrator (had Music library content operator). Refused: the roles include rights they do not hold.',
      '',
    ]);
    expect(screen.getByText(en['team.event.teamChangeRefused'])).toBeTruthy();
    expect(screen.getByText('somethingNew')).toBeTruthy();
    cleanup();

    setLanguage('zh-hans');
    render(<SecurityLogTable events={events} />);
    expect(details().slice(0, 2)).toEqual([
      '变更前：曲库内容运营；变更后：管理员、曲库内容运营。',
      '试图授予 管理员（原角色：曲库内容运营）。已拒绝：所选角色包含其没有的权限。',
    ]);
  });

  it('words a change of the tax residence (issue 26), and only a change', () => {
    const subject = (before: string, after: string) =>
      event('subjectInfoChanged', { taxResidentBefore: before, taxResident: after });
    const changes = [subject('true', 'false'), subject('false', 'false'), subject('false', 'true')];
    render(<SecurityLogTable events={changes} />);
    const details = () => screen.getAllByTestId('event-detail').map((d) => d.textContent);
    expect(details()).toEqual([
      'Tax residence changed from resident to non-resident.',
      '',
      'Tax residence changed from non-resident to resident.',
    ]);
    cleanup();
    setLanguage('zh-hans');
    render(<SecurityLogTable events={changes} />);
    expect(details()[0]).toBe('税收居民身份由居民改为非居民。');
  });
});
