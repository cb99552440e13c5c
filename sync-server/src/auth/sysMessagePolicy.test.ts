import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/apiError';
import type { AuthContext } from './context';
import { authorizeSysMessage } from './sysMessagePolicy';

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

describe('system message audience', () => {
  it('shows a message to its audience only', () => {
    expect(authorizeSysMessage(caller, { org_id: null, user_id: null })).toBeTruthy();
    expect(authorizeSysMessage(caller, { org_id: 'org-a', user_id: null })).toBeTruthy();
    expect(authorizeSysMessage(caller, { org_id: 'org-a', user_id: 'u1' })).toBeTruthy();
    expectNotFound(() => authorizeSysMessage(caller, { org_id: 'org-b', user_id: null }));
    expectNotFound(() => authorizeSysMessage(caller, { org_id: 'org-a', user_id: 'u2' }));
    expectNotFound(() => authorizeSysMessage(caller, undefined));
  });
});
