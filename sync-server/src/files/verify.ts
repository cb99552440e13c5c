// The server's own check of a stored file (DESIGN.md section 6): the same content check the
// browser ran before the upload (src/domain/media/inspectFile.ts), on the stored object.
import { inspectFile, mediaIssue, type InspectedFacts, type Inspection, type MediaCode } from '../../../src/domain/media';
import { maxBytesOf } from '../../../src/domain/media/filePolicy';
import { isObjectStoreError, type ObjectStore } from '../storage/objectStore';
import type { FileRow } from './fileRecords';

export type FileRejectCode = MediaCode | 'object-missing' | 'size-mismatch';

export type FileVerdict =
  | { status: 'verified'; facts: Record<string, unknown> }
  | { status: 'rejected'; rejectCode: FileRejectCode; facts: Record<string, unknown> | null };

export interface VerifyOptions {
  /** the spec's isCheckRiff=1: the audio must be a RIFF/WAVE file */
  requireRiff?: boolean;
}

function verdictOf({ facts, issues }: Inspection): FileVerdict {
  const firstError = issues.find((i) => i.severity === 'error');
  const stored = storedFacts(facts);
  const withIssues = issues.length > 0 ? { ...stored, issues } : stored;
  return firstError ? { status: 'rejected', rejectCode: firstError.code, facts: withIssues } : { status: 'verified', facts: withIssues };
}

/** The facts as the files table keeps them: the probe's own fields, flat (fileFields.ts reads them). */
function storedFacts(facts: InspectedFacts | null): Record<string, unknown> {
  if (facts === null) return {};
  if (facts.kind === 'audio') return { ...facts.audio };
  if (facts.kind === 'image') return { ...facts.image };
  const { kind: _kind, ...rest } = facts;
  return rest;
}

const failed = (code: MediaCode, file: string): Inspection => ({ facts: null, issues: [mediaIssue('file', code, { file })] });

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
    return verdictOf(await inspectFile(src, { name: file.name, purpose: file.purpose, requireRiff: options.requireRiff }));
  } finally {
    await src.close?.();
  }
}
