import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { createEventStreams } from './events';
import type { ChangeListener, ChangeNotifier } from './notifier';

/** Only what the stream reads: the organisation's latest seq. */
function fakeDb(latest: () => number): Db {
  const query = async <T>() => ({ rows: [{ seq: latest() }] as T[], rowCount: 1 });
  return {
    kind: 'pglite',
    query,
    exec: async () => undefined,
    transaction: async (fn) => fn({ query, exec: async () => undefined }),
    close: async () => undefined,
  };
}

function fakeNotifier(): ChangeNotifier & { emit(orgId: string, seq: number | null): void } {
  const listeners = new Map<string, Set<ChangeListener>>();
  return {
    async subscribe(orgId, listener) {
      const set = listeners.get(orgId) ?? new Set<ChangeListener>();
      set.add(listener);
      listeners.set(orgId, set);
      return () => set.delete(listener);
    },
    close: async () => undefined,
    emit: (orgId, seq) => listeners.get(orgId)?.forEach((l) => l(seq)),
  };
}

async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  text: { value: string },
  wanted: string,
): Promise<void> {
  const decoder = new TextDecoder();
  while (!text.value.includes(wanted)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before ${JSON.stringify(wanted)}: ${text.value}`);
    text.value += decoder.decode(value, { stream: true });
  }
}

describe('event streams', () => {
  const app = Fastify();
  afterEach(() => app.close());

  it('pokes on connect and on change, never backwards, beats, and lets go when the client leaves', async () => {
    let latest = 5;
    const notifier = fakeNotifier();
    const streams = createEventStreams(
      fakeDb(() => latest),
      notifier,
      30,
    );
    app.get('/events', async (request, reply) => {
      await streams.open(request, reply, 'org-a');
      return reply;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/events`,
      { signal: abort.signal },
    );
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const text = { value: '' };
    await readUntil(reader, text, 'data: {"serverSeq":5}');
    await readUntil(reader, text, ': heartbeat');
    notifier.emit('org-b', 9);
    notifier.emit('org-a', 4);
    notifier.emit('org-a', 7);
    await readUntil(reader, text, 'data: {"serverSeq":7}');
    latest = 8;
    notifier.emit('org-a', null);
    await readUntil(reader, text, 'data: {"serverSeq":8}');
    expect(text.value).not.toContain('"serverSeq":9');
    expect(text.value).not.toContain('"serverSeq":4');
    expect(streams.size).toBe(1);
    abort.abort();
    await expect.poll(() => streams.size).toBe(0);
  });
});
