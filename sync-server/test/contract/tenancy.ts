// Contract: a user of one organisation never reads or touches another organisation's data, nor
// points a record of its own at one: a parent of another organisation answers notFound, a
// reference (record company, P/C line, artist, authorizing party, file) reference-not-found, both
// exactly as for an id nobody has, so the answer tells nothing of the other organisation.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl, type DashboardSummary, type SysMessagePage } from '../../../src/domain/api';
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { makeAuthorization, makeCover, makeTrack } from '../../../src/domain/catalogue/testing';
import type { OpResult } from '../../../src/domain/sync/protocol';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import {
  createOrganisation,
  createUser,
  demoUserId,
  insertAlbum,
  insertArtist,
  insertCatalogueRecord,
  insertFile,
  insertMessage,
  insertTrack,
} from '../fixtures';
import {
  albumPayload,
  artistContent,
  authorizationPayload,
  partyPayload,
  trackPayload,
  type Payload,
} from '../records';
import { changedTables, digestTables } from '../dbDigest';
import { useApp } from '../suite';
import { describeAccountTenancyCases } from './tenancyAccounts';
import { TestSyncClient } from '../syncClient';
import { seedAlbum, storedRecord } from '../syncFixtures';
import { describeContractTenancy } from './tenancyContracts';
import { describeStatementTenancy } from './tenancyStatements';

const EMPTY: DashboardSummary = {
  trackTotal: 0,
  albumTotal: 0,
  artistTotal: 0,
  albumsToReview: 0,
  albumsApproved: 0,
  albumsUnapproved: 0,
};

