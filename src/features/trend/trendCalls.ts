// The trend screen's one call, and the spec's answer to "data not ready" (section 8): code 12000
// shows its message for 10 s, then the call is made again, until it answers or the screen leaves.
import { api } from '../../app/api/api';
import { ApiError } from '../../app/api/errors';
import {
  TREND_NOT_READY_CODE,
  TREND_PATHS,
  TREND_RETRY_MS,
  type TrendFigures,
  type TrendQueryInput,
} from '../../domain/trend/api';

export function fetchTrendFigures(
  query: TrendQueryInput,
  signal: AbortSignal,
): Promise<TrendFigures> {
  return api.request<TrendFigures>(TREND_PATHS.naturalTime, {
    method: 'POST',
    body: query,
    signal,
  });
}

export function isNotReady(error: unknown): error is ApiError {
  return error instanceof ApiError && String(error.code) === TREND_NOT_READY_CODE;
}

/** Resolves after `ms`, or rejects with the signal's reason when the screen leaves first. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new DOMException('', 'AbortError'));
      },
      { once: true },
    );
  });
}

/** Asks until the figures are ready; `onNotReady` gets the server's message, then null on retry. */
export async function fetchWhenReady(
  query: TrendQueryInput,
  signal: AbortSignal,
  onNotReady: (message: string | null) => void,
  retryMs = TREND_RETRY_MS,
): Promise<TrendFigures> {
  for (;;) {
    try {
      const figures = await fetchTrendFigures(query, signal);
      onNotReady(null);
      return figures;
    } catch (error) {
      if (!isNotReady(error)) throw error;
      onNotReady(error.message);
      await wait(retryMs, signal);
    }
  }
}
