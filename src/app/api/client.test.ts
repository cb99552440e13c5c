import { describe, expect, it, vi } from 'vitest';
import type { ApiEnvelope, LoginResult } from '../../domain/api';
import { createApiClient, type SessionPort } from './client';
import { ApiError, NetworkError } from './errors';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply =
  { status?: number; json?: unknown; text?: string; headers?: Record<string, string> } | Error;

function fakeFetch(replies: Reply[]) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    const reply = replies.shift();
    if (!reply) throw new Error('no reply scripted');
    if (reply instanceof Error) throw reply;
    const body = reply.json === undefined ? (reply.text ?? '') : JSON.stringify(reply.json);
    return new Response(body, { status: reply.status ?? 200, headers: reply.headers });
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

const ok = <T>(result: T): Reply => ({
  json: { state: true, msg: '', result } satisfies ApiEnvelope<T>,
});
const fail = (code: string, msg: string, status = 400): Reply => ({
  status,
  json: { state: false, msg, result: null, code },
});

function fakeSession(initial: { token?: string; key?: string } = {}) {
  let token = initial.token ?? null;
  let key = initial.key ?? null;
  const log: string[] = [];
  const session: SessionPort = {
    getToken: () => token,
    getLanguage: () => 'en',
    getAutoLoginKey: () => key,
    renew: async (r: LoginResult) => {
      token = r.sign;
      key = r.autoToken ?? key;
      log.push(`renew:${r.sign}`);
    },
    forgetAutoLoginKey: () => {
      key = null;
      log.push('forgetKey');
    },
    expire: async () => {
      token = null;
      log.push('expire');
    },
    redirectToLogin: () => log.push('redirect'),
  };
  return { session, log, token: () => token, key: () => key };
}

