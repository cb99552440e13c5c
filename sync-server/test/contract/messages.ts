// Contract: system messages, paging, filtering, language, read state.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl, type SysMessagePage } from '../../../src/domain/api';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { useApp } from '../suite';

const LIST = apiUrl(PATHS.sysMsgList);
const NUM = apiUrl(PATHS.sysMsgNum);
const READ = apiUrl(PATHS.sysMsgRead);

export function describeMessageContract(backend: TestBackend): void {
  describe('system messages', () => {
    const ctx = useApp(backend);

    it('pages newest first, filters by kind and speaks the request language', async () => {
      const { sign } = await login(ctx().app, 'demo-manager', 'Demo-Manager-2026');
      const all = await call<SysMessagePage>(ctx().app, LIST, { sign, language: 'en' });
      expect(all.status).toBe(200);
      // the demo's three messages and the notice of its contract (demo/contract.ts)
      expect(all.body.result.total).toBe(4);
      const times = all.body.result.list.map((m) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(all.body.result.list.map((m) => m.title)).toContain(
        'Welcome to the rights-partner portal',
      );

      const page2 = await call<SysMessagePage>(ctx().app, LIST, {
        sign,
        query: { page: '2', size: '2' },
      });
      expect(page2.body.result.list.length).toBe(2);
      expect(page2.body.result.total).toBe(4);

      const notices = await call<SysMessagePage>(ctx().app, LIST, {
        sign,
        query: { kind: 'announcement' },
      });
      expect(notices.body.result.total).toBe(2);
      expect(notices.body.result.list.every((m) => m.kind === 'announcement')).toBe(true);
      expect(notices.body.result.list.map((m) => m.title)).toContain('欢迎使用版权合作伙伴门户');
    });

    it('counts unread messages per user and marks them read idempotently', async () => {
      const manager = await login(ctx().app, 'demo-manager', 'Demo-Manager-2026');
      const editor = await login(ctx().app, 'demo-editor', 'Demo-Editor-2026');
      expect((await call<number>(ctx().app, NUM, { sign: manager.sign })).body.result).toBe(4);
      const list = await call<SysMessagePage>(ctx().app, LIST, { sign: manager.sign });
      const target = list.body.result.list[0];
      expect(target.read).toBe(false);
      for (let i = 0; i < 2; i++) {
        const res = await call(ctx().app, READ, { sign: manager.sign, form: { id: target.id } });
        expect(res.status).toBe(200);
      }
      expect((await call<number>(ctx().app, NUM, { sign: manager.sign })).body.result).toBe(3);
      const after = await call<SysMessagePage>(ctx().app, LIST, { sign: manager.sign });
      expect(after.body.result.list.find((m) => m.id === target.id)?.read).toBe(true);
      // read state is personal
      expect((await call<number>(ctx().app, NUM, { sign: editor.sign })).body.result).toBe(4);
    });

    it('rejects bad paging, kinds and ids with 422, and an unknown id with 404', async () => {
      const { sign } = await login(ctx().app, 'demo-editor', 'Demo-Editor-2026');
      const bad: Record<string, string>[] = [
        { size: '1000' },
        { page: '0' },
        { page: 'abc' },
        { kind: 'spam' },
      ];
      for (const query of bad) {
        const res = await call(ctx().app, LIST, { sign, query, language: 'en' });
        expect(res.status, JSON.stringify(query)).toBe(422);
        expect(res.body.code).toBe('badInput');
      }
      expect((await call(ctx().app, READ, { sign, json: { id: 'not-a-uuid' } })).status).toBe(422);
      expect((await call(ctx().app, READ, { sign, json: {} })).status).toBe(422);
      const unknown = await call(ctx().app, READ, {
        sign,
        json: { id: '00000000-0000-4000-8000-000000000000' },
      });
      expect(unknown.status).toBe(404);
    });
  });
}
