// The server's own look at a stored file: the client's declarations are never trusted. This is the
// one place where reading the stored bytes (headers of audio and images, lyrics, magic bytes) belongs.
import {
  checkAudio,
  checkImage,
  detectLyrics,
  mediaIssue,
  mediaWarning,
  parseLrc,
  probeAudio,
  probeImage,
  type AudioPurpose,
  type ByteSource,
  type ImagePurpose,
  type MediaCode,
  type MediaIssue,
} from '../../../src/domain/media';
import { fileExtension, FILE_PURPOSES, maxBytesOf, type FilePurpose } from '../../../src/domain/media/filePolicy';
import { isObjectStoreError, type ObjectStore } from '../storage/objectStore';
import { detectAttachment } from './fileFormats';
import type { FileRow } from './fileRecords';

export type FileRejectCode = MediaCode | 'object-missing' | 'size-mismatch';

export type FileVerdict =
  | { status: 'verified'; facts: Record<string, unknown> }
  | { status: 'rejected'; rejectCode: FileRejectCode; facts: Record<string, unknown> | null };

export interface VerifyOptions {
  /** the spec's isCheckRiff=1: the audio must be a RIFF/WAVE file */
  requireRiff?: boolean;
}

const AUDIO_PURPOSES: readonly FilePurpose[] = ['track', 'accompaniment', 'clip', 'atmos', 'surround51', 'surround71'];
const IMAGE_PURPOSES: readonly FilePurpose[] = ['albumCover', 'overseasCover', 'avatar', 'idImage', 'logo', 'batchCover'];
/** what each attachment format is honestly named */
const ATTACHMENT_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  zip: ['zip'],
  tar: ['tar'],
};

interface Inspection {
  facts: Record<string, unknown>;
  issues: MediaIssue[];
}

function verdictOf({ facts, issues }: Inspection): FileVerdict {
  const firstError = issues.find((i) => i.severity === 'error');
  const withIssues = issues.length > 0 ? { ...facts, issues } : facts;
  return firstError ? { status: 'rejected', rejectCode: firstError.code, facts: withIssues } : { status: 'verified', facts: withIssues };
}

function failed(code: MediaCode, file: string): Inspection {
  return { facts: {}, issues: [mediaIssue('file', code, { file })] };
}

async function inspectAudio(src: ByteSource, file: FileRow, options: VerifyOptions): Promise<Inspection> {
  const probe = await probeAudio(src);
  if (!probe.ok) return failed(probe.code, file.name);
  const issues = checkAudio(probe.facts, { size: src.size, fileName: file.name, purpose: file.purpose as AudioPurpose });
  if (options.requireRiff === true && probe.facts.container !== 'wav') {
    issues.unshift(mediaIssue('file', 'file-format', { file: file.name, formats: 'wav', actual: probe.facts.container }));
  }
  return { facts: { ...probe.facts }, issues };
}

async function inspectImage(src: ByteSource, file: FileRow): Promise<Inspection> {
  const probe = await probeImage(src);
  if (!probe.ok) return failed(probe.code, file.name);
  return { facts: { ...probe.facts }, issues: checkImage(probe.facts, { size: src.size, fileName: file.name, purpose: file.purpose as ImagePurpose }) };
}

async function inspectLyrics(src: ByteSource, file: FileRow): Promise<Inspection> {
  const bytes = await src.read(0, Math.min(src.size, FILE_PURPOSES.lyrics.maxBytes));
  const found = detectLyrics(bytes);
  if (!found.ok) return failed(found.code, file.name);
  if (found.format === 'krc') return { facts: { format: 'krc' }, issues: [] };
  const facts = { format: found.format, encoding: found.encoding };
  if (found.format === 'txt') return { facts, issues: [] };
  const lrc = parseLrc(found.text, { field: 'file', fileName: file.name });
  return { facts: { ...facts, lines: lrc.lines.length, tags: lrc.tags }, issues: lrc.issues };
}

async function inspectAttachment(src: ByteSource, file: FileRow): Promise<Inspection> {
  const format = await detectAttachment(src);
  if (format === null) return failed('file-format', file.name);
  const ext = fileExtension(file.name);
  const issues = ATTACHMENT_EXTENSIONS[format].includes(ext)
    ? []
    : [mediaWarning('file', 'file-extension-mismatch', { file: file.name, ext, actual: format })];
  return { facts: { format }, issues };
}

function inspect(src: ByteSource, file: FileRow, options: VerifyOptions): Promise<Inspection> {
  if (AUDIO_PURPOSES.includes(file.purpose)) return inspectAudio(src, file, options);
  if (IMAGE_PURPOSES.includes(file.purpose)) return inspectImage(src, file);
  if (file.purpose === 'lyrics') return inspectLyrics(src, file);
  return inspectAttachment(src, file);
}

/**
 * Verifies a file whose parts have just been joined (status 'verifying'): the object exists, its
 * size is the sum of the parts recorded at completion and within the purpose's limit, and its
 * content passes the purpose's rules. Facts are what the server read, with any issues.
 */
export async function verifyStoredFile(store: ObjectStore, file: FileRow, options: VerifyOptions = {}): Promise<FileVerdict> {
  let src;
  try {
    src = await store.openByteSource(file.object_key);
  } catch (error) {
    if (isObjectStoreError(error, 'NoSuchKey')) return { status: 'rejected', rejectCode: 'object-missing', facts: null };
    throw error;
  }
  try {
    if (file.size === null || src.size !== Number(file.size)) return { status: 'rejected', rejectCode: 'size-mismatch', facts: null };
    if (src.size === 0) return verdictOf(failed('file-empty', file.name));
    if (src.size > maxBytesOf(file.purpose)) return verdictOf(failed('file-too-large', file.name));
    return verdictOf(await inspect(src, file, options));
  } finally {
    await src.close?.();
  }
}