describe('api client: requests', () => {
  it('builds the /api url with .json and the query, and sends the headers', async () => {
    const { fetchFn, calls } = fakeFetch([ok({ n: 1 })]);
    const { session } = fakeSession({ token: 'tok' });
    const api = createApiClient({ fetchFn, session });
    expect(
      await api.request('/msg/sys_msg/view/sys_msg_list', {
        query: { kind: 'announcement', page: 1, x: undefined },
      }),
    ).toEqual({
      n: 1,
    });
    expect(calls[0].url).toBe('/api/msg/sys_msg/view/sys_msg_list.json?kind=announcement&page=1');
    expect(calls[0].headers).toEqual({ uvsign: 'tok', language: 'en' });
  });

  it('posts a JSON body and leaves out uvsign without a token', async () => {
    const { fetchFn, calls } = fakeFetch([ok({ sign: 's' })]);
    const api = createApiClient({ fetchFn, session: fakeSession().session });
    await api.request('/org/login', { method: 'POST', body: { loginName: 'demo', password: 'p' } });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      headers: { language: 'en', 'Content-Type': 'application/json' },
      body: { loginName: 'demo', password: 'p' },
    });
  });

  it('throws an ApiError with the code, message and status of a refused request', async () => {
    const { fetchFn } = fakeFetch([fail('loginFailed', 'Incorrect login name or password', 401)]);
    const api = createApiClient({ fetchFn, session: fakeSession().session });
    const error = await api
      .request('/org/login', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'loginFailed',
      message: 'Incorrect login name or password',
      status: 401,
    });
  });

  it('answers a download as a file under its own extension, and its refusal as an ApiError', async () => {
    const { fetchFn, calls } = fakeFetch([
      { text: 'PK-bytes', headers: { 'content-type': 'application/zip' } },
      fail('ddexInvalid', 'The album cannot make a valid DDEX message: no UPC', 422),
    ]);
    const api = createApiClient({ fetchFn, session: fakeSession({ token: 'tok' }).session });
    const file = await api.request<Blob>('/album/get/ddex_package.zip', {
      query: { albumId: 'a1' },
      responseType: 'blob',
    });
    expect(calls[0].url).toBe('/api/album/get/ddex_package.zip?albumId=a1');
    expect(await file.text()).toBe('PK-bytes');
    await expect(
      api.request('/album/get/ddex_package.zip', { responseType: 'blob' }),
    ).rejects.toMatchObject({ name: 'ApiError', code: 'ddexInvalid', status: 422 });
  });

  it('takes a file route given as a full /api path as it is, with the session header', async () => {
    const { fetchFn, calls } = fakeFetch([
      { text: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } },
      { text: 'PK-bytes', headers: { 'content-type': 'application/vnd.ms-excel' } },
    ]);
    const api = createApiClient({ fetchFn, session: fakeSession({ token: 'tok' }).session });
    await api.request<Blob>('/api/finance/settlement/pdf', {
      query: { id: 's1' },
      responseType: 'blob',
    });
    await api.request<Blob>('/api/finance/settlement/splits.xlsx', {
      query: { id: 's1' },
      responseType: 'blob',
    });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/finance/settlement/pdf?id=s1',
      '/api/finance/settlement/splits.xlsx?id=s1',
    ]);
    expect(calls[0].headers.uvsign).toBe('tok');
  });

  it('reads a non-envelope 4xx as a request failure and a bare 5xx as unreachable', async () => {
    const { fetchFn } = fakeFetch([
      { status: 404, text: 'Not Found' },
      { status: 502, text: 'Bad Gateway' },
    ]);
    const api = createApiClient({ fetchFn, session: fakeSession().session });
    await expect(api.request('/x')).rejects.toMatchObject({
      name: 'ApiError',
      code: 'requestFailure',
      status: 404,
    });
    await expect(api.request('/x')).rejects.toMatchObject({
      name: 'NetworkError',
      reason: 'unavailable',
    });
  });

  it('times out with a NetworkError', async () => {
    const fetchFn = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const api = createApiClient({ fetchFn, session: fakeSession().session, timeoutMs: 5 });
    await expect(api.request('/slow')).rejects.toMatchObject({
      name: 'NetworkError',
      reason: 'timeout',
    });
  });

  it("passes the caller's abort through untouched", async () => {
    const fetchFn = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as typeof fetch;
    const api = createApiClient({ fetchFn, session: fakeSession().session });
    const controller = new AbortController();
    const pending = api.request('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('api client: notlogin', () => {
  it('logs in again with the stored key, keeps the rotated key and retries once', async () => {
    const { fetchFn, calls } = fakeFetch([
      fail('notlogin', 'expired', 401),
      ok({ sign: 'new-token', autoToken: 'key-2' }),
      ok({ total: 3 }),
    ]);
    const s = fakeSession({ token: 'old-token', key: 'key-1' });
    const api = createApiClient({ fetchFn, session: s.session });
    expect(await api.request('/dashboard/view/summary')).toEqual({ total: 3 });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/dashboard/view/summary.json',
      '/api/org/autoLogin.json',
      '/api/dashboard/view/summary.json',
    ]);
    expect(calls[1].body).toEqual({ sign: 'key-1' });
    expect(calls[2].headers.uvsign).toBe('new-token');
    expect(s.key()).toBe('key-2');
    expect(s.log).toEqual(['renew:new-token']);
  });

  it('shares one auto-login among parallel requests', async () => {
    const { fetchFn, calls } = fakeFetch([
      fail('notlogin', 'expired', 401),
      fail('notlogin', 'expired', 401),
      ok({ sign: 'new-token', autoToken: 'key-2' }),
      ok(1),
      ok(2),
    ]);
    const api = createApiClient({
      fetchFn,
      session: fakeSession({ token: 't', key: 'k' }).session,
    });
    expect(await Promise.all([api.request('/a'), api.request('/b')])).toEqual([1, 2]);
    expect(calls.filter((c) => c.url.includes('autoLogin'))).toHaveLength(1);
  });

  it('without a key, clears the session and goes to login', async () => {
    const { fetchFn, calls } = fakeFetch([fail('notlogin', 'expired', 401)]);
    const s = fakeSession({ token: 'old' });
    const api = createApiClient({ fetchFn, session: s.session });
    await expect(api.request('/a')).rejects.toMatchObject({ code: 'notlogin' });
    expect(calls).toHaveLength(1);
    expect(s.log).toEqual(['expire', 'redirect']);
    expect(s.token()).toBeNull();
  });

  it('forgets a refused key, then logs out', async () => {
    const { fetchFn } = fakeFetch([
      fail('notlogin', 'expired', 401),
      fail('autoLoginInvalid', 'bad key', 401),
    ]);
    const s = fakeSession({ token: 'old', key: 'revoked' });
    const api = createApiClient({ fetchFn, session: s.session });
    await expect(api.request('/a')).rejects.toMatchObject({ code: 'notlogin' });
    expect(s.log).toEqual(['forgetKey', 'expire', 'redirect']);
    expect(s.key()).toBeNull();
  });

  it('logs out when the retry is refused again, without a second auto-login', async () => {
    const { fetchFn, calls } = fakeFetch([
      fail('notlogin', 'expired', 401),
      ok({ sign: 'new', autoToken: 'k2' }),
      fail('notlogin', 'expired', 401),
    ]);
    const s = fakeSession({ token: 'old', key: 'k1' });
    const api = createApiClient({ fetchFn, session: s.session });
    await expect(api.request('/a')).rejects.toMatchObject({ code: 'notlogin' });
    expect(calls).toHaveLength(3);
    expect(s.log).toEqual(['renew:new', 'expire', 'redirect']);
  });

  it('clears without redirecting when the caller redirects itself', async () => {
    const { fetchFn } = fakeFetch([fail('notlogin', 'expired', 401)]);
    const s = fakeSession({ token: 'old' });
    const api = createApiClient({ fetchFn, session: s.session });
    await expect(api.request('/a', { redirectOnExpiry: false })).rejects.toBeInstanceOf(ApiError);
    expect(s.log).toEqual(['expire']);
  });
});

