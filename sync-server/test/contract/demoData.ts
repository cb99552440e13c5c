// Contract: the demo is real (issue 13). Its files are in the object store and verified by the server
// as a partner's upload is, its records point at them with the server's facts, the albums past
// draft pass the submission check a partner's album must pass, and the app serves the files.
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, apiUrl, type FileStatusAnswer } from '../../../src/domain/api';
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { fileRefFields, settledReference } from '../../../src/domain/catalogue/fileFields';
import { errorsOf } from '../../../src/domain/catalogue/issues';
import { AlbumLimits, TrackLimits } from '../../../src/domain/catalogue/limits';
import { inspectFile } from '../../../src/domain/media';
import { checkDeclaredFile, FILE_PURPOSES } from '../../../src/domain/media/filePolicy';
import { DEMO_ALBUMS, demoTracks } from '../../src/demo/catalogue';
import { makeDemoFiles } from '../../src/demo/files';
import { DEMO_ORGANISATIONS } from '../../src/demo/logins';
import { DEMO_AUDIO_SECONDS } from '../../src/demo/media';
import type { FileRow } from '../../src/files/fileRecords';
import { verifyStoredFile } from '../../src/files/verify';
import { listRecords } from '../../src/sync/records';
import { submissionIssues } from '../../src/sync/review';
import { loadSnapshot } from '../../src/sync/snapshots';
import { ENTITY_TABLES, tableOf } from '../../src/sync/tables';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { restoreDemoObjects } from '../demoObjects';
import { useApp } from '../suite';

type Facts = Record<string, unknown>;

