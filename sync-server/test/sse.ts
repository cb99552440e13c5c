// Reads /api/sync/events the way the sync worker does: fetch with the uvsign header and a stream
// reader (EventSource cannot send headers). Collects pokes and lets tests await one.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HEADER_TOKEN } from '../../src/domain/api';
import { SYNC_PATHS } from '../../src/domain/sync/paths';

export interface EventReader {
  readonly status: number;
  /** the answer's Content-Encoding: an event stream must never be compressed (it would be buffered) */
  readonly contentEncoding: string | null;
  readonly pokes: number[];
  /** resolves with the first poke (already received or to come) that satisfies `accept` */
  waitForPoke(accept: (serverSeq: number) => boolean, timeoutMs?: number): Promise<number>;
  /** resolves when the server ends the stream */
  readonly ended: Promise<void>;
  close(): void;
}

export async function openEvents(baseUrl: string, sign: string): Promise<EventReader> {
  const abort = new AbortController();
  // a browser offers compression on every request; the stream must not take it
  const headers = { [HEADER_TOKEN]: sign, 'accept-encoding': 'br, gzip' };
  const response = await fetch(`${baseUrl}${SYNC_PATHS.events}`, { headers, signal: abort.signal });
  const pokes: number[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block);
          if (/^event: poke$/m.test(block) && data) {
            pokes.push((JSON.parse(data[1]) as { serverSeq: number }).serverSeq);
            notify();
          }
        }
      }
    } catch {
      // aborted by close()
    } finally {
      notify();
    }
  })();
  return {
    status: response.status,
    contentEncoding: response.headers.get('content-encoding'),
    pokes,
    ended,
    close: () => abort.abort(),
    waitForPoke(accept, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = pokes.find(accept);
          if (found === undefined) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching poke within ${timeoutMs} ms; got ${JSON.stringify(pokes)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/** The app's address on loopback, listening on a free port first if it is not yet. */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
