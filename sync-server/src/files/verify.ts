// The server's own check of a stored file (DESIGN.md section 6): the same content check the
// browser ran before the upload (src/domain/media/inspectFile.ts), on the stored object.
import {
  inspectFile,
  mediaIssue,
  type InspectedFacts,
  type Inspection,
  type MediaCode,
} from '../../../src/domain/media';
import { maxBytesOf } from '../../../src/domain/media/filePolicy';
import type { Queryable } from '../db/db';
import { isObjectStoreError, type ObjectStore } from '../storage/objectStore';
import { updateFileRow, type FileRow } from './fileRecords';

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
  return firstError
    ? { status: 'rejected', rejectCode: firstError.code, facts: withIssues }
    : { status: 'verified', facts: withIssues };
}

/** The facts as the files table keeps them: the probe's own fields, flat (fileFields.ts reads them). */
function storedFacts(facts: InspectedFacts | null): Record<string, unknown> {
  if (facts === null) return {};
  if (facts.kind === 'audio') return { ...facts.audio };
  if (facts.kind === 'image') return { ...facts.image };
  const { kind: _kind, ...rest } = facts;
  return rest;
}

const failed = (code: MediaCode, file: string): Inspection => ({
  facts: null,
  issues: [mediaIssue('file', code, { file })],
});

/**
 * Verifies a file whose parts have just been joined (status 'verifying'): the object exists, its
 * size is the sum of the parts recorded at completion and within the purpose's limit, and its
 * content passes the purpose's rules. Facts are what the server read, with any issues.
 */
export async function verifyStoredFile(
  store: ObjectStore,
  file: FileRow,
  options: VerifyOptions = {},
): Promise<FileVerdict> {
  let src;
  try {
    src = await store.openByteSource(file.object_key);
  } catch (error) {
    if (isObjectStoreError(error, 'NoSuchKey'))
      return { status: 'rejected', rejectCode: 'object-missing', facts: null };
    throw error;
  }
  try {
    if (file.size === null || src.size !== Number(file.size))
      return { status: 'rejected', rejectCode: 'size-mismatch', facts: null };
    if (src.size === 0) return verdictOf(failed('file-empty', file.name));
    if (src.size > maxBytesOf(file.purpose)) return verdictOf(failed('file-too-large', file.name));
    return verdictOf(
      await inspectFile(src, {
        name: file.name,
        purpose: file.purpose,
        requireRiff: options.requireRiff,
      }),
    );
  } finally {
    await src.close?.();
  }
}

/**
 * After the parts are joined: records size and checksum ('verifying'), lets the server verify the
 * stored bytes and records the verdict. null when another request moved the row on first; `settled`
 * false when one did so while the bytes were read. Every stored file, uploaded or seeded, takes it.
 */
export async function verifyAndRecord(
  db: Queryable,
  store: ObjectStore,
  row: FileRow,
  stored: { size: number; sha256: string },
  options: VerifyOptions = {},
): Promise<{ row: FileRow; settled: boolean } | null> {
  const verifying = await updateFileRow(db, row.id, 'uploading', {
    status: 'verifying',
    size: stored.size,
    checksumSha256: stored.sha256,
  });
  if (!verifying) return null;
  const verdict = await verifyStoredFile(store, verifying, options);
  const done = await updateFileRow(db, row.id, 'verifying', {
    status: verdict.status,
    facts: verdict.facts,
    rejectCode: verdict.status === 'rejected' ? verdict.rejectCode : null,
  });
  return done ? { row: done, settled: true } : { row: verifying, settled: false };
}
