import { describe, expect, it } from 'vitest';
import { ACTIONS, isAdministrator, PARTNER_ROLES, ROLE_PRIVILEGES } from './roles';

describe('isAdministrator', () => {
  it('holds for both administrator roles, not for operators, staff or an unknown user', () => {
    expect(isAdministrator(['admin'])).toBe(true);
    expect(isAdministrator(['contentOperator', 'adminNoDistribution'])).toBe(true);
    expect(isAdministrator(['contentOperator'])).toBe(false);
    expect(isAdministrator(['staff'])).toBe(false);
    expect(isAdministrator([])).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
  });
});

describe('the back office screens', () => {
  it('go to staff only, never to a partner role', () => {
    expect(ROLE_PRIVILEGES.staff).toContain('staff-contracts');
    expect(ROLE_PRIVILEGES.staff).toContain(ACTIONS.backofficeContracts);
    expect(ROLE_PRIVILEGES.staff).toContain(ACTIONS.backofficeChannels);
    for (const role of PARTNER_ROLES) {
      expect(ROLE_PRIVILEGES[role], role).not.toContain(ACTIONS.backofficeChannels);
      expect(ROLE_PRIVILEGES[role], role).not.toContain('staff-contracts');
      expect(ROLE_PRIVILEGES[role], role).not.toContain(ACTIONS.backofficeContracts);
    }
    expect(ROLE_PRIVILEGES.admin).toContain('account-contract-list');
  });
});
