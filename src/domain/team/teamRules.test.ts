import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTNER_ROLES, type RoleCode } from '../roles';
import { keepsAdministrator, normaliseTeamRoles, validateTeamRoles } from './teamRules';

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
