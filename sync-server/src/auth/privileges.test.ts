import { describe, expect, it } from 'vitest';
import type { AuthContext } from './context';
import { hasPrivilege, requiresLink } from './privileges';

const caller: AuthContext = {
  userId: 'u1',
  orgId: 'org-a',
  roles: ['contentOperator'],
  privileges: new Set(['library-album-list']),
  sessionHash: 'h',
};

describe('route privileges', () => {
  it('checks a link against the caller privileges', () => {
    expect(hasPrivilege(caller, 'loggedIn')).toBe(true);
    expect(hasPrivilege(caller, requiresLink('library-album-list'))).toBe(true);
    expect(hasPrivilege(caller, requiresLink('account-team'))).toBe(false);
  });

  it('refuses a link that is neither a route nor an action', () => {
    // @ts-expect-error a misspelt link does not compile; at run time it is refused
    expect(() => requiresLink('account-teams')).toThrow(/Unknown privilege link/);
    expect(requiresLink('action-album-distribute')).toEqual({ link: 'action-album-distribute' });
  });
});
