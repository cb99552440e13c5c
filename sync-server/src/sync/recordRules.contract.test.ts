// Contract: the library rules the browser checks are refused again by the server with the same
// codes (issue 5), on every database engine: a bad op answers `invalid` with the domain's codes and
// stores nothing, a good one is applied, and another organisation's records stay out of reach.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAudio, makeCover } from '../../../src/domain/catalogue/testing';
import type { EntityName } from '../../../src/domain/catalogue/entities';
import type { OpResult } from '../../../src/domain/sync/protocol';
import { allBackends, type TestBackend } from '../../test/backends';
import { login } from '../../test/client';
import { createOrganisation, createUser, demoUserId } from '../../test/fixtures';
import {
  artistContent,
  authorizationPayload,
  lyricsPayload,
  partyPayload,
  type Payload,
} from '../../test/records';
import { useApp } from '../../test/suite';
import { TestSyncClient } from '../../test/syncClient';
import { seedAlbum, storedRecord } from '../../test/syncFixtures';
import type { Db } from '../db/db';
import { withOrgWrite } from './orgWrite';
import { insertRecord } from './records';

const codesOf = (r: OpResult): string[] =>
  r.status === 'rejected'
    ? [r.reason, ...(r.codes ?? []).map((c) => `${c.field}:${c.code}`)]
    : [r.status];

const holderPayload = (albumId: string, overrides: Payload = {}): Payload => ({
  albumId,
  trackId: null,
  type: 'composer',
  name: 'Holder',
  email: 'holder@example.com',
  ...overrides,
});
const countryPayload = (
  rightsHolderId: string,
  albumId: string,
  overrides: Payload = {},
): Payload => ({
  rightsHolderId,
  albumId,
  countryCode: 'CN',
  opInfo: null,
  spInfo: null,
  percentage: 50,
  periodStart: null,
  periodEnd: null,
  ...overrides,
});
const localizationPayload = (albumId: string, overrides: Payload = {}): Payload => ({
  entity: 'album',
  entityId: albumId,
  albumId,
  language: 'en',
  name: 'Name',
  subTitle: null,
  introduction: null,
  overseasCover: null,
  ...overrides,
});
const clipPayload = (trackId: string, overrides: Payload = {}): Payload => ({
  trackId,
  title: 'Hook',
  type: 1,
  startMs: 0,
  durationMs: 30_000,
  tag: null,
  file: null,
  ...overrides,
});
const accompanimentPayload = (trackId: string, overrides: Payload = {}): Payload => ({
  trackId,
  title: 'Karaoke',
  accompanimentType: 'nonVocal',
  file: makeAudio(),
  tag: null,
  ...overrides,
});

