// Applying a checked DDEX import (album source 3): the album, its tracks, their lyrics, the new
// artists and record companies and the package's files, in one org write, through the same
// versioned path and change log as every other write, so the partner's devices pull it. Parties
// are matched by name to the organisation's own records inside the write, under its lock; the
// message id is recorded in the same transaction, so a message makes one album per organisation.
import { randomUUID } from 'node:crypto';
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { SOURCE } from '../../../src/domain/catalogue/enums';
import { TextLimits } from '../../../src/domain/catalogue/limits';
import { findPartyMatch, type ImportContext, type ImportParty } from '../../../src/domain/ddex';
import type { DdexImportApplied } from '../../../src/domain/ddex/importApi';
import {
  albumContentOf,
  artistContentOf,
  audioRefOf,
  coverRefOf,
  lyricsContentOf,
  recordCompanyContentOf,
  trackContentOf,
} from '../../../src/domain/ddex/importRecords';
import type { ImportPlan } from '../../../src/domain/ddex';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import type { ObjectStore } from '../storage/objectStore';
import { resolveFileRefs } from '../sync/fileRefs';
import { newRecord } from '../sync/newRecord';
import { withOrgWrite, type OrgWriter } from '../sync/orgWrite';
import { insertRecord } from '../sync/records';
import type { StoredRecord } from '../sync/tables';
import { recordResources, type StoredResource } from './importResources';

/** The organisation's live artists and record companies, the names an import is matched against. */
export async function importContextOf(q: Queryable, orgId: string): Promise<ImportContext> {
  const artists = await q.query<{ id: string; name: string; foreign_name: string | null }>(
    `SELECT id, data->>'name' AS name, data->>'foreignName' AS foreign_name FROM artists
      WHERE org_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [orgId],
  );
  const companies = await q.query<{ id: string; name: string }>(
    `SELECT id, data->>'name' AS name FROM record_companies
      WHERE org_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [orgId],
  );
  return {
    artists: artists.rows.map((r) => ({ id: r.id, name: r.name, foreignName: r.foreign_name })),
    recordCompanies: companies.rows,
  };
}

/** The album a message already made in the organisation, if it was imported there before. */
export async function findImportedAlbum(
  q: Queryable,
  orgId: string,
  messageId: string,
): Promise<{ albumId: string; albumName: string } | null> {
  const { rows } = await q.query<{ album_id: string; name: string | null }>(
    `SELECT i.album_id, a.data->>'name' AS name FROM ddex_imports i
       LEFT JOIN albums a ON a.id = i.album_id AND a.org_id = i.org_id
      WHERE i.org_id = $1 AND i.message_id = $2`,
    [orgId, messageId],
  );
  return rows[0] ? { albumId: rows[0].album_id, albumName: rows[0].name ?? '' } : null;
}

export function alreadyImported(
  messageId: string,
  found: { albumId: string; albumName: string },
): ApiError {
  return new ApiError('ddexImportDone', {
    params: { messageId, album: found.albumName },
    result: { albumId: found.albumId },
  });
}

async function create(
  writer: OrgWriter,
  entity: EntityName,
  content: Record<string, unknown>,
  creatorName: string | null,
): Promise<string> {
  const record: StoredRecord = {
    ...newRecord(entity, content, { now: writer.now, creatorName }),
    source: SOURCE.ddex,
  };
  const row = await insertRecord(
    writer,
    entity,
    randomUUID(),
    await resolveFileRefs(writer.tx, writer.orgId, entity, record),
  );
  return row.id;
}

/**
 * Each party to its existing record (the plan's rule, findPartyMatch, on the records as they are
 * now, under the lock), or to a new one created now, which later parties of the message then match.
 */
async function settleParties(
  parties: readonly ImportParty[],
  existing: ReadonlyArray<{ id: string; name: string; foreignName?: string | null }>,
  make: (party: ImportParty) => Promise<string>,
): Promise<{ ids: Map<string, string>; created: string[] }> {
  const known = [...existing];
  const ids = new Map<string, string>();
  const created: string[] = [];
  for (const party of parties) {
    const names = party.foreignName === null ? [party.name] : [party.name, party.foreignName];
    let id = findPartyMatch(names, known)?.id;
    if (id === undefined) {
      id = await make(party);
      known.push({ id, name: party.name, foreignName: party.foreignName });
      created.push(id);
    }
    ids.set(party.partyRef, id);
  }
  return { ids, created };
}

export interface ApplyImportInput {
  orgId: string;
  userId: string;
  creatorName: string | null;
  plan: ImportPlan & { album: NonNullable<ImportPlan['album']>; messageId: string };
  resources: readonly StoredResource[];
}

export function applyImportPlan(
  db: Db,
  store: ObjectStore,
  input: ApplyImportInput,
  now: Date,
): Promise<DdexImportApplied> {
  const { orgId, plan, resources } = input;
  return withOrgWrite(db, orgId, async (writer) => {
    const before = await findImportedAlbum(writer.tx, orgId, plan.messageId);
    if (before !== null) throw alreadyImported(plan.messageId, before);
    await recordResources(writer.tx, store, orgId, input.userId, resources);
    const fileOf = (ref: string) => {
      const r = resources.find((x) => x.resourceRef === ref);
      return r === undefined ? null : { r, ref: { path: r.id, name: r.name, sizeBytes: r.size } };
    };
    const context = await importContextOf(writer.tx, orgId);
    const companies = await settleParties(plan.recordCompanies, context.recordCompanies, (p) =>
      create(writer, 'recordCompany', recordCompanyContentOf(p, orgId), input.creatorName),
    );
    const artists = await settleParties(plan.artists, context.artists, (p) =>
      create(writer, 'artist', artistContentOf(p), input.creatorName),
    );
    const ids = { artists: artists.ids, recordCompanies: companies.ids };
    const coverFile = resources.find((r) => r.kind === 'cover');
    const cover =
      coverFile === undefined
        ? null
        : coverRefOf({ path: coverFile.id, name: coverFile.name, sizeBytes: coverFile.size });
    const albumId = await create(
      writer,
      'album',
      albumContentOf(plan.album, plan.tracks, ids, orgId, cover),
      input.creatorName,
    );
    const trackIds: string[] = [];
    for (const track of plan.tracks) {
      const audio = fileOf(track.resourceRef);
      const trackId = await create(
        writer,
        'track',
        trackContentOf(
          track,
          albumId,
          plan.album,
          ids,
          orgId,
          audio === null ? null : audioRefOf(track, audio.ref),
        ),
        input.creatorName,
      );
      trackIds.push(trackId);
      const lyrics = track.lyricsRef === null ? null : fileOf(track.lyricsRef);
      if (lyrics !== null && lyrics.r.text !== null)
        await create(
          writer,
          'lyrics',
          lyricsContentOf(trackId, track, lyrics.r.text.slice(0, TextLimits.lyricsMax), lyrics.ref),
          input.creatorName,
        );
    }
    await writer.tx.query(
      `INSERT INTO ddex_imports (org_id, message_id, album_id, imported_by, imported_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [orgId, plan.messageId, albumId, input.userId, now],
    );
    return {
      albumId,
      albumName: plan.album.name,
      trackIds,
      createdArtistIds: artists.created,
      createdRecordCompanyIds: companies.created,
      fileIds: resources.map((r) => r.id),
    };
  });
}
