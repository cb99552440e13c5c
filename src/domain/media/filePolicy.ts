// What may be uploaded for which purpose: kinds, size limits and file extensions of spec section 9.
// Pure: the server checks a declared upload with it, and the client before it starts one.

export const FILE_KINDS = [
  'audio',
  'spatialAudio',
  'image',
  'lyrics',
  'clip',
  'accompaniment',
  'attachment',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const FILE_STATUSES = ['uploading', 'verifying', 'verified', 'rejected', 'aborted'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

import { AlbumLimits, fileExtension, ImageLimits, MB, MiB, TrackLimits } from '../catalogue/limits';
import { isStorableText } from '../schemas/text';

export interface PurposeRule {
  kind: FileKind;
  maxBytes: number;
  /** lower case, without the dot */
  extensions: readonly string[];
}

const AUDIO_EXTENSIONS = ['wav', 'flac', 'mp3', 'm4a', 'aif', 'aiff'] as const;
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/**
 * Spec section 9 gives audio 1000M, the album cover 15M, avatar/ID/logo/batch cover 10M ("M" read
 * as decimal MB, the unit sizes are shown in). It names no limit for the rest; these are ours:
 * spatial audio 2000 MB (Atmos masters run larger than stereo), clips 200 MB, accompaniments like
 * tracks, lyrics 2 MB (text files), authorization attachments 200 MB (scans and archives), overseas
 * cover 15 MB.
 */
export const FILE_PURPOSES = {
  track: { kind: 'audio', maxBytes: TrackLimits.audioMaxBytes, extensions: AUDIO_EXTENSIONS },
  atmos: { kind: 'spatialAudio', maxBytes: 2000 * MB, extensions: ['wav'] },
  surround51: { kind: 'spatialAudio', maxBytes: 2000 * MB, extensions: ['mov'] },
  surround71: { kind: 'spatialAudio', maxBytes: 2000 * MB, extensions: ['mov'] },
  albumCover: { kind: 'image', maxBytes: AlbumLimits.coverMaxBytes, extensions: IMAGE_EXTENSIONS },
  overseasCover: {
    kind: 'image',
    maxBytes: AlbumLimits.coverMaxBytes,
    extensions: IMAGE_EXTENSIONS,
  },
  batchCover: {
    kind: 'image',
    maxBytes: AlbumLimits.batchCoverMaxBytes,
    extensions: IMAGE_EXTENSIONS,
  },
  avatar: { kind: 'image', maxBytes: ImageLimits.maxBytes, extensions: IMAGE_EXTENSIONS },
  idImage: { kind: 'image', maxBytes: ImageLimits.maxBytes, extensions: IMAGE_EXTENSIONS },
  logo: { kind: 'image', maxBytes: ImageLimits.maxBytes, extensions: IMAGE_EXTENSIONS },
  lyrics: { kind: 'lyrics', maxBytes: 2 * MB, extensions: ['txt', 'lrc', 'krc'] },
  clip: { kind: 'clip', maxBytes: 200 * MB, extensions: AUDIO_EXTENSIONS },
  accompaniment: {
    kind: 'accompaniment',
    maxBytes: TrackLimits.audioMaxBytes,
    extensions: AUDIO_EXTENSIONS,
  },
  authorization: {
    kind: 'attachment',
    maxBytes: 200 * MB,
    extensions: ['pdf', 'jpg', 'jpeg', 'png', 'tar', 'zip'],
  },
} as const satisfies Readonly<Record<string, PurposeRule>>;

export type FilePurpose = keyof typeof FILE_PURPOSES;

/** The largest single part the server accepts. */
export const MAX_PART_BYTES = 256 * MiB;

/** Parts the browser sends: never below 8 MiB, about 32 of them, at most 64 MiB. */
const UPLOAD_PART_MIN_BYTES = 8 * MiB;
const UPLOAD_PART_TARGET_COUNT = 32;
const UPLOAD_PART_MAX_BYTES = 64 * MiB;
const S3_MAX_PARTS = 10_000;

/**
 * The part size of an upload. Uppy sends one file's parts one after the other, so each part costs
 * a signing round trip and a request: 8 MiB parts held a 1 GB upload to a quarter of a bare PUT.
 * About 32 parts keep that cost small while a cut connection re-sends at most one part (a few
 * percent of the file); S3's 10,000-part limit is kept for any size.
 */
export function uploadPartSize(size: number): number {
  const target = Math.ceil(size / UPLOAD_PART_TARGET_COUNT / MiB) * MiB;
  const bounded = Math.min(UPLOAD_PART_MAX_BYTES, Math.max(UPLOAD_PART_MIN_BYTES, target));
  return Math.max(bounded, Math.ceil(size / S3_MAX_PARTS));
}

/** Why a file is refused before its upload starts; the server and the UI map these to messages. */
export type FileProblem =
  | 'file-name-invalid'
  | 'file-type-invalid'
  | 'file-kind-unknown'
  | 'file-purpose-unknown'
  | 'file-kind-mismatch'
  | 'file-extension'
  | 'file-empty'
  | 'file-too-large';

export interface DeclaredFile {
  name: string;
  /** the declared content type, when the sender gives one */
  type?: string;
  kind: string;
  purpose: string;
  size: number;
}

export function isFileKind(value: string): value is FileKind {
  return (FILE_KINDS as readonly string[]).includes(value);
}

export function isFilePurpose(value: string): value is FilePurpose {
  return Object.prototype.hasOwnProperty.call(FILE_PURPOSES, value);
}

export { fileExtension };

export function maxBytesOf(purpose: FilePurpose): number {
  return FILE_PURPOSES[purpose].maxBytes;
}

/** The first problem of a declared file, or null when it may be uploaded. */
export function checkDeclaredFile(file: DeclaredFile): FileProblem | null {
  // the name and type are stored as text: PostgreSQL takes neither a NUL nor half a surrogate pair
  if (!isStorableText(file.name)) return 'file-name-invalid';
  if (file.type !== undefined && !isStorableText(file.type)) return 'file-type-invalid';
  if (!isFileKind(file.kind)) return 'file-kind-unknown';
  if (!isFilePurpose(file.purpose)) return 'file-purpose-unknown';
  const rule: PurposeRule = FILE_PURPOSES[file.purpose];
  if (rule.kind !== file.kind) return 'file-kind-mismatch';
  if (!rule.extensions.includes(fileExtension(file.name))) return 'file-extension';
  if (!Number.isSafeInteger(file.size) || file.size < 1) return 'file-empty';
  if (file.size > rule.maxBytes) return 'file-too-large';
  return null;
}
