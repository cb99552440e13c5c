// The one error type handlers throw: an error code of the domain catalogue, its HTTP status and
// the values its localized message needs. The error handler turns it into the envelope.
import { ERROR_STATUS, type ErrorCode } from '../../../src/domain/errors';

export type MessageParams = Readonly<Record<string, string | number>>;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: MessageParams;
  /** sent as the envelope's result (e.g. the issues of a bad input) */
  readonly result: unknown;
  /** extra response headers, e.g. Retry-After */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    code: ErrorCode,
    options: {
      params?: MessageParams;
      result?: unknown;
      headers?: Record<string, string>;
      status?: number;
    } = {},
  ) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.params = options.params ?? {};
    this.result = options.result ?? null;
    this.headers = options.headers ?? {};
  }
}

/** `tooManyRequests` with the wait, in its message ({seconds}) and in Retry-After. */
export function tooManyRequestsError(retryAfterSeconds: number): ApiError {
  return new ApiError('tooManyRequests', {
    params: { seconds: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}
