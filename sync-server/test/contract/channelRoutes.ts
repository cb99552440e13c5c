// Contract: the back office's channel calls (issue 16). Staff add, read, list and update channels;
// the key given with a save is sealed and never answered nor logged; a partner of any role gets 403
// and reads nothing; bad input is a localized 422 that writes nothing; a taken code is a 409.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/domain/api';
import { CHANNEL_PATHS, type ChannelView } from '../../../src/domain/distribution/channel';
import { seedDemoChannel } from '../../src/demo/channel';
import { openChannelSecret } from '../../src/distribution/channelStore';
import { systemClock } from '../../src/clock';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser } from '../fixtures';
import { useApp } from '../suite';
import { channelFields } from './distributionStore';

export const CHANNEL_URLS = {
  list: apiUrl(CHANNEL_PATHS.list),
  get: apiUrl(CHANNEL_PATHS.get),
  add: apiUrl(CHANNEL_PATHS.add),
  update: apiUrl(CHANNEL_PATHS.update),
};
const KEY_BODY = `b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ${randomUUID().replace(/-/g, '')}`;
const KEY = `-----BEGIN OPENSSH PRIVATE KEY-----\n${KEY_BODY}\n-----END OPENSSH PRIVATE KEY-----\n`;
const PASSWORD = `pw-${randomUUID()}`;

