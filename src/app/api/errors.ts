// Two kinds of failure the UI must tell apart: the server answered "no" (ApiError, with the
// envelope's code and localized msg) and the server could not be reached (NetworkError, offline).
// Only the first may ever end a session.
export class ApiError extends Error {
  readonly code: string | number;
  readonly status: number;

  constructor(code: string | number, message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export type NetworkFailure = 'offline' | 'timeout' | 'unavailable';

export class NetworkError extends Error {
  readonly reason: NetworkFailure;

  constructor(reason: NetworkFailure, cause?: unknown) {
    super(`network ${reason}`, { cause });
    this.name = 'NetworkError';
    this.reason = reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