describe('api client: network failures are not logouts', () => {
  it('turns a failed fetch into a NetworkError and keeps the session', async () => {
    const { fetchFn } = fakeFetch([new TypeError('Failed to fetch')]);
    const s = fakeSession({ token: 'tok', key: 'k' });
    const api = createApiClient({ fetchFn, session: s.session });
    const error = await api.request('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'offline' });
    expect(s.log).toEqual([]);
    expect(s.token()).toBe('tok');
  });

  it('keeps session and key when the auto-login itself cannot reach the server', async () => {
    const { fetchFn } = fakeFetch([
      fail('notlogin', 'expired', 401),
      new TypeError('Failed to fetch'),
    ]);
    const s = fakeSession({ token: 'tok', key: 'k' });
    const api = createApiClient({ fetchFn, session: s.session });
    await expect(api.request('/a')).rejects.toBeInstanceOf(NetworkError);
    expect(s.log).toEqual([]);
    expect(s.key()).toBe('k');
  });
});

describe('api client: autoLogin', () => {
  it('answers false without a key and without calling the server', async () => {
    const { fetchFn, calls } = fakeFetch([]);
    const api = createApiClient({ fetchFn, session: fakeSession().session });
    expect(await api.autoLogin()).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('roles header', () => {
  it("hands the server's roles of every answer, refusals included, to the session", async () => {
    const { fetchFn } = fakeFetch([
      { json: { state: true, msg: '', result: 1 }, headers: { 'x-uv-roles': 'admin' } },
      {
        status: 403,
        json: { state: false, msg: 'no', result: null, code: 'forbidden' },
        headers: { 'x-uv-roles': 'contentOperator' },
      },
      ok(2),
    ]);
    const seen: string[] = [];
    const { session } = fakeSession({ token: 't' });
    const client = createApiClient({
      fetchFn,
      session: { ...session, noteRoles: (roles) => seen.push(roles) },
    });
    await client.request('/a');
    await expect(client.request('/b')).rejects.toBeInstanceOf(ApiError);
    await client.request('/c');
    expect(seen).toEqual(['admin', 'contentOperator']);
  });
});
