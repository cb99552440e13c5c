// The fields only the server writes, filled in when a record is created (the client's create
// payload carries every client-writable field and nothing else), and the server's normal form of
// client values (cleaned ISRCs; audio verification only the server vouches for).
import { randomBytes } from 'node:crypto';
import { NEW_ALBUM_STATE } from '../../../src/domain/catalogue/album';
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { SOURCE } from '../../../src/domain/catalogue/enums';
import { cleanIsrc, isValidIsrc } from '../../../src/domain/identifiers';
import type { StoredRecord } from './tables';

export interface NewRecordContext {
  /** ISO time of the write */
  now: string;
  /** shown as a record company's creator */
  creatorName: string | null;
}

/** "auto unique code" of a track (spec section 3): random, so instances need no shared counter. */
export function newAssetId(): string {
  return `A${randomBytes(8).toString('hex').toUpperCase()}`;
}

export function serverDefaults(entity: EntityName, ctx: NewRecordContext): Record<string, unknown> {
  const source = SOURCE.frontDesk;
  switch (entity) {
    case 'album':
      return { ...NEW_ALBUM_STATE, source };
    case 'track':
      return { assetId: newAssetId(), source };
    case 'artist':
      return { albumCount: 0, songCount: 0, source };
    case 'recordCompany':
      return {
        albumCount: 0,
        trackCount: 0,
        creatorName: ctx.creatorName,
        createdAt: ctx.now,
        source,
      };
    case 'plCline':
      return { createdAt: ctx.now, source };
    case 'authorization':
      return { songCount: 0 };
    case 'trackClip':
      return { source, createdAt: ctx.now };
    default:
      return {};
  }
}

/** Audio facts whose `verifiedAt` only the server may set, per entity (audioFactsSchema fields). */
const VERIFIED_AUDIO_FIELDS: Partial<Record<EntityName, readonly string[]>> = {
  track: ['audio'],
  trackClip: ['file'],
  accompaniment: ['file'],
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A client may send audio facts but never vouch for them: `verifiedAt` keeps the server's value
 * while the file stays the same (same path and size), and is null for any other file.
 */
function keepServerVerification(
  field: string,
  sent: unknown,
  before: StoredRecord | null,
): unknown {
  if (!isObject(sent) || !('verifiedAt' in sent)) return sent;
  const stored = before?.[field];
  const sameFile =
    isObject(stored) && stored.path === sent.path && stored.sizeBytes === sent.sizeBytes;
  return { ...sent, verifiedAt: sameFile ? (stored.verifiedAt ?? null) : null };
}

/**
 * Client values in the server's normal form (ISRCs cleaned, as the track schema says) with the
 * server's own facts protected; anything not recognised is left for validation.
 */
export function normalizePayload(
  entity: EntityName,
  payload: StoredRecord,
  before: StoredRecord | null,
): StoredRecord {
  const out: Record<string, unknown> = { ...payload };
  for (const field of VERIFIED_AUDIO_FIELDS[entity] ?? []) {
    if (field in out) out[field] = keepServerVerification(field, out[field], before);
  }
  if (entity === 'track') {
    for (const field of ['isrc', 'spatialIsrc'] as const) {
      const value = out[field];
      if (typeof value === 'string' && isValidIsrc(value)) out[field] = cleanIsrc(value);
    }
  }
  return out;
}

/** A new record's content: the server's fields, then the client's payload. Base fields are added on write. */
export function newRecord(
  entity: EntityName,
  payload: StoredRecord,
  ctx: NewRecordContext,
): StoredRecord {
  return { ...serverDefaults(entity, ctx), ...normalizePayload(entity, payload, null) };
}
