// Reads an album as stored, with every record and stored file it names, into the release bundle the
// pure builders take (src/domain/ddex/bundle.ts). Every read is scoped to the album's organisation,
// so a bundle never holds another organisation's record or file. The caller has authorized the
// album (ddex/packageAccess.ts); this only reads.
import type { Album } from '../../../src/domain/catalogue/album';
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { referencedFileIds } from '../../../src/domain/catalogue/fileFields';
import type { Localization, Lyrics } from '../../../src/domain/catalogue/media';
import type { Artist, PlCline, RecordCompany } from '../../../src/domain/catalogue/parties';
import { referencesOf } from '../../../src/domain/catalogue/references';
import type { RightsCountry, RightsHolder } from '../../../src/domain/catalogue/rights';
import type { Track } from '../../../src/domain/catalogue/track';
import type {
  DealTermsInput,
  DealUsage,
  MessageFacts,
  RecipientCapabilities,
  ReleaseBundle,
  StoredFile,
} from '../../../src/domain/ddex';
import { activeContractFor } from '../contracts/activeContract';
import type { Queryable } from '../db/db';
import { listRecords, type RecordRow } from '../sync/records';
import type { StoredRecord } from '../sync/tables';

/**
 * The portal as a DDEX party. A registered DPID per deployment is a setting of the distribution
 * (the next issue, which sends to channels); the offline package names the portal to itself.
 */
export const PORTAL_DDEX_PARTY = { dpid: 'PADPIDA2025010101A', name: 'Rights Partner Portal' };

/** An offline tool takes every usage the contract can grant; a channel's own list comes with distribution. */
const OFFLINE_USAGES: readonly DealUsage[] = [
  'subscriptionStream',
  'adSupportedStream',
  'permanentDownload',
];

const OFFLINE_RECIPIENT: RecipientCapabilities = {
  lyricsAccepted: true,
  spatialAudioAccepted: true,
  takedownStyle: 'endDatedDeals',
};

/** A stored file of the bundle and where its bytes are. */
export interface BundleFile extends StoredFile {
  objectKey: string;
}

export interface LoadedBundle {
  bundle: ReleaseBundle;
  /** by file id: the object key to stream each file from */
  objectKeys: ReadonlyMap<string, string>;
}

const data = <T>(rows: readonly RecordRow[]): T[] => rows.map((r) => r.data as unknown as T);

function idsOf(entity: EntityName, records: readonly StoredRecord[], target: string): string[] {
  const ids = new Set<string>();
  for (const record of records)
    for (const ref of referencesOf(entity, record, Object.keys(record)))
      if (ref.target === target) ids.add(ref.id);
  return [...ids];
}

interface FileFactRow {
  id: string;
  name: string;
  size: string | number;
  checksum_sha256: string;
  object_key: string;
}

