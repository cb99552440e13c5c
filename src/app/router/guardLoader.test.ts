import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { NetworkError } from '../api/errors';
import { createGuard, type GuardDeps } from './guardLoader';

function world(initial: { token?: string; privileges?: string[]; key?: boolean } = {}) {
  const state = {
    token: initial.token ?? null,
    privileges: initial.privileges as readonly string[] | undefined,
    key: initial.key ?? false,
  };
  const deps: GuardDeps = {
    getToken: () => state.token,
    getPrivileges: () => state.privileges,
    hasAutoLoginKey: () => state.key,
    loadUserInfo: vi.fn(async () => {
      state.privileges = ['finance-list'];
      return 'loaded' as const;
    }),
    autoLogin: vi.fn(async () => false),
    logOut: vi.fn(async () => {
      state.token = null;
      state.key = false;
      state.privileges = undefined;
    }),
    reload: vi.fn(),
  };
  return { state, deps };
}

const args = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {} }) as LoaderFunctionArgs;

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'allow';
  } catch (error) {
    if (error instanceof Response) return `redirect ${error.headers.get('Location')}`;
    throw error;
  }
}

describe('guard loader', () => {
  it('loads user info once, then allows a permitted route', async () => {
    const { deps } = world({ token: 't' });
    expect(await outcome(createGuard(deps)('finance-list')(args('/finance/list')))).toBe('allow');
    expect(deps.loadUserInfo).toHaveBeenCalledTimes(1);
  });

  it('redirects a route the loaded privileges do not grant to /error/401', async () => {
    const { deps } = world({ token: 't' });
    expect(await outcome(createGuard(deps)('trend-index')(args('/trend/index')))).toBe(
      'redirect /error/401',
    );
  });

  it('sends a user whose user info was refused to login with the redirect', async () => {
    const { deps, state } = world({ token: 't' });
    deps.loadUserInfo = vi.fn(async () => {
      state.token = null;
      return 'expired' as const;
    });
    expect(await outcome(createGuard(deps)('trend-index')(args('/trend/index?a=1')))).toBe(
      'redirect /login?redirect=%2Ftrend%2Findex%3Fa%3D1',
    );
  });

  it('reloads after a successful silent auto-login', async () => {
    const { deps } = world({ key: true });
    deps.autoLogin = vi.fn(async () => true);
    const pending = createGuard(deps)('finance-list')(args('/finance/list'));
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
    let settled = false;
    void pending.finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
  });

  it('logs out after a refused auto-login and goes to login', async () => {
    const { deps } = world({ key: true });
    expect(await outcome(createGuard(deps)('finance-list')(args('/finance/list')))).toBe(
      'redirect /login?redirect=%2Ffinance%2Flist',
    );
    expect(deps.logOut).toHaveBeenCalledTimes(1);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('after a refused auto-login at /, goes to /home', async () => {
    const { deps } = world({ key: true });
    expect(await outcome(createGuard(deps)(undefined)(args('/')))).toBe('redirect /home');
  });

  it('keeps the key when the auto-login cannot reach the server', async () => {
    const { deps } = world({ key: true });
    deps.autoLogin = vi.fn(async () => {
      throw new NetworkError('offline');
    });
    expect(await outcome(createGuard(deps)('finance-list')(args('/finance/list')))).toBe(
      'redirect /login?redirect=%2Ffinance%2Flist',
    );
    expect(deps.logOut).not.toHaveBeenCalled();
  });

  it('passes public routes and sends unknown paths to /404', async () => {
    const { deps } = world();
    expect(await outcome(createGuard(deps)('home')(args('/home')))).toBe('allow');
    expect(await outcome(createGuard(deps)(undefined)(args('/nope')))).toBe('redirect /404');
  });
});
