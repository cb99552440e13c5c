// Where catalogue records point at uploaded files, and what the server writes there once it has
// read a file itself. A reference's `path` is the file's id (a uuid the client chose when the upload
// started), so a record edited offline can point at a file that is still uploading; the facts the
// client read before the upload are shown until the server's own facts replace them.
import type { EntityName } from './entities';

/** The shape of a file reference field: audio facts, image facts, or a plain file. */
export type FileRefShape = 'audio' | 'image' | 'file' | 'formatFile';

export const FILE_REF_FIELDS: Partial<Record<EntityName, Readonly<Record<string, FileRefShape>>>> =
  {
    album: { cover: 'image' },
    track: { audio: 'audio', spatialAudio: 'formatFile' },
    trackClip: { file: 'audio' },
    accompaniment: { file: 'audio' },
    material: { file: 'file' },
    lyrics: { file: 'file' },
    localization: { overseasCover: 'image' },
    artist: { avatar: 'image' },
    authorization: { attachment: 'file', metadataAttachment: 'file' },
  };

/** The file-reference fields of an entity. */
export function fileRefFields(entity: EntityName): Array<[string, FileRefShape]> {
  return Object.entries(FILE_REF_FIELDS[entity] ?? {});
}

/** The ids of the files some records of one entity name, in order, with repeats. */
export function referencedFileIds(
  entity: EntityName,
  records: readonly Readonly<Record<string, unknown>>[],
): string[] {
  const ids: string[] = [];
  for (const record of records)
    for (const [field] of fileRefFields(entity)) {
      const ref = record[field] as { path?: unknown } | null | undefined;
      if (ref !== null && ref !== undefined && typeof ref.path === 'string') ids.push(ref.path);
    }
  return ids;
}

/** A file as the server knows it after its own check (the `files` table). */
export interface SettledFile {
  id: string;
  name: string;
  size: number;
  status: 'verified' | 'rejected';
  /** what the server read: audio { container, sampleRate, bitDepth, channels, durationSeconds } or image { format, width, height } */
  facts: Record<string, unknown> | null;
  /** when it was verified (ISO) */
  settledAt: string;
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The reference the server stores for a settled file: for a verified file its own facts (never the
 * client's) and, for audio, the time it vouched for them; for a rejected file the client's facts
 * stay, unverified (the file record tells why it was refused).
 */
export function settledReference(
  shape: FileRefShape,
  file: SettledFile,
  sent: Record<string, unknown> | null,
): Record<string, unknown> {
  const base = { path: file.id, name: file.name, sizeBytes: file.size };
  const facts = file.status === 'verified' ? (file.facts ?? {}) : {};
  const verified = file.status === 'verified';
  switch (shape) {
    case 'audio':
      if (!verified) return { ...(sent ?? {}), ...base, verifiedAt: null };
      return {
        ...base,
        format: text(facts.container) ?? text(sent?.format) ?? '',
        durationMs: Math.round((num(facts.durationSeconds) ?? 0) * 1000),
        sampleRateHz: num(facts.sampleRate) ?? 0,
        bitDepth: num(facts.bitDepth),
        channels: num(facts.channels) ?? 0,
        bitrateKbps: num(sent?.bitrateKbps),
        verifiedAt: file.settledAt,
      };
    case 'image':
      if (!verified) return { ...(sent ?? {}), ...base };
      return {
        ...base,
        format: text(facts.format) ?? '',
        widthPx: num(facts.width) ?? 0,
        heightPx: num(facts.height) ?? 0,
      };
    case 'formatFile':
      return { ...base, format: text(facts.container) ?? text(sent?.format) ?? '' };
    case 'file':
      return base;
  }
}
