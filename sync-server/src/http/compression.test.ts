// A client hanging up in the middle of a compressed answer is not a server error: the log says so
// at info, nothing at error level; a compressed answer whose source really fails stays an error.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteBackend } from '../../test/backends';
import { createTestApp, type TestApp } from '../../test/testApp';

const BIG_PATH = '/api/test/big.json';
const FAILING_PATH = '/api/test/failing.json';
// random hex compresses ~2x and slowly: the answer is still being compressed and written when the
// client goes away. Two chunks from a stream, as a streamed answer (a pull page) would come.
const HALF = randomBytes(2 * 1024 * 1024).toString('hex');

interface LogLine {
  level: number;
  msg?: string;
  err?: { code?: string; message?: string };
}

const ERROR_LEVEL = 50;

describe('compressed answers, on PGlite', () => {
  const lines: LogLine[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as LogLine);
  });
  let ctx: TestApp | undefined;
  let origin = '';

  beforeAll(async () => {
    ctx = await createTestApp(await pgliteBackend().freshDb(), {
      logger: { level: 'info', stream },
      extend: (app) => {
        app.get(BIG_PATH, { config: { privilege: 'public' } }, async (_request, reply) =>
          reply.type('application/json').send(Readable.from([`{"a":"${HALF}`, `${HALF}"}`])),
        );
        app.get(FAILING_PATH, { config: { privilege: 'public' } }, async (_request, reply) => {
          const source = new Readable({
            read() {
              this.push(`{"a":"${HALF}`);
              this.destroy(new Error('the source broke'));
            },
          });
          return reply.type('application/json').send(source);
        });
      },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => ctx?.close());

  /** GETs `path` compressed; resolves once the first compressed bytes arrived, hanging up if asked. */
  function getCompressed(path: string, encoding: string, hangUp: boolean): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const request = http.get(
        `${origin}${path}`,
        { headers: { 'accept-encoding': encoding } },
        (response) => {
          expect(response.headers['content-encoding']).toBe(encoding);
          response.once('data', () => {
            if (hangUp) request.destroy();
            resolve();
          });
          response.on('error', () => undefined);
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') reject(error);
      });
    });
  }

  it.each(['br', 'gzip'])(
    'logs a client that hangs up mid-answer at info, never at error (%s)',
    async (encoding) => {
      lines.length = 0;
      await getCompressed(BIG_PATH, encoding, true);
      await vi.waitFor(() =>
        expect(lines.map((line) => line.msg)).toContain('stream closed prematurely'),
      );
      // the compression pipeline hears of the hang-up in the same turn as the reply: one more turn
      await new Promise((resolve) => setImmediate(resolve));
      expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    },
  );

  it('still logs a compressed answer whose source fails at error level', async () => {
    lines.length = 0;
    await getCompressed(FAILING_PATH, 'br', false);
    await vi.waitFor(() =>
      expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toContainEqual(
        expect.objectContaining({ err: expect.objectContaining({ message: 'the source broke' }) }),
      ),
    );
  });
});
