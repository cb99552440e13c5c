import { describe, expect, it } from 'vitest';
import { createSseParser, readPoke, type SseEvent } from './events';

describe('server-sent events', () => {
  it('parses events split across chunks, skipping comments and heartbeats', () => {
    const events: SseEvent[] = [];
    const feed = createSseParser((e) => events.push(e));
    feed('event: poke\ndata: {"server');
    feed('Seq":12}\n\n: heartbeat\n\nevent: poke\r\ndata: {"serverSeq":13}\r\n\r\n');
    expect(events.map(readPoke)).toEqual([12, 13]);
  });

  it('ignores other events and broken data', () => {
    expect(readPoke({ event: 'message', data: '{"serverSeq":1}' })).toBeNull();
    expect(readPoke({ event: 'poke', data: 'not json' })).toBeNull();
    expect(readPoke({ event: 'poke', data: '{"serverSeq":"x"}' })).toBeNull();
  });
});