export function describeDemoDataContract(backend: TestBackend): void {
  describe('the demo organisation', () => {
    const ctx = useApp(backend);
    let orgId = '';
    let files: FileRow[] = [];

    beforeAll(async () => {
      const { db, store } = ctx();
      orgId = (
        await db.query<{ id: string }>('SELECT id FROM organisations WHERE name = $1', [
          DEMO_ORGANISATIONS.partner.name,
        ])
      ).rows[0].id;
      files = (
        await db.query<FileRow>('SELECT * FROM files WHERE org_id = $1 ORDER BY name', [orgId])
      ).rows;
      // the template was seeded with a scratch store: the same bytes again, checked by their sha256
      expect(await restoreDemoObjects(db, store)).toBe(files.length);
    });

    it('has every file stored and verified by the server, as a partner upload is', async () => {
      const made = await makeDemoFiles();
      expect(files.map((f) => f.name)).toEqual(made.map((f) => f.name).sort());
      const byPurpose = (purpose: string) => files.filter((f) => f.purpose === purpose);
      const tracks = demoTracks().length;
      expect([
        byPurpose('albumCover').length,
        byPurpose('track').length,
        byPurpose('lyrics').length,
        byPurpose('authorization').length,
      ]).toEqual([DEMO_ALBUMS.filter((a) => a.reviewStatus !== 10).length, tracks, tracks, 1]);
      for (const file of files) {
        expect([file.name, file.status, file.reject_code, file.user_id !== null]).toEqual([
          file.name,
          'verified',
          null,
          true,
        ]);
        // no warning either (an extension that does not match the content, a small picture)
        expect(file.facts?.issues, file.name).toBeUndefined();
        // the server's check holds on the stored bytes
        const again = await verifyStoredFile(ctx().store, file);
        expect(again, file.name).toEqual({ status: 'verified', facts: file.facts });
      }
      for (const audio of byPurpose('track')) {
        expect(audio.facts).toMatchObject({
          container: 'wav',
          sampleRate: TrackLimits.audioMinSampleRateHz,
          bitDepth: 16,
          channels: TrackLimits.audioChannels,
          durationSeconds: DEMO_AUDIO_SECONDS,
        });
      }
      for (const cover of byPurpose('albumCover')) {
        expect(cover.facts).toEqual({
          format: 'png',
          width: AlbumLimits.coverMinPx,
          height: AlbumLimits.coverMinPx,
        });
      }
      for (const lyrics of byPurpose('lyrics'))
        expect(lyrics.facts).toMatchObject({ format: 'lrc', encoding: 'utf-8', lines: 4 });
      expect(byPurpose('authorization')[0].facts).toEqual({ format: 'pdf' });
    });

    it('passes the checks the browser runs before an upload, lyrics against the length of their track', async () => {
      const { rows } = await ctx().db.query<{ file: string; duration_ms: string }>(
        `SELECT l.data -> 'file' ->> 'path' AS file, t.data -> 'audio' ->> 'durationMs' AS duration_ms
           FROM lyrics l JOIN tracks t ON t.id = l.track_id WHERE l.org_id = $1`,
        [orgId],
      );
      const durationOf = new Map(rows.map((r) => [r.file, Number(r.duration_ms)]));
      expect(durationOf.size).toBe(demoTracks().length);
      for (const file of files) {
        const declared = {
          name: file.name,
          type: file.content_type,
          kind: FILE_PURPOSES[file.purpose].kind,
          purpose: file.purpose,
          size: Number(file.size),
        };
        expect(checkDeclaredFile(declared), file.name).toBeNull();
        const src = await ctx().store.openByteSource(file.object_key);
        try {
          const durationMs = file.purpose === 'lyrics' ? durationOf.get(file.id) : undefined;
          if (file.purpose === 'lyrics')
            expect(durationMs, file.name).toBe(DEMO_AUDIO_SECONDS * 1000);
          expect(
            (await inspectFile(src, { name: file.name, purpose: file.purpose, durationMs })).issues,
            file.name,
          ).toEqual([]);
        } finally {
          await src.close?.();
        }
      }
    });

    it('points every file reference at a verified file of its own, with the facts the server read', async () => {
      const byId = new Map(files.map((f) => [f.id, f]));
      const referenced: string[] = [];
      for (const entity of Object.keys(ENTITY_TABLES) as EntityName[]) {
        for (const [field, shape] of fileRefFields(entity)) {
          const { rows } = await ctx().db.query<{ data: Facts }>(
            `SELECT data FROM ${tableOf(entity)} WHERE org_id = $1 AND deleted_at IS NULL AND data -> $2 IS NOT NULL AND data -> $2 <> 'null'::jsonb`,
            [orgId, field],
          );
          for (const { data } of rows) {
            const ref = data[field] as Facts;
            const file = byId.get(String(ref.path));
            expect(file, `${entity}.${field} -> ${String(ref.path)}`).toBeDefined();
            if (!file) continue;
            referenced.push(file.id);
            const settled = {
              id: file.id,
              name: file.name,
              size: Number(file.size),
              status: 'verified' as const,
              facts: file.facts,
              settledAt: new Date(file.updated_at).toISOString(),
            };
            expect(ref, `${entity}.${field}`).toEqual(settledReference(shape, settled, ref));
          }
        }
      }
      // each file is named by exactly one record
      expect(referenced.sort()).toEqual(files.map((f) => f.id).sort());
      const { rows: audio } = await ctx().db.query<{ audio: Facts }>(
        `SELECT data -> 'audio' AS audio FROM tracks WHERE org_id = $1`,
        [orgId],
      );
      for (const { audio: facts } of audio) expect(facts.verifiedAt).toEqual(expect.any(String));
    });

    it('has albums past draft that pass the submission check, the approved one with its approved files', async () => {
      const albums = await ctx().db.query<{ id: string }>(
        'SELECT id FROM albums WHERE org_id = $1',
        [orgId],
      );
      const rows = await listRecords(
        ctx().db,
        'album',
        orgId,
        'id',
        albums.rows.map((a) => a.id),
      );
      const pastDraft = rows.filter((a) => a.data.reviewStatus !== 10);
      expect(pastDraft.map((a) => a.data.name).sort()).toEqual(
        DEMO_ALBUMS.filter((a) => a.reviewStatus !== 10)
          .map((a) => a.name)
          .sort(),
      );
      for (const album of pastDraft) {
        // the status alone stops a second submission of an album in review or approved
        const issues = errorsOf(await submissionIssues(ctx().db, orgId, album)).filter(
          (i) => i.field !== 'reviewStatus',
        );
        expect(issues, String(album.data.name)).toEqual([]);
      }
      const approved = rows.find((a) => a.data.reviewStatus === 12);
      const snapshot = await loadSnapshot(ctx().db, orgId, approved?.id ?? '');
      const snapshotTracks = (snapshot ?? []).filter((e) => e.entity === 'track');
      expect(snapshotTracks.length).toBe(
        DEMO_ALBUMS.find((a) => a.reviewStatus === 12)?.tracks.length,
      );
      for (const t of snapshotTracks)
        expect((t.record.audio as Facts).verifiedAt).toEqual(expect.any(String));
    });

    it('serves them: their status, the letter as a PDF, the audio as a stream', async () => {
      const { sign } = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026');
      for (const file of files) {
        const status = await call<FileStatusAnswer>(
          ctx().app,
          `/api/files/${file.id}/status.json`,
          { sign },
        );
        expect([status.status, status.body.result]).toEqual([
          200,
          { id: file.id, status: 'verified', rejectCode: null },
        ]);
      }
      const letter = files.find((f) => f.purpose === 'authorization');
      const download = await ctx().app.inject({
        method: 'POST',
        url: apiUrl(PATHS.downloadByFileUrl),
        headers: { uvsign: sign, 'content-type': 'application/json' },
        payload: JSON.stringify({ fileUrl: letter?.id, fileName: letter?.name }),
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(download.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');

      const audio = files.find((f) => f.purpose === 'track');
      const xcode = await call<{ url: string }>(ctx().app, apiUrl(PATHS.audioXcodeUrl), {
        sign,
        json: { fileUrl: audio?.id },
      });
      expect(xcode.status, xcode.text).toBe(200);
      const stream = await ctx().app.inject({ method: 'GET', url: xcode.body.result.url });
      expect([
        stream.statusCode,
        stream.headers['content-type'],
        stream.headers['content-length'],
      ]).toEqual([200, 'audio/wav', String(audio?.size)]);
      expect(stream.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    });
  });
}
