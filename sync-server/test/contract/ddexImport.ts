// Contract: the back office imports an ERN 4.3 message into a partner organisation (issue 15,
// album source 3). The plan names what would be matched or created; applying it writes the album,
// tracks, lyrics, parties and the zip's files through the versioned write path, so the partner's
// device pulls them. Hostile uploads are refused with a 4xx envelope and leave nothing behind; a
// partner is refused; a message makes one album per organisation, even when applied twice at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { apiUrl, HEADER_LANGUAGE, HEADER_TOKEN } from '../../../src/domain/api';
import {
  DDEX_IMPORT_PATHS,
  type DdexImportApplied,
  type DdexImportPlanResult,
} from '../../../src/domain/ddex/importApi';
import { wavFile } from '../../../src/domain/media/testing/audioFixtures';
import { pngFile } from '../../../src/domain/media/testing/imageFixtures';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { changedTables, digestTables } from '../dbDigest';
import { createOrganisation, createUser, insertCatalogueRecord } from '../fixtures';
import { multipartBody } from '../multipart';
import { artistContent } from '../records';
import { useApp } from '../suite';
import { TestSyncClient } from '../syncClient';

const PLAN = apiUrl(DDEX_IMPORT_PATHS.plan);
const APPLY = apiUrl(DDEX_IMPORT_PATHS.apply);
const FIXTURES = new URL('../../src/ddex/fixtures/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));

async function zipOf(entries: Array<[string, Uint8Array]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries)
    zip.addBuffer(Buffer.from(data), name, { mtime: new Date(2000, 0, 1) });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The album-with-lyrics message with its resources: real WAVs and a cover of the minimum size. */
const albumZip = () =>
  zipOf([
    ['batch/message.xml', fixture('album-lyrics.xml')],
    ['batch/audio/track1.wav', wavFile({ seconds: 0.05 })],
    ['batch/audio/track2.wav', wavFile({ seconds: 0.05 })],
    ['batch/audio/track3.wav', wavFile({ seconds: 0.05 })],
    ['batch/cover.png', pngFile(1400, 1400)],
    ['batch/lyrics/track1.lrc', Buffer.from('[00:01.00]夜航船\n[00:05.00]灯火摇\n')],
  ]);

type Envelope<T> = { code: string; msg: string; result: T };

export function describeDdexImportContract(backend: TestBackend): void {
  describe('the back office imports a DDEX message', () => {
    const ctx = useApp(backend);
    const staffSign = async () => (await login(ctx().app, 'demo-staff', 'Demo-Staff-2026')).sign;

    async function partner() {
      const { app, db } = ctx();
      const orgId = await createOrganisation(db);
      const admin = await createUser(db, orgId, ['admin']);
      return { orgId, sign: (await login(app, admin.loginName, admin.password)).sign };
    }

    async function upload(
      sign: string,
      orgId: string,
      file: { name: string; bytes: Uint8Array },
      language = 'en',
    ) {
      const { payload, contentType } = multipartBody({ orgId }, file);
      const res = await ctx().app.inject({
        method: 'POST',
        url: PLAN,
        payload,
        headers: { 'content-type': contentType, [HEADER_TOKEN]: sign, [HEADER_LANGUAGE]: language },
      });
      return { status: res.statusCode, body: res.json<Envelope<DdexImportPlanResult>>() };
    }

    async function apply(sign: string, importId: string | null, orgId: string, language = 'en') {
      const res = await call<DdexImportApplied>(ctx().app, APPLY, {
        sign,
        language,
        json: { importId, orgId },
      });
      return { status: res.status, body: res.body as Envelope<DdexImportApplied> };
    }

    const pendingDirs = () => {
      const root = path.join(ctx().config.dataDir, 'ddex-imports');
      return existsSync(root) ? readdirSync(root).filter((n) => !n.startsWith('.')) : [];
    };

    it('plans and applies a bare single: source 3, its track, new parties, pulled by the partner', async () => {
      const { db, app } = ctx();
      const sign = await staffSign();
      const org = await partner();
      const planned = await upload(sign, org.orgId, {
        name: 's.xml',
        bytes: fixture('single.xml'),
      });
      expect(planned.status, JSON.stringify(planned.body)).toBe(200);
      const result = planned.body.result;
      expect(result).toMatchObject({ kind: 'xml', effect: 'create', importedAlbum: null });
      expect(result.plan.isImportable).toBe(true);
      expect(result.plan.artists.every((a) => a.matchedId === null)).toBe(true);
      // the bare message's files follow later: noted as warnings, worded in the caller's language
      expect(result.problems).toContainEqual(
        expect.objectContaining({
          code: 'resource-missing',
          severity: 'warning',
          text: expect.stringMatching(/\S/),
        }),
      );
      const applied = await apply(sign, result.importId, org.orgId);
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      const device = new TestSyncClient(app, org.sign);
      const changes = await device.pullAll();
      const album = changes.find(
        (c) => c.entity === 'album' && c.entityId === applied.body.result.albumId,
      );
      expect(album?.record).toMatchObject({
        source: 3,
        name: result.plan.album?.name,
        reviewStatus: 10,
      });
      const tracks = changes.filter((c) => c.entity === 'track');
      expect(tracks.map((t) => t.record)).toEqual([
        expect.objectContaining({
          albumId: applied.body.result.albumId,
          source: 3,
          isrc: result.plan.tracks[0]?.isrc,
        }),
      ]);
      expect(applied.body.result.createdArtistIds.length).toBe(result.plan.artists.length);
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ddex_imports WHERE org_id = $1',
        [org.orgId],
      );
      expect(rows[0].n).toBe(1);
    });

    it('applies the album with lyrics from a zip: verified files, the lyrics text on the track', async () => {
      const { db } = ctx();
      const sign = await staffSign();
      const org = await partner();
      const planned = await upload(sign, org.orgId, { name: 'a.zip', bytes: await albumZip() });
      expect(planned.status, JSON.stringify(planned.body)).toBe(200);
      expect(planned.body.result.kind).toBe('zip');
      expect(planned.body.result.found.map((f) => f.uri).sort()).toEqual([
        'audio/track1.wav',
        'audio/track2.wav',
        'audio/track3.wav',
        'cover.png',
        'lyrics/track1.lrc',
      ]);
      const applied = await apply(sign, planned.body.result.importId, org.orgId);
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      const { albumId, trackIds, fileIds } = applied.body.result;
      expect(trackIds).toHaveLength(3);
      const files = await db.query<{ status: string; purpose: string }>(
        'SELECT status, purpose FROM files WHERE org_id = $1 ORDER BY purpose',
        [org.orgId],
      );
      expect(files.rows.map((f) => [f.purpose, f.status])).toEqual([
        ['albumCover', 'verified'],
        ['lyrics', 'verified'],
        ['track', 'verified'],
        ['track', 'verified'],
        ['track', 'verified'],
      ]);
      expect(fileIds).toHaveLength(5);
      const track = await db.query<{
        data: { audio: { verifiedAt: string | null; path: string } };
      }>('SELECT data FROM tracks WHERE id = $1', [trackIds[0]]);
      expect(track.rows[0].data.audio.verifiedAt).not.toBeNull();
      expect(fileIds).toContain(track.rows[0].data.audio.path);
      const lyrics = await db.query<{ data: { content: string; trackId: string } }>(
        'SELECT data FROM lyrics WHERE org_id = $1',
        [org.orgId],
      );
      expect(lyrics.rows.map((r) => r.data)).toEqual([
        expect.objectContaining({
          trackId: trackIds[0],
          content: '[00:01.00]夜航船\n[00:05.00]灯火摇\n',
        }),
      ]);
      const album = await db.query<{ data: { source: number; cover: { widthPx: number } } }>(
        'SELECT data FROM albums WHERE id = $1',
        [albumId],
      );
      expect(album.rows[0].data).toMatchObject({ source: 3, cover: { widthPx: 1400 } });
    });

    it("matches an artist of the target organisation by name, never another organisation's", async () => {
      const { db } = ctx();
      const sign = await staffSign();
      const org = await partner();
      const other = await partner();
      await insertCatalogueRecord(db, other.orgId, 'artist', {
        ...artistContent(),
        name: '蓝潮乐团',
      });
      const bytes = fixture('album-lyrics.xml');
      const first = await upload(sign, org.orgId, { name: 'm.xml', bytes });
      expect(
        first.body.result.plan.artists.find((a) => a.name === '蓝潮乐团')?.matchedId,
      ).toBeNull();
      const ownId = await insertCatalogueRecord(db, org.orgId, 'artist', {
        ...artistContent(),
        name: '蓝潮乐团',
      });
      // matched by its foreign name too, in the plan and in the apply alike
      const byForeignName = await insertCatalogueRecord(db, org.orgId, 'artist', {
        ...artistContent(),
        name: 'Xiaoyu Zhou',
        foreignName: '周小雨',
      });
      const second = await upload(sign, org.orgId, { name: 'm.xml', bytes });
      expect(second.body.result.plan.artists.find((a) => a.name === '周小雨')?.matchedId).toBe(
        byForeignName,
      );
      expect(second.body.result.plan.artists.find((a) => a.name === '蓝潮乐团')?.matchedId).toBe(
        ownId,
      );
      const applied = await apply(sign, second.body.result.importId, org.orgId);
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      expect(applied.body.result.createdArtistIds).not.toContain(ownId);
      const twins = await db.query(
        `SELECT id FROM artists WHERE org_id = $1 AND data->>'name' = '周小雨'`,
        [org.orgId],
      );
      expect(twins.rows).toEqual([]);
      const album = await db.query<{ data: { artists: Array<{ artistId: string }> } }>(
        'SELECT data FROM albums WHERE id = $1',
        [applied.body.result.albumId],
      );
      expect(album.rows[0].data.artists[0]?.artistId).toBe(ownId);
      const named = await db.query<{ org_id: string }>(
        `SELECT org_id FROM artists WHERE data->>'name' = '蓝潮乐团' AND org_id = ANY($1::uuid[])`,
        [[org.orgId, other.orgId]],
      );
      expect(named.rows.map((r) => r.org_id).sort()).toEqual([org.orgId, other.orgId].sort());
    });

    it('plans a takedown as one and creates no album from it', async () => {
      const { db } = ctx();
      const sign = await staffSign();
      const org = await partner();
      const planned = await upload(sign, org.orgId, {
        name: 't.xml',
        bytes: fixture('takedown.xml'),
      });
      expect(planned.status).toBe(200);
      expect(planned.body.result.effect).toBe('takedown');
      const applied = await apply(sign, planned.body.result.importId, org.orgId, 'zh-Hans');
      expect([applied.status, applied.body.code]).toEqual([409, 'ddexImportTakedown']);
      expect(applied.body.msg).toMatch(/下架/);
      const { rows } = await db.query('SELECT id FROM albums WHERE org_id = $1', [org.orgId]);
      expect(rows).toEqual([]);
    });

    it('refuses to apply a plan with errors: 422 with the problems and their lines', async () => {
      const sign = await staffSign();
      const org = await partner();
      const xml = fixture('single.xml')
        .toString('utf8')
        .replace(
          '<ReleaseResourceReference>A1</ReleaseResourceReference>',
          '<ReleaseResourceReference>A9</ReleaseResourceReference>',
        );
      const planned = await upload(sign, org.orgId, { name: 'e.xml', bytes: Buffer.from(xml) });
      expect(planned.status).toBe(200);
      expect(planned.body.result.plan.isImportable).toBe(false);
      const applied = await apply(sign, planned.body.result.importId, org.orgId);
      expect([applied.status, applied.body.code]).toEqual([422, 'ddexImportRefused']);
      const problems = (
        applied.body.result as unknown as { problems: Array<{ code: string; line?: number }> }
      ).problems;
      expect(problems).toContainEqual(
        expect.objectContaining({ code: 'reference-unknown', line: expect.any(Number) }),
      );
    });

    it('makes one album per message and organisation: again -> 409 naming it, twice at once -> one album', async () => {
      const { db } = ctx();
      const sign = await staffSign();
      const org = await partner();
      const bytes = fixture('single.xml');
      const first = await upload(sign, org.orgId, { name: 's.xml', bytes });
      const second = await upload(sign, org.orgId, { name: 's.xml', bytes });
      const both = await Promise.all([
        apply(sign, first.body.result.importId, org.orgId),
        apply(sign, second.body.result.importId, org.orgId),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const again = await apply(sign, first.body.result.importId, org.orgId);
      expect([again.status, again.body.code]).toEqual([409, 'ddexImportDone']);
      const albumName = first.body.result.plan.album?.name ?? '';
      expect(again.body.msg).toContain(albumName);
      const third = await upload(sign, org.orgId, { name: 's.xml', bytes });
      expect(third.body.result.importedAlbum?.albumName).toBe(albumName);
      const { rows } = await db.query('SELECT id FROM albums WHERE org_id = $1', [org.orgId]);
      expect(rows).toHaveLength(1);
    });

    it('is the back office staff route only: partners and their staff-role members get 403', async () => {
      const { app, db } = ctx();
      const org = await partner();
      const kept = pendingDirs();
      const insider = await createUser(db, org.orgId, ['staff']);
      const insiderSign = (await login(app, insider.loginName, insider.password)).sign;
      for (const sign of [org.sign, insiderSign]) {
        const planned = await upload(sign, org.orgId, {
          name: 's.xml',
          bytes: fixture('single.xml'),
        });
        expect(planned.status).toBe(403);
        const applied = await apply(sign, '00000000-0000-4000-8000-000000000000', org.orgId);
        expect(applied.status).toBe(403);
      }
      expect(pendingDirs()).toEqual(kept);
      // the back office imports into partners only, and only into organisations that exist
      const staff = await staffSign();
      const missing = await upload(staff, '00000000-0000-4000-8000-000000000001', {
        name: 's.xml',
        bytes: fixture('single.xml'),
      });
      expect(missing.status).toBe(404);
      // the partner picker lists partners to staff only, never the back office itself
      const LIST = apiUrl(DDEX_IMPORT_PATHS.organisations);
      expect((await call(app, LIST, { sign: org.sign })).status).toBe(403);
      expect((await call(app, LIST, { sign: insiderSign })).status).toBe(403);
      const listed = await call<{ list: Array<{ id: string }> }>(app, LIST, { sign: staff });
      const ids = listed.body.result.list.map((o) => o.id);
      expect(ids).toContain(org.orgId);
      const backoffice = await db.query<{ id: string }>(
        'SELECT id FROM organisations WHERE is_backoffice',
      );
      expect(ids).not.toContain(backoffice.rows[0].id);
      // an upload made for one organisation is not applied into another: it reads as none
      const other = await partner();
      const planned = await upload(staff, org.orgId, {
        name: 's.xml',
        bytes: fixture('single.xml'),
      });
      const crossed = await apply(staff, planned.body.result.importId, other.orgId);
      expect([crossed.status, crossed.body.code]).toEqual([404, 'ddexImportGone']);
      const { rows } = await db.query('SELECT id FROM albums WHERE org_id = ANY($1::uuid[])', [
        [org.orgId, other.orgId],
      ]);
      expect(rows).toEqual([]);
    });

    it('refuses hostile uploads with a 4xx envelope and leaves no row and no file', async () => {
      const { db, app } = ctx();
      const sign = await staffSign();
      const org = await partner();
      const single = fixture('single.xml').toString('utf8');
      const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>`;
      const zeros = Buffer.alloc(8 * 1024 * 1024);
      const bomb = await zipOf([
        ...Array.from({ length: 4 }, (_, i): [string, Uint8Array] => [`r/part${i}.wav`, zeros]),
        ['message.xml', Buffer.from(single)],
      ]);
      const cases: Array<[string, Uint8Array, string]> = [
        ['not XML', Buffer.from('hello, this is not a message'), 'not-xml'],
        [
          'wrong namespace',
          Buffer.from(single.replaceAll('http://ddex.net/xml/ern/43', 'urn:other')),
          'wrong-namespace',
        ],
        ['billion laughs', Buffer.from(laughs), 'doctype-refused'],
        ['zip bomb', bomb, 'zip-bomb'],
      ];
      const kept = pendingDirs();
      const before = await digestTables(db, { files: "status <> 'rejected'" });
      for (const [what, bytes, code] of cases) {
        const res = await upload(sign, org.orgId, { name: 'x', bytes }, 'zh-Hans');
        expect([what, res.status, res.body.code]).toEqual([what, 422, 'ddexImportRefused']);
        expect(res.body.msg, what).toMatch(/^该 DDEX 消息无法导入：/);
        const problems = (res.body.result as unknown as { problems: Array<{ code: string }> })
          .problems;
        expect(
          problems.map((p) => p.code),
          what,
        ).toContain(code);
      }
      // 200 MB, streamed: refused once past the message limit, never held whole
      const boundary = '----rppbig';
      const head = `--${boundary}\r\ncontent-disposition: form-data; name="orgId"\r\n\r\n${org.orgId}\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.xml"\r\ncontent-type: application/xml\r\n\r\n`;
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      async function* body() {
        yield Buffer.from(head);
        for (let i = 0; i < 200; i += 1) yield chunk;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      }
      const big = await app.inject({
        method: 'POST',
        url: PLAN,
        payload: Readable.from(body()),
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          [HEADER_TOKEN]: sign,
          [HEADER_LANGUAGE]: 'en',
        },
      });
      expect([big.statusCode, big.json<{ code: string }>().code]).toEqual([
        413,
        'ddexImportRefused',
      ]);
      expect(big.json<{ msg: string }>().msg).toMatch(/^The DDEX message cannot be imported: /);
      expect(changedTables(before, await digestTables(db))).toEqual([]);
      expect(pendingDirs()).toEqual(kept);
    });
  });
}
