import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearErrorLog, ERROR_LOG_CAPACITY, readErrorLog, reportError, toErrorReport } from './errorLog';

describe('the error log', () => {
  beforeEach(async () => {
    await clearErrorLog();
  });

  it('keeps the cause chain, not only the word failed', () => {
    const root = new TypeError('fetch failed');
    const error = new Error('saving the album failed', { cause: new Error('transaction aborted', { cause: root }) });
    const report = toErrorReport('album.save', error, 1_000, '/library/album/list');
    expect(report).toMatchObject({
      context: 'album.save',
      at: 1_000,
      name: 'Error',
      message: 'saving the album failed',
      path: '/library/album/list',
      causes: [
        { name: 'Error', message: 'transaction aborted' },
        { name: 'TypeError', message: 'fetch failed' },
      ],
    });
    expect(report.stack).toContain('saving the album failed');
  });

  it('describes what is thrown that is not an Error, and cuts what is huge', () => {
    expect(toErrorReport('x', 'plain text')).toMatchObject({ name: 'string', message: 'plain text' });
    expect(toErrorReport('x', { code: 42 })).toMatchObject({ name: 'object', message: '{"code":42}' });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(toErrorReport('x', cyclic).message).toBe('[object Object]');
    expect(toErrorReport('x', new Error('y'.repeat(10_000))).message.length).toBeLessThan(4_100);
  });

  it('stores reports newest first and keeps only the last ones', async () => {
    for (let i = 0; i < ERROR_LOG_CAPACITY + 5; i++) reportError(`ctx.${i}`, new Error(`failure ${i}`));
    const log = await readErrorLog();
    expect(log).toHaveLength(ERROR_LOG_CAPACITY);
    expect(log[0]).toMatchObject({ context: `ctx.${ERROR_LOG_CAPACITY + 4}`, message: `failure ${ERROR_LOG_CAPACITY + 4}` });
    expect(log.at(-1)?.context).toBe('ctx.5');
  });

  it('never throws at the catch site, whatever is reported', () => {
    expect(() => reportError('x', undefined)).not.toThrow();
    expect(() => reportError('x', null)).not.toThrow();
    expect(() => reportError('x', Symbol('s'))).not.toThrow();
  });
});
