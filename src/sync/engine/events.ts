// The server's pokes (GET /api/sync/events, Server-Sent Events) read with fetch streaming, because
// EventSource cannot send the uvsign header. The stream is only a hint to pull sooner; losing it
// costs latency, never data, so it reconnects with the same full-jitter backoff as sync.
import { HEADER_TOKEN } from '../../domain/api';
import { SYNC_PATHS, SYNC_POKE_EVENT } from '../../domain/sync/paths';
import { backoffDelay, type Random } from './backoff';

export interface SseEvent {
  event: string;
  data: string;
}

/** An incremental parser of the text/event-stream format: feed chunks, get whole events. */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) onEvent({ event, data: data.join('\n') });
    }
  };
}

/** The serverSeq of a poke's data, or null. */
export function readPoke(event: SseEvent): number | null {
  if (event.event !== SYNC_POKE_EVENT) return null;
  try {
    const seq: unknown = (JSON.parse(event.data) as { serverSeq?: unknown }).serverSeq;
    return typeof seq === 'number' && Number.isFinite(seq) ? seq : null;
  } catch {
    // a poke whose data is not JSON is no poke
    return null;
  }
}

export interface PokeWatcherOptions {
  fetchFn: typeof fetch;
  getToken(): Promise<string | null>;
  onPoke(serverSeq: number): void;
  /** the stream was refused (401): it waits for restart() after a new session */
  onUnauthorized?(): void;
  baseUrl?: string;
  random?: Random;
}

export interface PokeWatcher {
  /** reconnect now (a new session, the browser came online) */
  restart(): void;
  stop(): void;
}

export function watchPokes(options: PokeWatcherOptions): PokeWatcher {
  const { fetchFn, getToken, onPoke, baseUrl = '', random } = options;
  let stopped = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let wake: (() => void) | null = null;

  /** Waits `ms` (null: until restart), cut short by restart() or stop(). */
  const pause = (ms: number | null) =>
    new Promise<void>((resolve) => {
      const timer = ms === null ? null : setTimeout(() => resolve(), ms);
      wake = () => {
        if (timer !== null) clearTimeout(timer);
        resolve();
      };
    });

  async function readStream(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parse = createSseParser((event) => {
      const seq = readPoke(event);
      if (seq === null) return;
      attempt = 0;
      onPoke(seq);
    });
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parse(decoder.decode(value, { stream: true }));
    }
  }

  async function connectOnce(): Promise<'retry' | 'wait'> {
    const token = await getToken();
    if (!token) return 'wait';
    controller = new AbortController();
    const response = await fetchFn(`${baseUrl}${SYNC_PATHS.events}`, {
      headers: { [HEADER_TOKEN]: token, accept: 'text/event-stream' },
      signal: controller.signal,
      cache: 'no-store',
    });
    if (response.status === 401) {
      options.onUnauthorized?.();
      return 'wait';
    }
    if (response.ok && response.body) await readStream(response.body);
    return 'retry';
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      let next: 'retry' | 'wait' = 'retry';
      try {
        next = await connectOnce();
      } catch {
        // network gone, server restarted, or aborted by restart()/stop(): try again below
      }
      if (stopped) return;
      if (next === 'wait') await pause(null);
      else await pause(backoffDelay(attempt++, random));
    }
  }

  void loop();
  return {
    restart() {
      attempt = 0;
      controller?.abort();
      wake?.();
    },
    stop() {
      stopped = true;
      controller?.abort();
      wake?.();
    },
  };
}
