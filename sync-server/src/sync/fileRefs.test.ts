import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAudio, makeTrack } from '../../../src/domain/catalogue/testing';
import { privilegesOfRoles } from '../../../src/domain/roles';
import { SYNC_PROTOCOL_VERSION, type Op, type OpResult } from '../../../src/domain/sync/protocol';
import { openPgliteFromTemplate } from '../../test/pgliteTemplate';
import { createOrganisation, createUser } from '../../test/fixtures';
import type { AuthContext } from '../auth/context';
import type { PgliteDb } from '../db/pglite';
import { linkSettledFile } from './fileRefs';
import { withOrgWrite } from './orgWrite';
import { pushOps } from './push';
import { insertRecord, loadRecord } from './records';

describe('file references are settled by the server', () => {
  let db: PgliteDb;
  let auth: AuthContext;
  let seq = 0;
  const clientId = `files-${randomUUID()}`;

  beforeAll(async () => {
    db = await openPgliteFromTemplate();
    const orgId = await createOrganisation(db);
    const user = await createUser(db, orgId);
    auth = {
      userId: user.id,
      orgId,
      roles: ['admin'],
      privileges: new Set(privilegesOfRoles(['admin'])),
      sessionHash: 'x',
    };
  });
  afterAll(() => db.close());

  async function insertFile(
    status: string,
    facts: Record<string, unknown> | null,
    orgId = auth.orgId,
  ): Promise<string> {
    const id = randomUUID();
    await db.query(
      `INSERT INTO files (id, org_id, kind, purpose, name, declared_size, size, object_key, upload_id, status, facts)
       VALUES ($1, $2, 'audio', 'track', 'master.wav', 1000, 1000, $3, $4, $5, $6)`,
      [id, orgId, `k/${id}`, `u-${id}`, status, facts === null ? null : JSON.stringify(facts)],
    );
    return id;
  }

  async function newTrack(): Promise<string> {
    const id = randomUUID();
    await withOrgWrite(db, auth.orgId, (writer) =>
      insertRecord(
        writer,
        'track',
        id,
        makeTrack({ isrc: null, authorizationCompanyId: auth.orgId, audio: null }),
      ),
    );
    return id;
  }

  async function pushPointer(
    trackId: string,
    fileId: string,
    claimed: Partial<ReturnType<typeof makeAudio>>,
  ): Promise<OpResult> {
    const version = (await loadRecord(db, auth.orgId, 'track', trackId))?.version ?? 0;
    seq += 1;
    const op = {
      opId: randomUUID(),
      clientId,
      seq,
      createdAt: new Date().toISOString(),
      kind: 'update',
      entity: 'track',
      entityId: trackId,
      baseVersion: version,
      payload: {
        audio: makeAudio({ path: fileId, name: 'master.wav', sizeBytes: 1000, ...claimed }),
      },
    } as Op;
    return (await pushOps(db, auth, { protocol: SYNC_PROTOCOL_VERSION, clientId, ops: [op] }))
      .results[0];
  }

  async function pointAt(
    trackId: string,
    fileId: string,
    claimed: Partial<ReturnType<typeof makeAudio>>,
  ) {
    const result = await pushPointer(trackId, fileId, claimed);
    expect(result, JSON.stringify(result)).toMatchObject({ status: 'applied' });
    return (await loadRecord(db, auth.orgId, 'track', trackId))?.data.audio as Record<
      string,
      unknown
    >;
  }

  const verifiedFacts = {
    container: 'wav',
    codec: 'pcm',
    sampleRate: 48000,
    bitDepth: 24,
    channels: 2,
    durationSeconds: 181.5,
  };

  it('an op pointing at a verified file stores the server facts, not the claimed ones', async () => {
    const fileId = await insertFile('verified', verifiedFacts);
    const audio = await pointAt(await newTrack(), fileId, {
      sampleRateHz: 96000,
      verifiedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(audio).toMatchObject({
      path: fileId,
      sampleRateHz: 48000,
      bitDepth: 24,
      durationMs: 181500,
      format: 'wav',
    });
    expect(audio.verifiedAt).toEqual(expect.any(String));
    expect(audio.verifiedAt).not.toBe('2020-01-01T00:00:00.000Z');
  });

  it('a file still uploading keeps the claimed facts unverified, and its landing rewrites the record', async () => {
    const fileId = await insertFile('uploading', null);
    const trackId = await newTrack();
    const claimed = await pointAt(trackId, fileId, {
      sampleRateHz: 44100,
      verifiedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(claimed).toMatchObject({ sampleRateHz: 44100, verifiedAt: null });
    const before = await loadRecord(db, auth.orgId, 'track', trackId);

    await db.query(
      `UPDATE files SET status = 'verified', facts = $2, updated_at = now() WHERE id = $1`,
      [fileId, JSON.stringify(verifiedFacts)],
    );
    expect(await linkSettledFile(db, fileId)).toBe(1);
    const after = await loadRecord(db, auth.orgId, 'track', trackId);
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    expect(after?.data.audio).toMatchObject({
      sampleRateHz: 48000,
      verifiedAt: expect.any(String),
    });
    const { rows } = await db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM change_log WHERE entity_id = $1 AND version = $2`,
      [trackId, after?.version],
    );
    expect(Number(rows[0].n)).toBe(1);
    // settled once: nothing more to rewrite
    expect(await linkSettledFile(db, fileId)).toBe(0);
  });

  it('a rejected file leaves the record unverified', async () => {
    const fileId = await insertFile('uploading', null);
    const trackId = await newTrack();
    await pointAt(trackId, fileId, { sampleRateHz: 44100 });
    await db.query(
      `UPDATE files SET status = 'rejected', reject_code = 'audio-sample-rate' WHERE id = $1`,
      [fileId],
    );
    await linkSettledFile(db, fileId);
    expect((await loadRecord(db, auth.orgId, 'track', trackId))?.data.audio).toMatchObject({
      path: fileId,
      verifiedAt: null,
    });
  });

  it("another organisation's file is not taken for one's own: the op naming it is refused", async () => {
    const other = await createOrganisation(db);
    const fileId = await insertFile('verified', verifiedFacts, other);
    const trackId = await newTrack();
    const result = await pushPointer(trackId, fileId, {
      sampleRateHz: 96000,
      verifiedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(result).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      codes: [{ field: 'audio', code: 'reference-not-found' }],
    });
    expect((await loadRecord(db, auth.orgId, 'track', trackId))?.data.audio).toBeNull();
  });
});
