// Contract: password hashing leaves room on libuv's thread pool (auth/password.ts). scrypt and
// file reads share the pool's threads, so a static file asked for while thirty logins hash must
// not wait for them; without the queue it answered after nearly all of them.
import { afterAll, describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import type { TestBackend } from '../backends';
import { call } from '../client';
import { makeStaticSite } from '../site';
import { useApp } from '../suite';

const LOGINS = 30;

export function describeHashQueueContract(backend: TestBackend): void {
  describe('password hashing beside static files', () => {
    const site = makeStaticSite();
    afterAll(() => site.remove());
    const ctx = useApp(backend, { env: { STATIC_DIR: site.dir, PASSWORD_HASH_CONCURRENCY: '2' } });

    it('serves a static file before most of thirty logins being hashed have answered', async () => {
      const order: string[] = [];
      const logins = Array.from({ length: LOGINS }, async (_, i) => {
        // thirty addresses, so the throttle lets every one of them be hashed
        const res = await call(ctx().app, apiUrl(PATHS.login), {
          form: { loginName: `queue-${i}`, password: 'bad' },
          remoteAddress: `10.40.0.${i}`,
        });
        order.push(`login ${res.status}`);
      });
      // ask once hashing is under way: the first answer means the others are hashing or queued
      await Promise.race(logins);
      const file = await ctx().app.inject({ method: 'GET', url: '/sw.js' });
      order.push(`file ${file.statusCode}`);
      await Promise.all(logins);
      expect(order.filter((o) => o.startsWith('login')).every((o) => o === 'login 401')).toBe(true);
      const answeredBefore = order.indexOf('file 200');
      expect(answeredBefore).toBeGreaterThan(0);
      expect(answeredBefore).toBeLessThan(LOGINS / 3);
    });
  });
}
