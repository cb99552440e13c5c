// Contract: the offline DDEX package of an approved album (issue 15, album source 4). A partner
// downloads its own album's zip, the back office any organisation's; the XML in it validates with
// the xmllint CLI; the manifest's hashes are those of the entries; an album that cannot make a
// valid message gets a localized 422 naming why, never a zip; another organisation's album answers
// as one nobody has.
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_LANGUAGE, HEADER_TOKEN } from '../../../src/domain/api';
import type { AlbumDdexDiff } from '../../../src/domain/ddex/api';
import { DEMO_ORGANISATIONS } from '../../src/demo/logins';
import { readAllEntries } from '../../src/ddex/readZip';
import { DDEX_URLS } from '../../src/routes/ddex/package';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser } from '../fixtures';
import { restoreDemoObjects } from '../demoObjects';
import { useApp } from '../suite';
import { CONTRACT_URLS, FIRST_ACCOUNT, contractFields } from './contracts';

const SCHEMA = fileURLToPath(
  new URL('../../src/ddex/schema/release-notification.xsd', import.meta.url),
);

/** `album`: the partner's own album's id, or the back office's (org_id, id) of any organisation's */
async function download(
  app: FastifyInstance,
  url: string,
  sign: string,
  album: string | { orgId: string; albumId: string },
  language = 'en',
) {
  return app.inject({
    method: 'GET',
    url,
    query: typeof album === 'string' ? { albumId: album } : album,
    headers: { [HEADER_TOKEN]: sign, [HEADER_LANGUAGE]: language },
  });
}

async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const read = await readAllEntries(zip, 64 * 1024 * 1024);
  if (!read.ok) throw new Error(read.problem.code);
  return read.entries;
}

