import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/apiError';
import type { AuthContext } from './context';
import { authorizeAlbum, authorizeArtist, authorizeSysMessage, authorizeTrack } from './policies';
import { hasPrivilege, requiresLink } from './privileges';

const caller: AuthContext = {
  userId: 'u1',
  orgId: 'org-a',
  roles: ['contentOperator'],
  privileges: new Set(['library-album-list']),
  sessionHash: 'h',
};

function expectNotFound(fn: () => unknown): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('notFound');
    expect((error as ApiError).status).toBe(404);
    return;
  }
  throw new Error('expected notFound');
}

describe('record authorization', () => {
  it.each([authorizeAlbum, authorizeTrack, authorizeArtist])('%o admits only rows of the caller organisation', (authorize) => {
    const own = { org_id: 'org-a', name: 'mine' };
    expect(authorize(caller, own)).toBe(own);
    expectNotFound(() => authorize(caller, { org_id: 'org-b' }));
    expectNotFound(() => authorize(caller, undefined));
  });

  it('shows a message to its audience only', () => {
    expect(authorizeSysMessage(caller, { org_id: null, user_id: null })).toBeTruthy();
    expect(authorizeSysMessage(caller, { org_id: 'org-a', user_id: null })).toBeTruthy();
    expect(authorizeSysMessage(caller, { org_id: 'org-a', user_id: 'u1' })).toBeTruthy();
    expectNotFound(() => authorizeSysMessage(caller, { org_id: 'org-b', user_id: null }));
    expectNotFound(() => authorizeSysMessage(caller, { org_id: 'org-a', user_id: 'u2' }));
    expectNotFound(() => authorizeSysMessage(caller, undefined));
  });
});

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