function describeRecordRules(backend: TestBackend): void {
  describe('library rules refused again by the server', () => {
    const ctx = useApp(backend);
    const setup = async () => {
      const { app, db } = ctx();
      const client = new TestSyncClient(
        app,
        (await login(app, 'demo-editor', 'Demo-Editor-2026')).sign,
      );
      const { orgId } = await demoUserId(db, 'demo-editor');
      const seeded = await seedAlbum(db, orgId, { reviewStatus: 10, tracks: 1 });
      return { client, orgId, db, album: seeded.album, track: seeded.tracks[0] };
    };
    /** A create that must be refused with `codes`, and then find nothing stored. */
    const refusedCreate = async (
      client: TestSyncClient,
      db: Db,
      entity: EntityName,
      payload: Payload,
      codes: string[],
    ) => {
      const entityId = randomUUID();
      expect(codesOf(await client.send('create', { entity, entityId, payload })), entity).toEqual([
        'invalid',
        ...codes,
      ]);
      expect(await storedRecord(db, entity, entityId)).toBeNull();
    };
    /** An update that must be refused with `codes`, leaving the stored record as it was. */
    const refusedUpdate = async (
      client: TestSyncClient,
      db: Db,
      entity: EntityName,
      entityId: string,
      payload: Payload,
      codes: string[],
    ) => {
      const before = await storedRecord(db, entity, entityId);
      expect(
        codesOf(
          await client.send('update', {
            entity,
            entityId,
            baseVersion: before?.version ?? 1,
            payload,
          }),
        ),
        entity,
      ).toEqual(['invalid', ...codes]);
      expect(await storedRecord(db, entity, entityId)).toEqual(before);
    };
    const created = async (
      client: TestSyncClient,
      entity: EntityName,
      payload: Payload,
    ): Promise<string> => {
      const entityId = randomUUID();
      expect(codesOf(await client.send('create', { entity, entityId, payload })), entity).toEqual([
        'applied',
      ]);
      return entityId;
    };

    it('refuses track updates with an empty name, a bad ISRC or a bad audition window', async () => {
      const { client, db, track } = await setup();
      await refusedUpdate(client, db, 'track', track.id, { name: ' ' }, ['name:required']);
      await refusedUpdate(client, db, 'track', track.id, { isrc: 'CN-A12' }, ['isrc:isrc-length']);
      await refusedUpdate(
        client,
        db,
        'track',
        track.id,
        { isAudition: true, auditionStartMs: 5000, auditionEndMs: 1000 },
        ['auditionEndMs:audition-end-before-start'],
      );
      await refusedUpdate(
        client,
        db,
        'track',
        track.id,
        { isAudition: true, auditionStartMs: 0, auditionEndMs: 250_000 },
        ['auditionEndMs:audition-exceeds-track'],
      );
      await refusedUpdate(client, db, 'track', track.id, { isAudition: true }, [
        'auditionStartMs:required',
        'auditionEndMs:required',
      ]);
      const good = await client.send('update', {
        entity: 'track',
        entityId: track.id,
        payload: { isAudition: true, auditionStartMs: 1000, auditionEndMs: 31_000 },
      });
      expect(good).toMatchObject({
        status: 'applied',
        record: { isAudition: true, auditionEndMs: 31_000 },
      });
    });

    it('refuses rights holders and country records the drawer refuses', async () => {
      const { client, db, album } = await setup();
      await refusedCreate(
        client,
        db,
        'rightsHolder',
        holderPayload(album.id, { name: '', email: 'nope' }),
        ['name:required', 'email:email-format'],
      );
      const holderId = await created(client, 'rightsHolder', holderPayload(album.id));
      await refusedUpdate(client, db, 'rightsHolder', holderId, { email: 'a@b' }, [
        'email:email-format',
      ]);
      const country = (overrides: Payload) => countryPayload(holderId, album.id, overrides);
      await refusedCreate(client, db, 'rightsCountry', country({ countryCode: null }), [
        'countryCode:required',
      ]);
      await refusedCreate(client, db, 'rightsCountry', country({ percentage: 12.345 }), [
        'percentage:rights-percentage-decimals',
      ]);
      await refusedCreate(client, db, 'rightsCountry', country({ percentage: 100.5 }), [
        'percentage:rights-percentage-range',
      ]);
      await refusedCreate(client, db, 'rightsCountry', country({ percentage: -1 }), [
        'percentage:rights-percentage-range',
      ]);
      await refusedCreate(client, db, 'rightsCountry', country({ percentage: null }), [
        'percentage:required',
      ]);
      await refusedCreate(
        client,
        db,
        'rightsCountry',
        country({ periodStart: '2026-02-01', periodEnd: '2026-01-01' }),
        ['periodEnd:date-order'],
      );
      await created(client, 'rightsCountry', country({ percentage: 12.5 }));
      await refusedCreate(client, db, 'rightsCountry', country({}), [
        'countryCode:rights-country-duplicate',
      ]);
      const us = await created(client, 'rightsCountry', country({ countryCode: 'US' }));
      await refusedUpdate(client, db, 'rightsCountry', us, { countryCode: 'CN' }, [
        'countryCode:rights-country-duplicate',
      ]);
      await refusedUpdate(
        client,
        db,
        'rightsCountry',
        us,
        { periodStart: '2026-03-01', periodEnd: '2026-01-01' },
        ['periodEnd:date-order'],
      );
    });

    it('refuses localization rows without a name, twice in a language, or with a wrong overseas cover', async () => {
      const { client, db, album, track } = await setup();
      await refusedCreate(
        client,
        db,
        'localization',
        localizationPayload(album.id, { name: null }),
        ['name:required'],
      );
      const cover = (w: number, h: number) => makeCover({ widthPx: w, heightPx: h });
      await refusedCreate(
        client,
        db,
        'localization',
        localizationPayload(album.id, { overseasCover: cover(1400, 1400) }),
        ['overseasCover:overseas-cover-size'],
      );
      await refusedCreate(
        client,
        db,
        'localization',
        localizationPayload(album.id, { overseasCover: cover(3000, 3200) }),
        ['overseasCover:cover-not-square'],
      );
      const trackRow = { entity: 'track', entityId: track.id, overseasCover: cover(3000, 3000) };
      await refusedCreate(client, db, 'localization', localizationPayload(album.id, trackRow), [
        'overseasCover:field-not-writable',
      ]);
      const en = await created(
        client,
        'localization',
        localizationPayload(album.id, { overseasCover: cover(3000, 3000) }),
      );
      await refusedCreate(
        client,
        db,
        'localization',
        localizationPayload(album.id, { language: 'EN' }),
        ['language:localization-language-duplicate'],
      );
      // the track's own English row is another record's
      await created(
        client,
        'localization',
        localizationPayload(album.id, { entity: 'track', entityId: track.id }),
      );
      await refusedUpdate(client, db, 'localization', en, { name: ' ' }, ['name:required']);
    });

    it('refuses clips and accompaniments the drawers refuse', async () => {
      const { client, db, track } = await setup();
      await refusedCreate(client, db, 'trackClip', clipPayload(track.id, { title: ' ' }), [
        'title:clip-title-required',
      ]);
      await refusedCreate(client, db, 'trackClip', clipPayload(track.id, { durationMs: 0 }), [
        'durationMs:clip-duration-zero',
      ]);
      await refusedCreate(client, db, 'trackClip', clipPayload(track.id, { startMs: 190_000 }), [
        'durationMs:clip-exceeds-track',
      ]);
      await refusedCreate(client, db, 'trackClip', clipPayload(track.id, { type: 2 }), [
        'file:clip-file-required',
      ]);
      const clipId = await created(client, 'trackClip', clipPayload(track.id));
      await refusedUpdate(client, db, 'trackClip', clipId, { startMs: 180_000 }, [
        'durationMs:clip-exceeds-track',
      ]);
      await refusedCreate(
        client,
        db,
        'accompaniment',
        accompanimentPayload(track.id, { title: '', file: null }),
        ['title:required', 'file:audio-required'],
      );
      const accId = await created(client, 'accompaniment', accompanimentPayload(track.id));
      await refusedUpdate(
        client,
        db,
        'accompaniment',
        accId,
        { file: makeAudio({ format: 'ogg', name: 'a.ogg' }) },
        ['file:file-format'],
      );
    });

    it('refuses artists, record companies, P/C lines, letters and albums without what they need', async () => {
      const { client, db, orgId, album } = await setup();
      await refusedCreate(client, db, 'artist', artistContent({ name: '', countryCode: null }), [
        'name:required',
        'countryCode:required',
      ]);
      const artistId = await created(client, 'artist', artistContent());
      await refusedUpdate(client, db, 'artist', artistId, { countryCode: null }, [
        'countryCode:required',
      ]);
      await refusedCreate(
        client,
        db,
        'recordCompany',
        { ...partyPayload(orgId, ' '), displayLanguage: null },
        ['name:required'],
      );
      const plId = await created(client, 'plCline', partyPayload(orgId, `Line ${randomUUID()}`));
      await refusedUpdate(client, db, 'plCline', plId, { name: '' }, ['name:required']);
      await refusedCreate(
        client,
        db,
        'authorization',
        authorizationPayload({ authorizationCompanyId: orgId, title: '', attachment: null }),
        ['title:required', 'attachment:required'],
      );
      const letterId = await created(
        client,
        'authorization',
        authorizationPayload({ authorizationCompanyId: orgId }),
      );
      await refusedUpdate(
        client,
        db,
        'authorization',
        letterId,
        { attachment: { path: 'x', name: 'a.exe', sizeBytes: 1 } },
        ['attachment:attachment-format'],
      );
      await refusedUpdate(client, db, 'album', album.id, { name: '' }, ['name:required']);
      await refusedUpdate(
        client,
        db,
        'album',
        album.id,
        { upcMode: 'owned', upc: '012345678900' },
        ['upc:upc-check-digit'],
      );
    });

    it('refuses ops on another organisation\u2019s records as not found, and stores nothing', async () => {
      const { client, db, album, track } = await setup();
      const holderId = await created(client, 'rightsHolder', holderPayload(album.id));
      const clipId = await created(client, 'trackClip', clipPayload(track.id));
      const { app } = ctx();
      const outsider = await createUser(db, await createOrganisation(db));
      const other = new TestSyncClient(
        app,
        (await login(app, outsider.loginName, outsider.password)).sign,
      );
      const attempts: Array<[EntityName, 'create' | 'update', string, Payload]> = [
        ['rightsHolder', 'update', holderId, { name: 'Taken over' }],
        ['trackClip', 'update', clipId, { title: 'Taken over' }],
        ['track', 'update', track.id, { name: 'Taken over' }],
        ['rightsCountry', 'create', randomUUID(), countryPayload(holderId, album.id)],
        ['trackClip', 'create', randomUUID(), clipPayload(track.id)],
        ['localization', 'create', randomUUID(), localizationPayload(album.id)],
      ];
      for (const [entity, kind, entityId, payload] of attempts) {
        const before = await storedRecord(db, entity, entityId);
        expect(
          codesOf(await other.send(kind, { entity, entityId, payload })),
          `${kind} ${entity}`,
        ).toEqual(['notFound']);
        expect(await storedRecord(db, entity, entityId)).toEqual(before);
      }
    });

    it('deletes a track with what hangs off it: binding, lyrics, clip, accompaniment, localization, its rights holders; the letter counts one song less', async () => {
      const { client, db, orgId, album } = await setup();
      const seeded = await seedAlbum(db, orgId, { reviewStatus: 10, tracks: 2 });
      const [gone, kept] = seeded.tracks;
      const holder = await created(
        client,
        'rightsHolder',
        holderPayload(album.id, { albumId: null, trackId: gone.id }),
      );
      const dependents = [
        ['rightsHolder', holder],
        [
          'rightsCountry',
          await created(
            client,
            'rightsCountry',
            countryPayload(holder, album.id, { albumId: null }),
          ),
        ],
        ['lyrics', await created(client, 'lyrics', lyricsPayload(gone.id))],
        ['trackClip', await created(client, 'trackClip', clipPayload(gone.id))],
        ['accompaniment', await created(client, 'accompaniment', accompanimentPayload(gone.id))],
        [
          'localization',
          await created(
            client,
            'localization',
            localizationPayload(album.id, { entity: 'track', entityId: gone.id, albumId: null }),
          ),
        ],
      ] as const;
      const keptLyrics = await created(client, 'lyrics', lyricsPayload(kept.id));

      expect(
        codesOf(
          await client.send('delete', { entity: 'track', entityId: gone.id, baseVersion: 1 }),
        ),
      ).toEqual(['applied']);
      for (const [entity, id] of dependents)
        expect((await storedRecord(db, entity, id))?.deleted, entity).toBe(true);
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM authorization_tracks WHERE track_id = $1 AND deleted_at IS NULL',
        [gone.id],
      );
      expect(rows[0].n).toBe(0);
      expect((await storedRecord(db, 'authorization', seeded.letterId))?.data.songCount).toBe(1);
      // (recounted from the bindings left: the other track's)
      // the other track keeps its own
      expect((await storedRecord(db, 'lyrics', keptLyrics))?.deleted).toBe(false);
      // every device, the deleting one too, pulls the deletions (server-made changes carry no client)
      const { rows: log } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM change_log WHERE op = 'delete' AND client_id IS NULL AND entity_id = ANY($1::uuid[])",
        [dependents.map(([, id]) => id)],
      );
      expect(log[0].n).toBe(dependents.length);
    });

    it('lets an edit of another field through a value already stored wrong', async () => {
      const { client, db, orgId, album } = await setup();
      // a cover a later file check found too small: the row must stay editable
      const rowId = randomUUID();
      const stored = {
        ...localizationPayload(album.id, {
          overseasCover: makeCover({ widthPx: 1400, heightPx: 1400 }),
        }),
      };
      await withOrgWrite(db, orgId, (writer) =>
        insertRecord(writer, 'localization', rowId, stored),
      );
      const edit = await client.send('update', {
        entity: 'localization',
        entityId: rowId,
        payload: { subTitle: 'Sub' },
      });
      expect(edit).toMatchObject({ status: 'applied', record: { subTitle: 'Sub' } });
    });
  });
}

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`record rules on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());
    describeRecordRules(backend);
  });
}
