// Contract: the pre-delivery quality checks at submitForReview (issue 15). An error finding refuses
// the op with its codes (the client words them); warnings let it through and are stored on the
// album for the reviewer; an ISRC another organisation holds is found here only, never on a device.
import { describe, expect, it } from 'vitest';
import type { TestBackend } from '../backends';
import { login } from '../client';
import { createOrganisation, createUser, demoUserId, insertFile } from '../fixtures';
import { useApp } from '../suite';
import { TestSyncClient } from '../syncClient';
import { seedAlbum } from '../syncFixtures';

export function describeSyncQualityContract(backend: TestBackend): void {
  describe('quality checks at submission', () => {
    const ctx = useApp(backend);

    it('refuses an error finding, stores warnings, and finds an ISRC of another organisation', async () => {
      const { app, db } = ctx();
      const partner = new TestSyncClient(
        app,
        (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign,
      );
      const { orgId } = await demoUserId(db, 'demo-admin');
      const { album, tracks } = await seedAlbum(db, orgId, { reviewStatus: 10, tracks: 2 });
      const [first, second] = tracks;
      expect(
        await partner.send('update', {
          entity: 'track',
          entityId: first.id,
          payload: { name: '告白气球 (feat. 林俊杰)' },
        }),
      ).toMatchObject({ status: 'applied' });

      const refused = await partner.send('submitForReview', { entityId: album.id });
      expect(refused).toMatchObject({ status: 'rejected', reason: 'invalid' });
      const codes = 'codes' in refused ? (refused.codes ?? []) : [];
      // only errors refuse: the warnings (a past on-shelf date) are not in the refusal
      expect(codes).toEqual([
        {
          field: 'name',
          code: 'title-featured-artist',
          severity: 'error',
          params: { text: 'feat. 林俊杰' },
          entity: 'track',
          entityId: first.id,
        },
      ]);

      // another organisation delivers a track with the second track's ISRC
      const orgB = await createOrganisation(db);
      const userB = await createUser(db, orgB, ['admin']);
      const other = new TestSyncClient(
        app,
        (await login(app, userB.loginName, userB.password)).sign,
      );
      const { tracks: tracksB } = await seedAlbum(db, orgB, { reviewStatus: 10, tracks: 1 });
      expect(
        await other.send('update', {
          entity: 'track',
          entityId: tracksB[0].id,
          payload: { isrc: second.data.isrc },
        }),
      ).toMatchObject({ status: 'applied' });

      await partner.send('update', {
        entity: 'track',
        entityId: first.id,
        payload: { name: '告白气球' },
      });
      const submitted = await partner.send('submitForReview', { entityId: album.id });
      expect(submitted).toMatchObject({ status: 'applied', record: { reviewStatus: 11 } });
      const warnings = [
        // the album-type guidance of the completeness check travels too
        {
          field: 'type',
          code: 'album-type-album-track-count',
          severity: 'warning',
          params: { count: 2, min: 6 },
        },
        {
          field: 'expectedOnShelfDate',
          code: 'release-date-past',
          severity: 'warning',
          params: { date: '2025-02-01' },
        },
        {
          field: 'isrc',
          code: 'isrc-used-other-organisation',
          severity: 'warning',
          params: { isrc: second.data.isrc },
          entity: 'track',
          entityId: second.id,
        },
      ];
      expect(submitted).toMatchObject({ record: { qualityWarnings: warnings } });
      // the reviewer's copy and every device of the partner read them from the album
      await partner.pullAll();
      expect(partner.records.get(album.id)).toMatchObject({ qualityWarnings: warnings });
      // and the partner cannot write them
      expect(
        await partner.send('update', {
          entity: 'album',
          entityId: album.id,
          payload: { qualityWarnings: [] },
        }),
      ).toMatchObject({ status: 'rejected' });
    });

    it('refuses a cover the server has not verified, and lets it through once verified', async () => {
      const { app, db } = ctx();
      const partner = new TestSyncClient(
        app,
        (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign,
      );
      const { id: userId, orgId } = await demoUserId(db, 'demo-admin');
      const { album } = await seedAlbum(db, orgId, { reviewStatus: 10, tracks: 2 });
      // the cover points at an upload the server is still checking
      const fileId = await insertFile(db, orgId, userId);
      await db.query(
        `UPDATE albums SET data = jsonb_set(data, '{cover,path}', to_jsonb($2::text)) WHERE id = $1`,
        [album.id, fileId],
      );
      const refused = await partner.send('submitForReview', { entityId: album.id });
      expect(refused).toMatchObject({ status: 'rejected', reason: 'invalid' });
      expect('codes' in refused ? refused.codes : []).toEqual([
        { field: 'cover', code: 'cover-not-verified', severity: 'error' },
      ]);
      await db.query(
        `UPDATE files SET status = 'verified', checksum_sha256 = repeat('0', 64), size = 1000 WHERE id = $1`,
        [fileId],
      );
      const submitted = await partner.send('submitForReview', { entityId: album.id });
      expect(submitted).toMatchObject({ status: 'applied', record: { reviewStatus: 11 } });
    });
  });
}
