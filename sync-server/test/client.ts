// A small typed client over app.inject speaking the /api contract.
import type { FastifyInstance } from 'fastify';
import {
  HEADER_LANGUAGE,
  HEADER_TOKEN,
  type ApiEnvelope,
  type LoginResult,
} from '../../src/domain/api';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  sign?: string;
  language?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** a raw body with its content type */
  raw?: { body: string; contentType: string };
  query?: Record<string, string>;
  remoteAddress?: string;
}

export interface CallResult<T> {
  status: number;
  body: ApiEnvelope<T>;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (options.sign !== undefined) headers[HEADER_TOKEN] = options.sign;
  if (options.language !== undefined) headers[HEADER_LANGUAGE] = options.language;
  let payload: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(options.form).toString();
  } else if (options.raw !== undefined) {
    headers['content-type'] = options.raw.contentType;
    payload = options.raw.body;
  }
  const response = await app.inject({
    method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
    url,
    headers,
    payload,
    query: options.query,
    remoteAddress: options.remoteAddress,
  });
  let body: ApiEnvelope<T>;
  try {
    body = JSON.parse(response.body) as ApiEnvelope<T>;
  } catch {
    throw new Error(`not JSON (${response.statusCode}): ${response.body.slice(0, 200)}`);
  }
  return { status: response.statusCode, body, headers: response.headers, text: response.body };
}

export async function login(
  app: FastifyInstance,
  loginName: string,
  password: string,
  extra: { isAuto?: boolean; remoteAddress?: string; language?: string } = {},
): Promise<LoginResult> {
  const result = await call<LoginResult>(app, '/api/org/login.json', {
    form: { loginName, password, isAuto: extra.isAuto ? '1' : '0' },
    remoteAddress: extra.remoteAddress,
    language: extra.language,
  });
  if (result.status !== 200)
    throw new Error(`login ${loginName} failed: ${result.status} ${result.body.msg}`);
  return result.body.result;
}