/** Only the organisation's verified files count: anything else is a missing resource to the builder. */
async function storedFiles(
  q: Queryable,
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, BundleFile>> {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const valid = [...new Set(ids)].filter((id) => UUID.test(id));
  const files = new Map<string, BundleFile>();
  if (valid.length === 0) return files;
  const { rows } = await q.query<FileFactRow>(
    `SELECT id, name, size, checksum_sha256, object_key FROM files
      WHERE org_id = $1 AND id = ANY($2::uuid[]) AND status = 'verified' AND checksum_sha256 IS NOT NULL`,
    [orgId, valid],
  );
  for (const row of rows)
    files.set(row.id, {
      fileId: row.id,
      fileName: row.name,
      sizeBytes: Number(row.size),
      sha256: row.checksum_sha256.toLowerCase(),
      objectKey: row.object_key,
    });
  return files;
}

async function dealTerms(q: Queryable, orgId: string, at: Date): Promise<DealTermsInput> {
  const contract = await activeContractFor(q, orgId, at);
  const territories = contract?.terms.territories ?? [];
  return {
    territories,
    excludedTerritories: [],
    usages: OFFLINE_USAGES,
    validFrom: null,
    validUntil: contract?.terms.validTo ?? null,
    preorderStart: null,
  };
}

/**
 * The message's facts follow the album's stored version, so the same version gives the same bytes
 * (a package can be hashed and compared); a new version is a new message in the album's thread.
 */
function messageFacts(album: Album): MessageFacts {
  return {
    sender: PORTAL_DDEX_PARTY,
    recipient: PORTAL_DDEX_PARTY,
    messageId: `${album.id.replace(/-/g, '')}-${album.version}`,
    threadId: album.id.replace(/-/g, ''),
    createdAt: new Date(album.updatedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isTestMessage: false,
  };
}

/** The bundle of an album the caller may package, read as of `at` (the contract in force then). */
export async function loadReleaseBundle(
  q: Queryable,
  orgId: string,
  albumRow: RecordRow,
  at: Date,
): Promise<LoadedBundle> {
  const album = albumRow.data as unknown as Album;
  const trackRows = await listRecords(q, 'track', orgId, 'album_id', [album.id]);
  const trackIds = trackRows.map((r) => r.id);
  const tracks = trackRows.map((r) => r.data);
  const artistIds = [
    ...idsOf('album', [albumRow.data], 'artist'),
    ...idsOf('track', tracks, 'artist'),
  ];
  const companyIds = [
    ...idsOf('album', [albumRow.data], 'recordCompany'),
    ...idsOf('track', tracks, 'recordCompany'),
  ];
  const lineIds = [
    ...idsOf('album', [albumRow.data], 'plCline'),
    ...idsOf('track', tracks, 'plCline'),
  ];
  const [artists, companies, lines, lyrics, localizations] = await Promise.all([
    listRecords(q, 'artist', orgId, 'id', [...new Set(artistIds)]),
    listRecords(q, 'recordCompany', orgId, 'id', [...new Set(companyIds)]),
    listRecords(q, 'plCline', orgId, 'id', [...new Set(lineIds)]),
    listRecords(q, 'lyrics', orgId, 'track_id', trackIds),
    listRecords(q, 'localization', orgId, 'entity_id', [album.id, ...trackIds]),
  ]);
  const holderRows = new Map<string, RecordRow>();
  for (const row of [
    ...(await listRecords(q, 'rightsHolder', orgId, 'album_id', [album.id])),
    ...(await listRecords(q, 'rightsHolder', orgId, 'track_id', trackIds)),
  ])
    holderRows.set(row.id, row);
  const countries = await listRecords(q, 'rightsCountry', orgId, 'rights_holder_id', [
    ...holderRows.keys(),
  ]);
  const fileIds = [
    ...referencedFileIds('album', [albumRow.data]),
    ...referencedFileIds('track', tracks),
    ...referencedFileIds(
      'lyrics',
      lyrics.map((r) => r.data),
    ),
    ...referencedFileIds(
      'localization',
      localizations.map((r) => r.data),
    ),
  ];
  const files = await storedFiles(q, orgId, fileIds);
  const byId: Record<string, StoredFile> = {};
  const objectKeys = new Map<string, string>();
  for (const [id, { objectKey, ...file }] of files) {
    byId[id] = file;
    objectKeys.set(id, objectKey);
  }
  return {
    bundle: {
      album,
      tracks: data<Track>(trackRows),
      artists: data<Artist>(artists),
      recordCompanies: data<RecordCompany>(companies),
      plClines: data<PlCline>(lines),
      rightsHolders: data<RightsHolder>([...holderRows.values()]),
      rightsCountries: data<RightsCountry>(countries),
      lyrics: data<Lyrics>(lyrics),
      localizations: data<Localization>(localizations),
      files: byId,
      deal: await dealTerms(q, orgId, at),
      message: messageFacts(album),
      recipient: OFFLINE_RECIPIENT,
    },
    objectKeys,
  };
}
