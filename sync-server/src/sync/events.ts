// The /api/sync/events stream: Server-Sent Events read by the sync worker with fetch streaming.
// It sends `poke` with the organisation's latest server_seq on connect and after every commit
// that changed the organisation's catalogue, and a comment every 25 s so proxies keep the
// connection open. Streams end when the client goes away or the server closes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import type { ChangeNotifier } from './notifier';
import { latestServerSeq } from './pull';

export const HEARTBEAT_MS = 25_000;

export interface EventStreams {
  /** takes over the reply and streams until either side ends it */
  open(request: FastifyRequest, reply: FastifyReply, orgId: string): Promise<void>;
  /** ends every open stream (server shutdown) */
  closeAll(): void;
  readonly size: number;
}

export function formatPoke(serverSeq: number): string {
  return `event: poke\ndata: ${JSON.stringify({ serverSeq })}\n\n`;
}

export function createEventStreams(
  db: Db,
  notifier: ChangeNotifier,
  heartbeatMs = HEARTBEAT_MS,
): EventStreams {
  const open = new Set<() => void>();

  return {
    get size() {
      return open.size;
    },
    async open(_request, reply, orgId) {
      let lastSent = -1;
      let ended = false;
      const res = reply.raw;
      const write = (text: string): void => {
        if (!ended && !res.destroyed && !res.writableEnded) res.write(text);
      };
      const poke = (seq: number): void => {
        // the first read and a notification may cross: never send a seq backwards
        if (seq <= lastSent) return;
        lastSent = seq;
        write(formatPoke(seq));
      };
      const pokeLatest = (): void => {
        latestServerSeq(db, orgId).then(poke, () => undefined);
      };
      // subscribe before reading the latest seq, so no commit falls between the two
      const unsubscribe = await notifier.subscribe(orgId, (seq) =>
        seq === null ? pokeLatest() : poke(seq),
      );
      const latest = await latestServerSeq(db, orgId).catch((error: unknown) => {
        unsubscribe();
        throw error;
      });

      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // nginx and similar proxies buffer responses unless told not to
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      poke(latest);
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
      heartbeat.unref();

      const end = (): void => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      // the response's 'close', not the request's: since Node 16 a request emits 'close' as soon
      // as its (empty) body is read, while the response closes when the client goes away
      res.once('close', end);
    },
    closeAll() {
      for (const end of [...open]) end();
    },
  };
}