export function describeDdexPackageContract(backend: TestBackend): void {
  describe('the offline DDEX package', () => {
    const ctx = useApp(backend);
    let dir = '';
    let admin = '';
    let staff = '';
    let orgId = '';
    const albumIds: Record<string, string> = {};

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'ddex-package-'));
      const { app, db, store } = ctx();
      // the template was seeded with a scratch store: the same bytes again, checked by their sha256
      await restoreDemoObjects(db, store);
      admin = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
      staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      orgId = (
        await db.query<{ id: string }>('SELECT id FROM organisations WHERE name = $1', [
          DEMO_ORGANISATIONS.partner.name,
        ])
      ).rows[0].id;
      const { rows } = await db.query<{ id: string; name: string }>(
        `SELECT id, data ->> 'name' AS name FROM albums WHERE org_id = $1`,
        [orgId],
      );
      for (const row of rows) albumIds[row.name] = row.id;
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('refuses an album that cannot make a valid message with a localized 422 naming why, never a zip', async () => {
      const { app, db } = ctx();
      // no contract in force (the demo's own ended for this test): no territories to deal in
      const ended = await db.query<{ id: string; valid_to: string | null }>(
        `UPDATE contracts c SET valid_to = '2000-01-01' FROM contracts before
          WHERE c.id = before.id AND c.org_id = $1 RETURNING c.id, before.valid_to::text`,
        [orgId],
      );
      let en: Awaited<ReturnType<typeof download>>;
      let zh: Awaited<ReturnType<typeof download>>;
      try {
        en = await download(app, DDEX_URLS.albumPackage, admin, albumIds['城市夜色']!);
        zh = await download(app, DDEX_URLS.albumPackage, admin, albumIds['城市夜色']!, 'zh-Hans');
      } finally {
        for (const row of ended.rows)
          await db.query('UPDATE contracts SET valid_to = $2 WHERE id = $1', [
            row.id,
            row.valid_to,
          ]);
      }
      expect([en.statusCode, en.headers['content-type']]).toEqual([
        422,
        'application/json; charset=utf-8',
      ]);
      expect(en.json()).toMatchObject({ code: 'ddexInvalid' });
      expect(en.json<{ msg: string }>().msg).toMatch(
        /^The album cannot make a valid DDEX message: .*territor/i,
      );
      expect(zh.json<{ msg: string }>().msg).toMatch(/^该专辑无法生成有效的 DDEX 消息：.*地区/);
      expect(en.json<{ result: { problems: Array<{ code: string }> } }>().result.problems).toEqual([
        expect.objectContaining({ code: 'territory-missing' }),
      ]);
    });

    it('zips the validated message, the files it names and a SHA-256 manifest; the same album gives the same bytes', async () => {
      const { app } = ctx();
      const saved = await call(app, CONTRACT_URLS.staffSave, {
        sign: staff,
        json: { orgId, fields: contractFields('DEMO-1'), bankAccount: FIRST_ACCOUNT },
      });
      expect(saved.status).toBe(200);
      const first = await download(app, DDEX_URLS.albumPackage, admin, albumIds['城市夜色']!);
      expect([first.statusCode, first.headers['content-type']]).toEqual([200, 'application/zip']);
      const again = await download(app, DDEX_URLS.backofficeAlbumPackage, staff, {
        orgId,
        albumId: albumIds['城市夜色']!,
      });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

      const entries = await entriesOf(first.rawPayload);
      const names = [...entries.keys()];
      expect(names[0]).toBe('message.xml');
      expect(names.at(-1)).toBe('manifest.sha256');
      // a cover, and audio and lyrics for each of the three tracks
      expect(names.filter((n) => n.startsWith('resources/'))).toHaveLength(7);
      const manifest = entries.get('manifest.sha256')!.toString('utf8').trim().split('\n');
      expect(manifest).toHaveLength(entries.size - 1);
      for (const line of manifest) {
        const [sha, name] = line.split('  ');
        expect(createHash('sha256').update(entries.get(name!)!).digest('hex'), name).toBe(sha);
      }
      const xml = entries.get('message.xml')!.toString('utf8');
      expect(xml).toContain('<ICPN>');
      for (const name of names.filter((n) => n.startsWith('resources/')))
        expect(xml).toContain(name.slice('resources/'.length));
      const file = join(dir, 'message.xml');
      writeFileSync(file, xml);
      const lint = spawnSync('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, file], {
        encoding: 'utf8',
      });
      expect(`${lint.stdout}${lint.stderr}`).toContain(`${file} validates`);
      expect(lint.status).toBe(0);
    });

    it('diffs the message last built (kept by the download) against the one that would be built now', async () => {
      const { app, db } = ctx();
      const albumId = albumIds['城市夜色']!;
      const diff = () =>
        call<AlbumDdexDiff>(app, DDEX_URLS.albumDiff, { sign: admin, query: { albumId } });
      const same = await diff();
      expect(same.status).toBe(200);
      expect(same.body.result.last).toMatchObject({
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(same.body.result.diff).toMatchObject({ ok: true, isSame: true });
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ddex_messages WHERE album_id = $1',
        [albumId],
      );
      expect(rows[0]!.n).toBe(1);

      await db.query(
        `UPDATE albums SET data = jsonb_set(data, '{name}', '"城市夜色（新版）"') WHERE id = $1`,
        [albumId],
      );
      const changed = await diff();
      expect(changed.body.result.diff).toMatchObject({
        ok: true,
        isSame: false,
        release: [expect.objectContaining({ code: 'field-changed', field: 'title' })],
        tracks: [],
        deals: [],
      });
      const staffView = await call<AlbumDdexDiff>(app, DDEX_URLS.backofficeAlbumDiff, {
        sign: staff,
        query: { orgId, albumId },
      });
      expect(staffView.body.result).toEqual(changed.body.result);
      // an album never packaged has nothing to compare with
      const never = await call<AlbumDdexDiff>(app, DDEX_URLS.albumDiff, {
        sign: admin,
        query: { albumId: albumIds['Blue Hour']! },
      });
      expect(never.body.result).toEqual({ last: null, diff: null });
    });

    it('packages approved albums only, and refuses a malformed id', async () => {
      const { app } = ctx();
      const pending = await download(app, DDEX_URLS.albumPackage, admin, albumIds['Blue Hour']!);
      expect([pending.statusCode, pending.json<{ code: string }>().code]).toEqual([
        409,
        'albumNotApproved',
      ]);
      const bad = await download(app, DDEX_URLS.albumPackage, admin, 'not-a-uuid');
      expect(bad.statusCode).toBe(422);
    });

    it("another organisation's album: the same 404 as an id nobody has; a partner never reaches the back office's call", async () => {
      const { app, db } = ctx();
      const other = await createOrganisation(db);
      const otherAdmin = await createUser(db, other, ['admin']);
      const sign = (await login(app, otherAdmin.loginName, otherAdmin.password)).sign;
      const foreign = await download(app, DDEX_URLS.albumPackage, sign, albumIds['城市夜色']!);
      const nobody = await download(app, DDEX_URLS.albumPackage, sign, randomUUID());
      expect([foreign.statusCode, foreign.body]).toEqual([nobody.statusCode, nobody.body]);
      expect(foreign.statusCode).toBe(404);
      const reach = await download(app, DDEX_URLS.backofficeAlbumPackage, admin, {
        orgId,
        albumId: albumIds['城市夜色']!,
      });
      expect(reach.statusCode).toBe(403);
      const foreignDiff = await call(app, DDEX_URLS.albumDiff, {
        sign,
        query: { albumId: albumIds['城市夜色']! },
      });
      const nobodyDiff = await call(app, DDEX_URLS.albumDiff, {
        sign,
        query: { albumId: randomUUID() },
      });
      expect([foreignDiff.status, foreignDiff.text]).toEqual([nobodyDiff.status, nobodyDiff.text]);
      expect(foreignDiff.status).toBe(404);
      const staffUnknown = await download(app, DDEX_URLS.backofficeAlbumPackage, staff, {
        orgId,
        albumId: randomUUID(),
      });
      expect(staffUnknown.statusCode).toBe(404);
    });
  });
}
