import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTNER_ROLES, privilegesOfRoles, type RoleCode } from '../roles';
import {
  checkInvitationRoles,
  checkMemberChange,
  checkRolesEditable,
  grantableRoles,
  keepsAdministrator,
  keepsFullAdministrator,
  mayGrant,
  normaliseTeamRoles,
  validateTeamRoles,
  type TeamMemberRoles,
} from './teamRules';

describe('validateTeamRoles', () => {
  it('needs at least one partner role', () => {
    expect(validateTeamRoles([])).toBe('roles-required');
    expect(validateTeamRoles(['staff'])).toBe('role-unknown');
    expect(validateTeamRoles(['admin', 'nope'])).toBe('role-unknown');
    expect(validateTeamRoles(['contentOperator'])).toBeNull();
  });
});

describe('keepsAdministrator', () => {
  const team = [
    { userId: 'a', roles: ['admin'] },
    { userId: 'b', roles: ['adminNoDistribution'] },
    { userId: 'c', roles: ['contentOperator'] },
  ];
  it('lets one of two administrators step down, never the last', () => {
    expect(keepsAdministrator(team, 'a', ['contentOperator'])).toBe(true);
    const one = team.filter((m) => m.userId !== 'b');
    expect(keepsAdministrator(one, 'a', ['contentOperator'])).toBe(false);
    expect(keepsAdministrator(one, 'a', null)).toBe(false);
    expect(keepsAdministrator(one, 'c', null)).toBe(true);
  });
  it('agrees with counting administrators after the change', () => {
    const role = fc.constantFrom<RoleCode>(...PARTNER_ROLES);
    fc.assert(
      fc.property(
        fc.array(fc.array(role, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.option(fc.array(role, { minLength: 1, maxLength: 3 })),
        (rolesList, pick, next) => {
          const members = rolesList.map((roles, i) => ({ userId: String(i), roles }));
          const target = String(pick % members.length);
          const after = members
            .filter((m) => m.userId !== target || next !== null)
            .map((m) => (m.userId === target ? (next ?? []) : m.roles));
          const admins = after.filter(
            (r) => r.includes('admin') || r.includes('adminNoDistribution'),
          );
          expect(keepsAdministrator(members, target, next)).toBe(admins.length > 0);
        },
      ),
    );
  });
  it('normalises roles to the partner order without repeats', () => {
    expect(normaliseTeamRoles(['contentOperator', 'admin', 'admin'])).toEqual([
      'admin',
      'contentOperator',
    ]);
  });
});

describe('mayGrant', () => {
  it('grants only roles whose every privilege the actor holds', () => {
    expect(mayGrant(['admin'], ['admin', 'adminNoDistribution', 'contentOperator'])).toBe(true);
    expect(mayGrant(['adminNoDistribution'], ['adminNoDistribution'])).toBe(true);
    expect(mayGrant(['adminNoDistribution'], ['contentOperator'])).toBe(true);
    expect(mayGrant(['adminNoDistribution'], ['admin'])).toBe(false);
    expect(mayGrant(['adminNoDistribution'], ['contentOperator', 'admin'])).toBe(false);
    expect(mayGrant(['contentOperator'], ['adminNoDistribution'])).toBe(false);
    expect(mayGrant(['contentOperator', 'adminNoDistribution'], ['admin'])).toBe(false);
  });
  it('never grants a back-office or unknown role to a partner, nor anything to nobody', () => {
    expect(mayGrant(['admin'], ['staff'])).toBe(false);
    expect(mayGrant(['admin'], ['owner'])).toBe(false);
    expect(mayGrant([], ['contentOperator'])).toBe(false);
    expect(mayGrant(['nope'], ['contentOperator'])).toBe(false);
  });
});

describe('checkMemberChange', () => {
  const team: TeamMemberRoles[] = [
    { userId: 'admin', roles: ['admin'] },
    { userId: 'manager', roles: ['adminNoDistribution'] },
    { userId: 'editor', roles: ['contentOperator'] },
  ];
  it('lets nobody change their own roles, whatever they hold', () => {
    expect(checkMemberChange(team, 'manager', 'manager', ['admin'])).toBe('ownRoles');
    expect(checkMemberChange(team, 'admin', 'admin', ['contentOperator'])).toBe('ownRoles');
    expect(checkMemberChange(team, 'admin', 'admin', ['admin'])).toBe('ownRoles');
  });
  it('refuses roles with a privilege the actor lacks', () => {
    expect(checkMemberChange(team, 'manager', 'editor', ['admin'])).toBe('roleNotGrantable');
    expect(checkMemberChange(team, 'manager', 'editor', ['adminNoDistribution'])).toBeNull();
    expect(checkMemberChange(team, 'admin', 'editor', ['admin'])).toBeNull();
  });
  it('refuses a change or removal of a member holding a privilege the actor lacks', () => {
    expect(checkMemberChange(team, 'manager', 'admin', ['contentOperator'])).toBe(
      'memberNotManageable',
    );
    expect(checkMemberChange(team, 'manager', 'admin', null)).toBe('memberNotManageable');
    expect(checkMemberChange(team, 'admin', 'manager', ['contentOperator'])).toBeNull();
    expect(checkMemberChange(team, 'manager', 'editor', null)).toBeNull();
  });
  it('reads the actor from the team: roles it lost a moment ago grant nothing', () => {
    const demoted = team.map((m) =>
      m.userId === 'manager' ? { ...m, roles: ['contentOperator'] } : m,
    );
    expect(checkMemberChange(demoted, 'manager', 'editor', ['adminNoDistribution'])).toBe(
      'roleNotGrantable',
    );
    expect(checkMemberChange(team, 'gone', 'editor', ['contentOperator'])).toBe(
      'memberNotManageable',
    );
  });
  it('keeps the last full administrator, by demotion or removal', () => {
    const twoAdmins = [...team, { userId: 'admin2', roles: ['admin'] }];
    expect(checkMemberChange(twoAdmins, 'admin2', 'admin', ['adminNoDistribution'])).toBeNull();
    expect(checkMemberChange(team, 'admin', 'admin', null)).toBe('lastFullAdministrator');
    expect(checkMemberChange(twoAdmins, 'admin', 'admin', null)).toBeNull();
    const alone = [{ userId: 'admin', roles: ['admin'] }];
    expect(checkMemberChange(alone, 'admin', 'admin', null)).toBe('lastAdministrator');
  });
  it('lets an organisation without a full administrator change under the other rules', () => {
    const managers = [
      { userId: 'm1', roles: ['adminNoDistribution'] },
      { userId: 'm2', roles: ['adminNoDistribution'] },
    ];
    expect(checkMemberChange(managers, 'm1', 'm2', ['contentOperator'])).toBeNull();
    expect(checkMemberChange(managers, 'm1', 'm1', null)).toBeNull();
    expect(checkMemberChange(managers.slice(0, 1), 'm1', 'm1', null)).toBe('lastAdministrator');
  });
});

describe('checkInvitationRoles', () => {
  const team = [
    { userId: 'admin', roles: ['admin'] },
    { userId: 'manager', roles: ['adminNoDistribution'] },
  ];
  it('invites only with roles the inviter may grant', () => {
    expect(checkInvitationRoles(team, 'manager', ['admin'])).toBe('roleNotGrantable');
    expect(checkInvitationRoles(team, 'manager', ['contentOperator'])).toBeNull();
    expect(checkInvitationRoles(team, 'admin', ['admin'])).toBeNull();
    expect(checkInvitationRoles(team, 'gone', ['contentOperator'])).toBe('roleNotGrantable');
  });
});

describe('what the team screen offers', () => {
  it('lists the grantable roles in their order', () => {
    expect(grantableRoles(['admin'], PARTNER_ROLES)).toEqual([...PARTNER_ROLES]);
    expect(grantableRoles(['adminNoDistribution'], PARTNER_ROLES)).toEqual([
      'adminNoDistribution',
      'contentOperator',
    ]);
    expect(grantableRoles([], PARTNER_ROLES)).toEqual([]);
  });
  it('closes a member to the actor exactly when every change of them is refused for it', () => {
    const subsets = Array.from({ length: 2 ** PARTNER_ROLES.length - 1 }, (_, bits) =>
      PARTNER_ROLES.filter((__, i) => ((bits + 1) >> i) & 1),
    );
    for (const actorRoles of subsets)
      for (const targetRoles of [...subsets, null]) {
        const members = [
          { userId: 'a', roles: actorRoles },
          ...(targetRoles ? [{ userId: 't', roles: targetRoles }] : []),
          { userId: 'b', roles: ['admin'] },
        ];
        const target = targetRoles ? 't' : 'a';
        const closed = checkRolesEditable(members, 'a', target);
        const refusals = subsets.map((next) => checkMemberChange(members, 'a', target, next));
        if (closed) expect(refusals.every((r) => r === closed)).toBe(true);
        // open: some roles are accepted (the member's own, at least)
        else expect(refusals).toContain(null);
      }
  });
});

describe('team changes (property)', () => {
  const roles = fc.subarray([...PARTNER_ROLES], { minLength: 1 });
  it('give no privilege the actor lacks, never to oneself, and keep a full administrator', () => {
    fc.assert(
      fc.property(
        fc.array(roles, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.nat(),
        fc.option(roles),
        (rolesList, actorPick, targetPick, next) => {
          const members = rolesList.map((r, i) => ({ userId: String(i), roles: r }));
          const actor = members[actorPick % members.length];
          const target = members[targetPick % members.length];
          const refusal = checkMemberChange(members, actor.userId, target.userId, next);
          if (actor === target && next !== null) expect(refusal).toBe('ownRoles');
          if (refusal !== null) return;
          const held = new Set(privilegesOfRoles(actor.roles));
          if (next !== null) {
            expect(actor.userId).not.toBe(target.userId);
            expect(privilegesOfRoles(next).filter((p) => !held.has(p))).toEqual([]);
          }
          // whoever the actor may change holds nothing the actor lacks
          expect(privilegesOfRoles(target.roles).filter((p) => !held.has(p))).toEqual([]);
          const after = members
            .filter((m) => m.userId !== target.userId || next !== null)
            .map((m) => (m.userId === target.userId ? (next ?? []) : m.roles));
          if (members.some((m) => m.roles.includes('admin'))) {
            expect(after.some((r) => r.includes('admin'))).toBe(true);
          }
          expect(after.some((r) => r.includes('admin') || r.includes('adminNoDistribution'))).toBe(
            true,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('refuses exactly what mayGrant and the administrator rules forbid, for every triple', () => {
    const subsets = Array.from({ length: 2 ** PARTNER_ROLES.length - 1 }, (_, bits) =>
      PARTNER_ROLES.filter((__, i) => ((bits + 1) >> i) & 1),
    );
    const bystanders = [[], [{ userId: 'b', roles: ['admin'] }]];
    let checked = 0;
    for (const actorRoles of subsets)
      for (const targetRoles of [...subsets, null])
        for (const next of [...subsets, null])
          for (const others of bystanders) {
            // null target: the actor acts on themself
            const members = [
              { userId: 'a', roles: actorRoles },
              ...(targetRoles ? [{ userId: 't', roles: targetRoles }] : []),
              ...others,
            ];
            const target = targetRoles ? 't' : 'a';
            const refusal = checkMemberChange(members, 'a', target, next);
            const allowed =
              (next === null || target !== 'a') &&
              mayGrant(actorRoles, targetRoles ?? actorRoles) &&
              (next === null || mayGrant(actorRoles, next)) &&
              keepsAdministrator(members, target, next) &&
              keepsFullAdministrator(members, target, next);
            expect(refusal === null, JSON.stringify({ members, target, next, refusal })).toBe(
              allowed,
            );
            if (target === 'a' && next !== null) expect(refusal).toBe('ownRoles');
            checked++;
          }
    expect(checked).toBe(7 * 8 * 8 * 2);
  });
});
