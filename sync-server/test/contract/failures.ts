// Contract: an unexpected failure is a 500 envelope with the generic message, never the error's
// text or stack; an app that declares a route without a privilege refuses to start.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import type { Db } from '../../src/db/db';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createTestApp } from '../testApp';

/** A database whose queries touching `table` fail, as a lost connection would. */
function failingOn(db: Db, table: string): Db {
  return {
    ...db,
    kind: db.kind,
    query: (sql, params) =>
      sql.includes(table)
        ? Promise.reject(new Error(`boom at ${table}: secret detail`))
        : db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
}

function expectNoLeak(text: string): void {
  expect(text).not.toMatch(/secret detail|kaboom|\bat .+\.ts:\d+|stack/i);
}

export function describeFailureContract(backend: TestBackend): void {
  describe('unexpected failures', () => {
    it('answers a throwing handler with a 500 envelope without message or stack', async () => {
      const t = await createTestApp(await backend.freshDb(), {
        extend: (app) =>
          app.get('/api/test/boom.json', { config: { privilege: 'public' } }, async () => {
            throw new Error('kaboom: password=hunter2');
          }),
      });
      try {
        const res = await call(t.app, '/api/test/boom.json', { language: 'en' });
        expect(res.status).toBe(500);
        expect(res.body).toEqual({
          state: false,
          msg: en['error.serverError'],
          result: null,
          code: 'serverError',
        });
        expectNoLeak(res.text);
      } finally {
        await t.close();
      }
    });

    it('answers a database failure inside a guarded route with a clean 500', async () => {
      const db = await backend.freshDb();
      const t = await createTestApp(failingOn(db, 'sys_messages'));
      try {
        const { sign } = await login(t.app, 'demo-admin', 'Demo-Admin-2026');
        const res = await call(t.app, apiUrl(PATHS.sysMsgNum), { sign });
        expect(res.status).toBe(500);
        expect(res.body.code).toBe('serverError');
        expectNoLeak(res.text);
      } finally {
        await t.close();
      }
    });

    it('refuses to start when an /api route declares no privilege', async () => {
      const db = await backend.freshDb();
      await expect(
        createTestApp(db, {
          extend: (app) => app.get('/api/test/unguarded.json', async () => ({})),
        }),
      ).rejects.toThrow(/must declare config.privilege/);
      await db.close();
    });
  });
}