export function describeTenancyContract(backend: TestBackend): void {
  describe('organisation isolation', () => {
    const ctx = useApp(backend);
    describeAccountTenancyCases(ctx);

    it('counts the dashboard from the caller organisation only, without deleted rows', async () => {
      const { db, app } = ctx();
      const orgB = await createOrganisation(db);
      const userB = await createUser(db, orgB, ['contentOperator']);
      const signB = (await login(app, userB.loginName, userB.password)).sign;
      const signA = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
      const url = apiUrl(PATHS.dashboardSummary);

      const before = (await call<DashboardSummary>(app, url, { sign: signA })).body.result;
      expect((await call<DashboardSummary>(app, url, { sign: signB })).body.result).toEqual(EMPTY);

      for (const status of [10, 11, 16, 16, 12, 13, 13, 14]) await insertAlbum(db, orgB, status);
      await insertAlbum(db, orgB, 12, true);
      await insertTrack(db, orgB);
      await insertTrack(db, orgB);
      await insertTrack(db, orgB, true);
      await insertArtist(db, orgB);
      await insertArtist(db, orgB, true);

      expect((await call<DashboardSummary>(app, url, { sign: signB })).body.result).toEqual({
        trackTotal: 2,
        albumTotal: 8,
        artistTotal: 1,
        albumsToReview: 3,
        albumsApproved: 1,
        albumsUnapproved: 2,
      });
      // organisation A saw nothing of B's rows
      expect((await call<DashboardSummary>(app, url, { sign: signA })).body.result).toEqual(before);
      expect(before).toEqual({
        trackTotal: 8,
        albumTotal: 5,
        artistTotal: 3,
        albumsToReview: 2,
        albumsApproved: 1,
        albumsUnapproved: 1,
      });
    });

    it('shows messages for everyone, for the own organisation and for oneself only', async () => {
      const { db, app } = ctx();
      const orgB = await createOrganisation(db);
      const userB = await createUser(db, orgB);
      const colleagueB = await createUser(db, orgB);
      const demoAdmin = await demoUserId(db, 'demo-admin');
      const forB = await insertMessage(db, { orgId: orgB });
      const forUserB = await insertMessage(db, { orgId: orgB, userId: userB.id });
      const forA = await insertMessage(db, { orgId: demoAdmin.orgId });
      const signA = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
      const signB = (await login(app, userB.loginName, userB.password)).sign;
      const signColleague = (await login(app, colleagueB.loginName, colleagueB.password)).sign;

      const ids = async (sign: string): Promise<string[]> =>
        (
          await call<SysMessagePage>(app, apiUrl(PATHS.sysMsgList), {
            sign,
            query: { size: '100' },
          })
        ).body.result.list.map((m) => m.id);
      const idsA = await ids(signA);
      const idsB = await ids(signB);
      const idsColleague = await ids(signColleague);
      expect(idsA).toContain(forA);
      expect(idsA).not.toContain(forB);
      expect(idsA).not.toContain(forUserB);
      expect(idsB).toEqual(expect.arrayContaining([forB, forUserB]));
      expect(idsB).not.toContain(forA);
      expect(idsColleague).toContain(forB);
      expect(idsColleague).not.toContain(forUserB);

      // the two announcements for everyone plus B's two
      expect((await call<number>(app, apiUrl(PATHS.sysMsgNum), { sign: signB })).body.result).toBe(
        4,
      );
      expect(
        (await call<number>(app, apiUrl(PATHS.sysMsgNum), { sign: signColleague })).body.result,
      ).toBe(3);

      // marking another organisation's (or colleague's) message read is "not found", and writes nothing
      const foreign = await call(app, apiUrl(PATHS.sysMsgRead), {
        sign: signB,
        json: { id: forA },
        language: 'en',
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('notFound');
      expect(
        (await call(app, apiUrl(PATHS.sysMsgRead), { sign: signColleague, json: { id: forUserB } }))
          .status,
      ).toBe(404);
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sys_message_reads WHERE message_id IN ($1, $2)',
        [forA, forUserB],
      );
      expect(rows[0].n).toBe(0);
    });
  });

  describe("the back office's reach across organisations", () => {
    const ctx = useApp(backend);

    it('is for staff of the back office, through its calls: a partner given the staff role reaches no album, its own or another', async () => {
      const { db, app } = ctx();
      const orgB = await createOrganisation(db);
      const { album: theirs } = await seedAlbum(db, orgB, { reviewStatus: 11 });
      const { orgId } = await demoUserId(db, 'demo-admin');
      const { album: own } = await seedAlbum(db, orgId, { reviewStatus: 11 });
      const insider = await createUser(db, orgId, ['staff']);
      const sign = (await login(app, insider.loginName, insider.password)).sign;
      const targets = [theirs, own, { orgId: randomUUID(), id: randomUUID() }];
      for (const { orgId: albumOrg, id: albumId } of targets) {
        for (const [url, action] of [
          ['/api/backoffice/album/review.json', 'approve'],
          ['/api/backoffice/album/release.json', 'distribute'],
        ]) {
          const json = { orgId: albumOrg, albumId, action };
          const res = await call(app, url, { sign, json, language: 'en' });
          expect([res.status, res.body.code], `${url} ${albumId}`).toEqual([403, 'forbidden']);
        }
      }
      for (const album of [theirs, own])
        expect((await storedRecord(db, 'album', album.id))?.version).toBe(album.version);
      // the back office's own staff decide on any organisation's album; an id nobody has is 404,
      // and so is an album named with another organisation than its own
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      expect(
        (
          await call(app, '/api/backoffice/album/review.json', {
            sign: staff,
            json: { orgId: orgB, albumId: theirs.id, action: 'approve' },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await call(app, '/api/backoffice/album/review.json', {
            sign: staff,
            json: { orgId: orgB, albumId: randomUUID(), action: 'approve' },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call(app, '/api/backoffice/album/review.json', {
            sign: staff,
            json: { orgId, albumId: theirs.id, action: 'approve' },
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('references to another organisation', () => {
    const ctx = useApp(backend);
    const answer = (r: OpResult): string[] =>
      r.status === 'rejected'
        ? [r.reason, ...(r.codes ?? []).map((c) => `${c.field}:${c.code}`)]
        : [r.status];

    /** Organisation A (the demo editor's, with an open album) and B's records of every kind. */
    const setup = async () => {
      const { db, app } = ctx();
      const own = await demoUserId(db, 'demo-editor');
      const client = new TestSyncClient(
        app,
        (await login(app, 'demo-editor', 'Demo-Editor-2026')).sign,
      );
      const orgB = await createOrganisation(db);
      const userB = await createUser(db, orgB);
      const theirs = {
        org: orgB,
        album: await insertAlbum(db, orgB),
        track: await insertCatalogueRecord(
          db,
          orgB,
          'track',
          makeTrack({ isrc: null, authorizationCompanyId: orgB }),
        ),
        recordCompany: await insertCatalogueRecord(db, orgB, 'recordCompany', {
          ...partyPayload(orgB, 'B Records'),
          displayLanguage: null,
        }),
        plCline: await insertCatalogueRecord(db, orgB, 'plCline', partyPayload(orgB, 'B Line')),
        artist: await insertCatalogueRecord(
          db,
          orgB,
          'artist',
          artistContent({ name: 'B Artist' }),
        ),
        letter: await insertCatalogueRecord(
          db,
          orgB,
          'authorization',
          makeAuthorization({ authorizationCompanyId: orgB }),
        ),
        file: await insertFile(db, orgB, userB.id),
      };
      const { album, tracks } = await seedAlbum(db, own.orgId, { reviewStatus: 10, tracks: 1 });
      return { db, client, own, theirs, album, track: tracks[0] };
    };

    it("refuses an album, track or artist naming B's record company, P/C line, artist or authorizing party, as it refuses an id nobody has", async () => {
      const { db, client, own, theirs, album, track } = await setup();
      const absent = randomUUID();
      const edits: Array<[EntityName, string, (id: string) => Payload, string]> = [
        ['album', album.id, (id) => ({ recordCompanyId: id }), 'recordCompanyId'],
        ['album', album.id, (id) => ({ pLineId: id }), 'pLineId'],
        ['album', album.id, (id) => ({ cLineId: id }), 'cLineId'],
        [
          'album',
          album.id,
          (id) => ({ artists: [{ artistId: id, role: 'MainArtist' }] }),
          'artists',
        ],
        ['track', track.id, (id) => ({ labelId: id }), 'labelId'],
        ['track', track.id, (id) => ({ artists: [{ artistId: id, role: 'main' }] }), 'artists'],
        [
          'artist',
          await insertCatalogueRecord(db, own.orgId, 'artist', artistContent()),
          (id) => ({ recordCompanyId: id }),
          'recordCompanyId',
        ],
      ];
      const target = {
        recordCompanyId: theirs.recordCompany,
        labelId: theirs.recordCompany,
        pLineId: theirs.plCline,
        cLineId: theirs.plCline,
        artists: theirs.artist,
      };
      for (const [entity, id, payload, field] of edits) {
        const before = await storedRecord(db, entity, id);
        const foreign = target[field as keyof typeof target];
        expect(
          answer(await client.send('update', { entity, entityId: id, payload: payload(foreign) })),
          `${entity}.${field}`,
        ).toEqual(['invalid', `${field}:reference-not-found`]);
        expect(
          answer(await client.send('update', { entity, entityId: id, payload: payload(absent) })),
          `${entity}.${field} absent`,
        ).toEqual(['invalid', `${field}:reference-not-found`]);
        expect(await storedRecord(db, entity, id)).toEqual(before);
      }
      // a new album, record company, P/C line or letter authorized by B: refused; by A: applied
      const creates: Array<[EntityName, (party: string) => Payload]> = [
        ['album', (party) => albumPayload({ authorizationCompanyId: party })],
        [
          'recordCompany',
          (party) => ({ ...partyPayload(party, `Co ${randomUUID()}`), displayLanguage: null }),
        ],
        ['plCline', (party) => partyPayload(party, `Line ${randomUUID()}`)],
        ['authorization', (party) => authorizationPayload({ authorizationCompanyId: party })],
      ];
      for (const [entity, payload] of creates) {
        const entityId = randomUUID();
        expect(
          answer(await client.send('create', { entity, entityId, payload: payload(theirs.org) })),
          entity,
        ).toEqual(['invalid', 'authorizationCompanyId:reference-not-found']);
        expect(await storedRecord(db, entity, entityId)).toBeNull();
        expect(
          answer(await client.send('create', { entity, payload: payload(own.orgId) })),
          entity,
        ).toEqual(['applied']);
      }
    });

    it("refuses a track in B's album and a binding to B's letter or track as not found, like a missing parent", async () => {
      const { db, client, theirs, track, album } = await setup();
      const trackId = randomUUID();
      expect(
        answer(
          await client.send('create', {
            entity: 'track',
            entityId: trackId,
            payload: trackPayload(theirs.album),
          }),
        ),
      ).toEqual(['notFound']);
      expect(await storedRecord(db, 'track', trackId)).toBeNull();
      expect(
        answer(
          await client.send('update', {
            entity: 'track',
            entityId: track.id,
            payload: { albumId: theirs.album },
          }),
        ),
      ).toEqual(['notFound']);
      const letter = await insertCatalogueRecord(
        db,
        album.data.orgId as string,
        'authorization',
        makeAuthorization({ authorizationCompanyId: album.data.orgId as string }),
      );
      for (const payload of [
        { authorizationId: theirs.letter, trackId: track.id },
        { authorizationId: letter, trackId: theirs.track },
      ]) {
        expect(
          answer(await client.send('bindAuthorization', { entity: 'authorizationTrack', payload })),
          JSON.stringify(payload),
        ).toEqual(['notFound']);
      }
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM authorization_tracks WHERE authorization_id = ANY($1::uuid[])',
        [[theirs.letter, letter]],
      );
      expect(rows[0].n).toBe(0);
    });

    it("refuses a file of B in a cover, an avatar or an attachment; A's own file (even still uploading) is taken", async () => {
      const { db, client, own, theirs, album } = await setup();
      const artist = await insertCatalogueRecord(db, own.orgId, 'artist', artistContent());
      const letter = await insertCatalogueRecord(
        db,
        own.orgId,
        'authorization',
        makeAuthorization({ authorizationCompanyId: own.orgId }),
      );
      const file = (path: string) => ({ path, name: 'a.png', sizeBytes: 1000 });
      const edits: Array<[EntityName, string, string, (path: string) => Payload]> = [
        ['album', album.id, 'cover', (path) => ({ cover: makeCover({ path }) })],
        ['artist', artist, 'avatar', (path) => ({ avatar: makeCover({ path }) })],
        ['authorization', letter, 'attachment', (path) => ({ attachment: file(path) })],
      ];
      for (const [entity, id, field, payload] of edits) {
        const before = await storedRecord(db, entity, id);
        expect(
          answer(
            await client.send('update', { entity, entityId: id, payload: payload(theirs.file) }),
          ),
          entity,
        ).toEqual(['invalid', `${field}:reference-not-found`]);
        expect(await storedRecord(db, entity, id)).toEqual(before);
      }
      const mine = await insertFile(db, own.orgId, own.id);
      expect(
        answer(
          await client.send('update', {
            entity: 'album',
            entityId: album.id,
            payload: { cover: makeCover({ path: mine }) },
          }),
        ),
      ).toEqual(['applied']);
    });

    it('takes references to live records of the own organisation only', async () => {
      const { db, client, own, album } = await setup();
      const company = await insertCatalogueRecord(db, own.orgId, 'recordCompany', {
        ...partyPayload(own.orgId, `Own ${randomUUID()}`),
        displayLanguage: null,
      });
      const gone = await insertCatalogueRecord(
        db,
        own.orgId,
        'recordCompany',
        { ...partyPayload(own.orgId, `Gone ${randomUUID()}`), displayLanguage: null },
        true,
      );
      expect(
        answer(
          await client.send('update', {
            entity: 'album',
            entityId: album.id,
            payload: { recordCompanyId: gone },
          }),
        ),
      ).toEqual(['invalid', 'recordCompanyId:reference-not-found']);
      expect(
        answer(
          await client.send('update', {
            entity: 'album',
            entityId: album.id,
            payload: { recordCompanyId: company },
          }),
        ),
      ).toEqual(['applied']);
    });

    it("never reads or writes another organisation's member or invitation", async () => {
      const { db, app } = ctx();
      const orgA = await createOrganisation(db);
      const adminA = await createUser(db, orgA, ['admin']);
      const memberA = await createUser(db, orgA, ['adminNoDistribution']);
      const signA = (await login(app, adminA.loginName, adminA.password)).sign;
      const invited = await call<{ id: string }>(app, apiUrl(PATHS.inviteMember), {
        sign: signA,
        json: { email: 'a-only@example.com', roles: ['contentOperator'] },
      });
      expect(invited.status).toBe(200);
      const orgB = await createOrganisation(db);
      const adminB = await createUser(db, orgB, ['admin']);
      const signB = (await login(app, adminB.loginName, adminB.password)).sign;

      const reads = await Promise.all(
        [PATHS.teamMembers, PATHS.teamInvitations, PATHS.securityLog].map((path) =>
          call(app, apiUrl(path), { sign: signB }),
        ),
      );
      const seen = reads.map((r) => r.text).join('\n');
      for (const secret of [adminA.id, memberA.id, memberA.loginName, 'a-only@example.com'])
        expect(seen).not.toContain(secret);

      const before = await digestTables(db);
      const writes: [string, Record<string, unknown>][] = [
        [PATHS.memberRoles, { userId: memberA.id, roles: ['contentOperator'] }],
        [PATHS.deleteMember, { userId: memberA.id }],
        [PATHS.resendInvitation, { id: invited.body.result.id }],
        [PATHS.revokeInvitation, { id: invited.body.result.id }],
      ];
      for (const [path, json] of writes) {
        const foreign = await call(app, apiUrl(path), { sign: signB, json, language: 'en' });
        const unknown = await call(app, apiUrl(path), {
          sign: signB,
          language: 'en',
          json: Object.fromEntries(
            Object.entries(json).map(([k, v]) => [k, k === 'roles' ? v : randomUUID()]),
          ),
        });
        expect(foreign.status).toBe(404);
        // another organisation's record and an id nobody has are one answer
        expect(foreign.text).toBe(unknown.text);
      }
      expect(changedTables(before, await digestTables(db))).toEqual([]);
    });
  });
  describeContractTenancy(backend);
  describeStatementTenancy(backend);
}
