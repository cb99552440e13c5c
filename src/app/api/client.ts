// The /api client (DESIGN.md section 4): headers uvsign + language, JSON bodies, the envelope
// unwrapped, and the spec's "notlogin" rule: one silent auto-login and retry, else log out.
import {
  API_BASE,
  apiUrl,
  HEADER_LANGUAGE,
  HEADER_ROLES,
  HEADER_TOKEN,
  PATHS,
  REQUEST_TIMEOUT_MS,
  type ApiEnvelope,
  type AutoLoginRequest,
  type LoginResult,
} from '../../domain/api';
import type { ApiLanguage } from '../../domain/locale';
import { ApiError, NetworkError } from './errors';

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Readonly<Record<string, QueryValue>>;
  signal?: AbortSignal;
  /**
   * When the session turns out to be gone, clear it and send the user to login (default), or only
   * clear it and throw, for callers that redirect themselves (the route guard).
   */
  redirectOnExpiry?: boolean;
  /** 'blob': a successful answer is a file (a download), not an envelope; a refusal still is one */
  responseType?: 'json' | 'blob';
  /** longer than the default for a large download */
  timeoutMs?: number;
}

export interface SessionPort {
  getToken(): string | null;
  getLanguage(): ApiLanguage;
  getAutoLoginKey(): string | null;
  /** a silent auto-login succeeded: keep the new sign and the rotated key */
  renew(result: LoginResult): Promise<void>;
  /** the server refused the auto-login key */
  forgetAutoLoginKey(): void;
  /** the session is over: forget token and user */
  expire(): Promise<void>;
  redirectToLogin(): void;
  /** the server's HEADER_ROLES of a logged-in answer: the caller's roles as of now */
  noteRoles?(fingerprint: string): void;
}

export interface ApiClientDeps {
  fetchFn: typeof fetch;
  session: SessionPort;
  timeoutMs?: number;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** One silent login with the stored key; true when a new session was stored. */
  autoLogin(): Promise<boolean>;
}

interface Answer<T> {
  envelope: ApiEnvelope<T>;
  status: number;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { state?: unknown }).state === 'boolean'
  );
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  // a full /api path (a file route: /api/finance/settlement/pdf) is used as it is; a path with its
  // own extension (a .zip download) keeps it; every other answer is .json
  const url = path.startsWith(`${API_BASE}/`)
    ? path
    : /\.[a-z0-9]+$/i.test(path)
      ? `${API_BASE}${path}`
      : apiUrl(path);
  return search ? `${url}?${search}` : url;
}

export function createApiClient({
  fetchFn,
  session,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: ApiClientDeps): ApiClient {
  let renewal: Promise<boolean> | null = null;

  async function send<T>(path: string, options: RequestOptions): Promise<Answer<T>> {
    const headers: Record<string, string> = { [HEADER_LANGUAGE]: session.getLanguage() };
    const token = session.getToken();
    if (token) headers[HEADER_TOKEN] = token;
    // a form (a file upload) sets its own multipart type and boundary
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new NetworkError('timeout')),
      options.timeoutMs ?? timeoutMs,
    );
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      const response = await fetchFn(buildUrl(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: isForm
          ? (options.body as FormData)
          : options.body === undefined
            ? undefined
            : JSON.stringify(options.body),
        signal: controller.signal,
      });
      const roles = response.headers.get(HEADER_ROLES);
      if (roles !== null) session.noteRoles?.(roles);
      if (options.responseType === 'blob' && response.ok) {
        // read inside the timer: the download is done when its last byte is here
        const file = await response.blob();
        return { envelope: { state: true, msg: '', result: file as T }, status: response.status };
      }
      // a body that is not JSON is judged by its status below
      const payload: unknown = await response.json().catch(() => undefined);
      if (isEnvelope(payload))
        return { envelope: payload as ApiEnvelope<T>, status: response.status };
      // Every answer of our server is an envelope; a bare 5xx comes from a proxy or gateway in
      // front of it, which means the server is out of reach, not that it refused.
      if (response.status >= 500) throw new NetworkError('unavailable');
      throw new ApiError('requestFailure', '', response.status);
    } catch (error) {
      if (error instanceof ApiError || error instanceof NetworkError) throw error;
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      if (controller.signal.aborted) throw new NetworkError('timeout', error);
      // fetch rejects only when no answer came back at all
      throw new NetworkError('offline', error);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const toError = ({ envelope, status }: Answer<unknown>) =>
    new ApiError(envelope.code ?? 'requestFailure', envelope.msg ?? '', status);

  async function runAutoLogin(): Promise<boolean> {
    const key = session.getAutoLoginKey();
    if (!key) return false;
    const body: AutoLoginRequest = { sign: key };
    const answer = await send<LoginResult>(PATHS.autoLogin, { method: 'POST', body });
    if (!answer.envelope.state || !answer.envelope.result?.sign) {
      session.forgetAutoLoginKey();
      return false;
    }
    await session.renew(answer.envelope.result);
    return true;
  }

  function autoLogin(): Promise<boolean> {
    // Parallel requests that all met "notlogin" share one auto-login: the key rotates on use.
    renewal ??= runAutoLogin().finally(() => {
      renewal = null;
    });
    return renewal;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    let answer = await send<T>(path, options);
    if (answer.envelope.state) return answer.envelope.result;
    if (answer.envelope.code !== 'notlogin') throw toError(answer);

    if (await autoLogin()) {
      answer = await send<T>(path, options);
      if (answer.envelope.state) return answer.envelope.result;
      if (answer.envelope.code !== 'notlogin') throw toError(answer);
    }
    await session.expire();
    if (options.redirectOnExpiry !== false) session.redirectToLogin();
    throw toError(answer);
  }

  return { request, autoLogin };
}
