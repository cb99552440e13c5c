// Contract (PostgreSQL): several server instances on one database behave as one server
// (DESIGN.md section 7): concurrent start-up, shared sessions, shared throttle.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { openPostgresDb } from '../../src/db/postgres';
import { seedDemo } from '../../src/demo/seed';
import { DEFAULT_THROTTLE, type ThrottleLimits } from '../../src/auth/throttle';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { withScratchStore } from '../demoObjects';
import { createTestApp } from '../testApp';

// the sixth try waits a minute after the fifth failure, not the default second, which a loaded
// machine could spend between the two calls (the test then saw 200 instead of 429)
const LIMITS: ThrottleLimits = { ...DEFAULT_THROTTLE, firstDelaySeconds: 60 };

export function describeMultiInstanceContract(backend: TestBackend): void {
  describe('two instances on one PostgreSQL', () => {
    it('migrate and seed safely when they start at the same time', async () => {
      if (!backend.freshEmptyDatabaseUrl) throw new Error('needs PostgreSQL');
      const url = await backend.freshEmptyDatabaseUrl();
      const a = openPostgresDb(url, 3);
      const b = openPostgresDb(url, 3);
      try {
        const applied = await Promise.all([migrate(a), migrate(b)]);
        expect(applied.map((v) => v.length).sort()).toEqual([0, loadMigrations().length]);
        // two instances share one object store as they share the database
        const seeded = await withScratchStore((store) =>
          Promise.all([seedDemo(a, store), seedDemo(b, store)]),
        );
        expect(seeded.filter(Boolean).length).toBe(1);
        const { rows } = await a.query<{ users: number; versions: number }>(
          'SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM schema_migrations) AS versions',
        );
        expect(rows[0]).toEqual({ users: 4, versions: loadMigrations().length });
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    it('share sessions, logouts and the login throttle', async () => {
      if (!backend.freshDatabaseUrl) throw new Error('needs PostgreSQL');
      const url = await backend.freshDatabaseUrl();
      const one = await createTestApp(openPostgresDb(url, 3), { throttle: LIMITS });
      const two = await createTestApp(openPostgresDb(url, 3), { throttle: LIMITS });
      try {
        const { sign } = await login(one.app, 'demo-admin', 'Demo-Admin-2026');
        expect((await call(two.app, apiUrl(PATHS.loginUserInfo), { sign })).status).toBe(200);
        expect((await call(two.app, apiUrl(PATHS.logout), { sign, method: 'POST' })).status).toBe(
          200,
        );
        expect((await call(one.app, apiUrl(PATHS.loginUserInfo), { sign })).status).toBe(401);

        // one address's failures count on both instances; the owner elsewhere is not delayed
        const form = { loginName: 'demo-editor', password: 'wrong' };
        for (let i = 0; i < 5; i++) {
          const app = i % 2 === 0 ? one.app : two.app;
          expect(
            (await call(app, apiUrl(PATHS.login), { form, remoteAddress: '10.5.0.1' })).status,
          ).toBe(401);
        }
        const right = { loginName: 'demo-editor', password: 'Demo-Editor-2026' };
        expect(
          (await call(two.app, apiUrl(PATHS.login), { form: right, remoteAddress: '10.5.0.1' }))
            .status,
        ).toBe(429);
        expect(
          (await call(one.app, apiUrl(PATHS.login), { form: right, remoteAddress: '10.5.0.9' }))
            .status,
        ).toBe(200);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });
  });
}