export function describeChannelRoutesContract(backend: TestBackend): void {
  describe('back-office channel calls', () => {
    const logs: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
    const ctx = useApp(backend, { logger: { level: 'trace', stream } });
    const countChannels = async () =>
      (await ctx().db.query<{ n: number }>('SELECT count(*)::int AS n FROM channels')).rows[0].n;

    it('staff add, read, list and update a channel; its key is sealed, never answered, never logged', async () => {
      const { app, db, config } = ctx();
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const code = `dsp-${randomUUID().slice(0, 6)}`;
      const added = await call<ChannelView>(app, CHANNEL_URLS.add, {
        sign: staff,
        json: { fields: channelFields(code), secret: { privateKey: KEY, password: PASSWORD } },
      });
      expect(added.status).toBe(200);
      const id = added.body.result.id;
      expect(added.body.result).toMatchObject({ hasSecret: true, fields: { code } });
      const got = await call<ChannelView>(app, CHANNEL_URLS.get, { sign: staff, query: { id } });
      const list = await call<{ list: ChannelView[] }>(app, CHANNEL_URLS.list, { sign: staff });
      expect(list.body.result.list.map((c) => c.id)).toContain(id);
      const updated = await call<ChannelView>(app, CHANNEL_URLS.update, {
        sign: staff,
        json: { id, fields: channelFields(code, { nameZh: '新名称' }) },
      });
      expect(updated.body.result).toMatchObject({ hasSecret: true, fields: { nameZh: '新名称' } });
      expect(await openChannelSecret(db, id, config.secrets.signingSecret)).toEqual({
        privateKey: KEY,
        password: PASSWORD,
      });
      for (const text of [added.text, got.text, list.text, updated.text, logs.join('')]) {
        expect(text).not.toContain(KEY_BODY);
        expect(text).not.toContain(PASSWORD);
      }
      expect(logs.join('')).toContain(CHANNEL_URLS.add);
    });

    it('the demo seed has "Demo Music (local folder)" reaching DATA_DIR/deliveries, once', async () => {
      const { app, db } = ctx();
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const list = await call<{ list: ChannelView[] }>(app, CHANNEL_URLS.list, { sign: staff });
      const demo = list.body.result.list.find((c) => c.fields.code === 'demo-music');
      expect(demo?.fields).toMatchObject({
        nameEn: 'Demo Music (local folder)',
        endpoint: { kind: 'folder', folder: 'demo-music' },
        enabled: true,
      });
      expect(demo?.hasSecret).toBe(false);
      expect(await seedDemoChannel(db, systemClock)).toBeNull();
    });

    it('a taken code is a 409 in both languages and adds nothing', async () => {
      const { app } = ctx();
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const code = `dup-${randomUUID().slice(0, 6)}`;
      await call(app, CHANNEL_URLS.add, { sign: staff, json: { fields: channelFields(code) } });
      const before = await countChannels();
      const en = await call(app, CHANNEL_URLS.add, {
        sign: staff,
        language: 'en',
        json: { fields: channelFields(code.toUpperCase()) },
      });
      const zh = await call(app, CHANNEL_URLS.add, {
        sign: staff,
        language: 'zh-Hans',
        json: { fields: channelFields(code) },
      });
      expect([en.status, en.body.code, en.body.msg]).toEqual([
        409,
        'channelCodeTaken',
        'Another channel already has this code',
      ]);
      expect([zh.status, zh.body.msg]).toEqual([409, '已有渠道使用此代码']);
      expect(await countChannels()).toBe(before);
    });

    it('bad input is a localized 422 naming the field, and writes nothing', async () => {
      const { app } = ctx();
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const before = await countChannels();
      const cases: Array<[string, unknown, string]> = [
        ['fields.dpid', { fields: { ...channelFields('x1'), dpid: 'NOPE' } }, 'PADPIDA'],
        [
          'fields.dpid',
          { fields: { ...channelFields('x6'), dpid: 'PADPIDA2026112601X' } },
          'check character',
        ],
        [
          'fields.endpoint.remoteRoot',
          {
            fields: {
              ...channelFields('x2'),
              endpoint: { ...channelFields('x2').endpoint, remoteRoot: '../etc' },
            },
          },
          '..',
        ],
        ['fields.code', { fields: channelFields('no spaces') }, 'hyphens'],
        ['secret', { fields: channelFields('x3'), secret: { privateKey: KEY, extra: 1 } }, ''],
      ];
      for (const [path, json, words] of cases) {
        const res = await call<{ issues: { path: string; message: string }[] }>(
          app,
          CHANNEL_URLS.add,
          {
            sign: staff,
            language: 'en',
            json,
          },
        );
        expect(res.status, path).toBe(422);
        expect(res.body.result.issues.map((i) => i.path).join(' '), path).toContain(path);
        expect(res.body.msg, path).toContain(words);
        expect(res.text).not.toContain(KEY_BODY);
      }
      const zh = await call(app, CHANNEL_URLS.add, {
        sign: staff,
        language: 'zh-Hans',
        json: { fields: { ...channelFields('x4'), dpid: 'NOPE' } },
      });
      expect(zh.body.msg).toContain('DDEX 参与方 ID 以 PADPIDA 开头');
      const check = await call(app, CHANNEL_URLS.add, {
        sign: staff,
        language: 'zh-Hans',
        json: { fields: { ...channelFields('x5'), dpid: 'PADPIDA2026112601X' } },
      });
      expect([check.status, check.body.msg]).toEqual([
        422,
        expect.stringContaining('校验字符不正确'),
      ]);
      expect(await countChannels()).toBe(before);
    });

    it('a partner of any role, administrators included, gets 403 and reads or writes nothing', async () => {
      const { app } = ctx();
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const made = await call<ChannelView>(app, CHANNEL_URLS.add, {
        sign: staff,
        json: {
          fields: channelFields(`p-${randomUUID().slice(0, 6)}`),
          secret: { password: PASSWORD },
        },
      });
      const id = made.body.result.id;
      const before = await countChannels();
      const orgId = await createOrganisation(ctx().db);
      for (const role of ['admin', 'adminNoDistribution', 'contentOperator'] as const) {
        const user = await createUser(ctx().db, orgId, [role]);
        const sign = (await login(app, user.loginName, user.password)).sign;
        const answers = [
          await call(app, CHANNEL_URLS.list, { sign }),
          await call(app, CHANNEL_URLS.get, { sign, query: { id } }),
          await call(app, CHANNEL_URLS.add, { sign, json: { fields: channelFields(`q-${role}`) } }),
          await call(app, CHANNEL_URLS.update, {
            sign,
            json: { id, fields: channelFields('hijack') },
          }),
        ];
        for (const res of answers) {
          expect(res.status, role).toBe(403);
          expect(res.text).not.toContain(id);
        }
      }
      expect(await countChannels()).toBe(before);
      const after = await call<ChannelView>(app, CHANNEL_URLS.get, { sign: staff, query: { id } });
      expect(after.body.result.fields.code).toBe(made.body.result.fields.code);
    });
  });
}
