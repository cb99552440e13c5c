// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { getSessionState } from '../../app/session/sessionStore';
import { LoginPage } from './LoginPage';

function envelope(body: object, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderLogin(entry = '/login') {
  return renderWithProviders(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', element: <p>elsewhere</p> },
    ],
    entry,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('shows the localized form, with links to forgot-password and register', async () => {
    renderLogin();
    expect(await screen.findByLabelText(/登录名/)).toBeTruthy();
    expect(screen.getByLabelText(/^密码/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /自动登录/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe(
      '/forgotPwd',
    );
    expect(screen.getByRole('link', { name: '立即注册' }).getAttribute('href')).toBe(
      '/register/user_type',
    );
  });

  it('checks the form before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    submit();
    expect(await screen.findByText('请输入登录名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/登录名/), { target: { value: 'abc' } });
    submit();
    expect(await screen.findByText('登录名至少 4 个字符')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's localized refusal as an alert", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelope({ state: false, msg: '登录名或密码错误', result: null, code: 'loginFailed' }, 401),
      ),
    );
    renderLogin();
    fireEvent.change(await screen.findByLabelText(/登录名/), { target: { value: 'demo-admin' } });
    fireEvent.change(screen.getByLabelText(/^密码/), { target: { value: 'wrong' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('登录名或密码错误');
    expect(getSessionState().token).toBeNull();
  });

  it('stores the sign and follows the redirect query after a successful login', async () => {
    const fetchMock = vi.fn(async () =>
      envelope({ state: true, msg: '', result: { sign: 'sign-1' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderLogin('/login?redirect=%2Ffinance%2Flist');
    fireEvent.change(await screen.findByLabelText(/登录名/), { target: { value: ' demo-admin ' } });
    fireEvent.change(screen.getByLabelText(/^密码/), { target: { value: 'Demo-Admin-2026' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/list'));
    expect(getSessionState().token).toBe('sign-1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/org/login.json');
    expect(JSON.parse(String(init.body))).toMatchObject({ loginName: 'demo-admin', isAuto: false });
  });
});
