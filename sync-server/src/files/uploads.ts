// The upload commands behind Companion's S3-multipart routes (DESIGN.md section 6): a file row per
// upload, parts on the object store, every step checked against the caller's organisation.
import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { z } from 'zod';
import type { ApiLanguage } from '../../../src/domain/locale';
import { isS3ObjectStore } from '../storage/s3/s3Store';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/db';
import {
  isObjectStoreError,
  MAX_PART_NUMBER,
  type ObjectStore,
  type StoredPart,
} from '../storage/objectStore';
import { buildObjectKey } from '../storage/objectKeys';
import { signPartUrl, verifyPartUrl } from '../storage/signedUrl';
import { uploadError, type UploadProblem } from './fileErrors';
import {
  checkDeclaredFile,
  FILE_PURPOSES,
  MAX_PART_BYTES,
  maxBytesOf,
  type DeclaredFile,
  type FileKind,
  type FilePurpose,
} from '../../../src/domain/media/filePolicy';
import { megabytesOf } from '../../../src/domain/media/fileSize';
import {
  authorizeFile,
  declaredSizeOf,
  findFileById,
  findFileByUploadId,
  insertFileRow,
  isOwnFile,
  presentFile,
  remainingBytes,
  updateFileRow,
  type FileRecord,
  type FileRow,
} from './fileRecords';
import { afterFileSettled } from './settled';
import { storageFaultOf } from '../storage/storageFaults';
import { canUploadPurpose } from './uploadGrant';
import { verifyAndRecord, type VerifyOptions } from './verify';

export interface UploadContext {
  db: Db;
  store: ObjectStore;
  signingSecret: string;
  now?: () => Date;
}

/** Uppy sends its meta as strings: a size is a decimal integer, as a number or a string. */
const sizeSchema = z.union([
  z.int(),
  z
    .string()
    .trim()
    .regex(/^\d{1,16}$/)
    .transform(Number),
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const fileIdSchema = z
  .string()
  .trim()
  .regex(UUID)
  .transform((id) => id.toLowerCase());

export const createUploadSchema = z.object({
  filename: z.string().trim().min(1).max(255),
  type: z.string().max(255).optional().default(''),
  metadata: z.object({
    kind: z.string().max(50),
    purpose: z.string().max(50),
    size: sizeSchema,
    /** the client's uuid (v7) for the file; the server makes one when it is missing */
    fileId: z.union([fileIdSchema, z.literal('').transform(() => undefined)]).optional(),
    /** the size of every part but the last, when the uploader keeps to one: parts go in place */
    partSize: sizeSchema.optional(),
  }),
});

export const completeUploadSchema = z.object({
  parts: z
    .array(
      z.object({
        PartNumber: z.int().min(1).max(MAX_PART_NUMBER),
        ETag: z.string().min(1).max(200),
      }),
    )
    .min(1)
    .max(MAX_PART_NUMBER),
});

export const uploadKeySchema = z.object({ key: z.string().min(1).max(1024) });

export const partNumberSchema = z.object({
  uploadId: z.string().min(1).max(100),
  partNumber: z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .pipe(z.int().min(1).max(MAX_PART_NUMBER)),
});

function mb(bytes: number): number {
  return megabytesOf(bytes);
}

/** Refuses a declared file (name, type, kind, purpose, extension, size) before anything is stored. */
export function checkDeclared(declared: DeclaredFile, language: ApiLanguage): void {
  const problem = checkDeclaredFile(declared);
  if (problem === null) return;
  const purpose = declared.purpose as FilePurpose;
  const params: Record<string, string | number> =
    problem === 'file-extension'
      ? { extensions: FILE_PURPOSES[purpose].extensions.join(', ') }
      : problem === 'file-too-large'
        ? { maxMb: mb(maxBytesOf(purpose)), maxBytes: maxBytesOf(purpose) }
        : {};
  throw uploadError(problem, language, params);
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/**
 * The same create sent again: its answer was lost (a page reload or a cut network while it was in
 * flight), so the client never learnt the upload id and asks anew with the same file id. Same
 * organisation, user and declared file, still uploading: it gets the upload it already opened.
 */
function isRepeatedCreate(
  row: FileRow,
  auth: AuthContext,
  file: { name: string; kind: FileKind; purpose: FilePurpose; declaredSize: number },
): boolean {
  return (
    row.status === 'uploading' &&
    isOwnFile(row, auth.orgId) &&
    row.user_id === auth.userId &&
    row.name === file.name &&
    row.kind === file.kind &&
    row.purpose === file.purpose &&
    Number(row.declared_size) === file.declaredSize
  );
}

/**
 * Opens an upload on the store and its row under the client's file id (or a new one). The id is
 * also the key's folder, so a reused id collides on both: 409 file-id-used either way, unless it
 * is the same create repeated (isRepeatedCreate), which answers the upload already open.
 */
export async function openStoredUpload(
  ctx: UploadContext,
  auth: AuthContext,
  file: {
    fileId?: string;
    name: string;
    kind: FileKind;
    purpose: FilePurpose;
    declaredSize: number;
    partSize?: number;
    contentType: string;
  },
  language: ApiLanguage,
): Promise<{ key: string; uploadId: string; fileId: string }> {
  const existing = file.fileId === undefined ? null : await findFileById(ctx.db, file.fileId);
  if (existing !== null) {
    if (isRepeatedCreate(existing, auth, file))
      return { key: existing.object_key, uploadId: existing.upload_id, fileId: existing.id };
    throw uploadError('file-id-used', language);
  }
  const fileId = file.fileId ?? randomUUID();
  const key = buildObjectKey(auth.orgId, file.name, ctx.now?.() ?? new Date(), fileId);
  // an uploader that keeps to one part size (ours: uploadPartSize) lets the store write in place
  const layout =
    file.partSize !== undefined &&
    file.partSize >= Math.min(ctx.store.minPartBytes, file.declaredSize)
      ? { partSize: file.partSize, totalSize: file.declaredSize }
      : undefined;
  const { uploadId } = await ctx.store.createMultipartUpload(key, layout);
  try {
    const row = await insertFileRow(ctx.db, {
      id: fileId,
      orgId: auth.orgId,
      userId: auth.userId,
      kind: file.kind,
      purpose: file.purpose,
      name: file.name,
      declaredSize: file.declaredSize,
      contentType: file.contentType,
      objectKey: key,
      uploadId,
    });
    return { key, uploadId, fileId: row.id };
  } catch (error) {
    await ctx.store.abortMultipartUpload(uploadId).catch(() => undefined);
    if (isUniqueViolation(error)) throw uploadError('file-id-used', language);
    throw error;
  }
}

/** POST .../s3/multipart: checks the declared file, then opens an upload under a server key. */
export async function createUpload(
  ctx: UploadContext,
  auth: AuthContext,
  input: z.output<typeof createUploadSchema>,
  language: ApiLanguage,
): Promise<{ key: string; uploadId: string; fileId: string }> {
  const declared = {
    name: input.filename,
    type: input.type,
    kind: input.metadata.kind,
    purpose: input.metadata.purpose,
    size: input.metadata.size,
  };
  checkDeclared(declared, language);
  if (!canUploadPurpose(auth, declared.purpose as FilePurpose))
    throw uploadError('upload-not-allowed', language);
  return openStoredUpload(
    ctx,
    auth,
    {
      fileId: input.metadata.fileId,
      name: input.filename,
      kind: declared.kind as FileKind,
      purpose: declared.purpose as FilePurpose,
      declaredSize: declared.size,
      partSize: input.metadata.partSize,
      contentType: input.type,
    },
    language,
  );
}

async function openUpload(
  ctx: UploadContext,
  orgId: string,
  uploadId: string,
  key: string,
  language: ApiLanguage,
): Promise<FileRow> {
  const row = authorizeFile(await findFileByUploadId(ctx.db, uploadId), orgId, key);
  if (row.status !== 'uploading') throw uploadError('upload-not-open', language);
  return row;
}

/** GET .../s3/multipart/:uploadId/:partNumber: a short-lived URL the part is PUT to. */
export async function signUploadPart(
  ctx: UploadContext,
  auth: AuthContext,
  target: { uploadId: string; partNumber: number; key: string },
  language: ApiLanguage,
): Promise<{ url: string; expires: number }> {
  await openUpload(ctx, auth.orgId, target.uploadId, target.key, language);
  // an S3 store presigns its own URL: the bytes go straight to the bucket
  if (isS3ObjectStore(ctx.store)) return ctx.store.signPartUrl(target.uploadId, target.partNumber);
  const { url, expires } = signPartUrl(
    ctx.signingSecret,
    { uploadId: target.uploadId, partNumber: target.partNumber, orgId: auth.orgId },
    ctx.now?.() ?? new Date(),
  );
  return { url, expires };
}

/** GET .../s3/multipart/:uploadId: the parts stored so far (Uppy resumes from them). */
export async function listUploadParts(
  ctx: UploadContext,
  auth: AuthContext,
  target: { uploadId: string; key: string },
  language: ApiLanguage,
): Promise<StoredPart[]> {
  await openUpload(ctx, auth.orgId, target.uploadId, target.key, language);
  return ctx.store.listParts(target.uploadId);
}

/**
 * PUT /api/files/part: authorized by the URL's signature alone. A part may not exceed what the
 * declared size leaves after the other parts, nor MAX_PART_BYTES; a longer body is cut off (413).
 */
export async function receivePart(
  ctx: UploadContext,
  request: {
    method: string;
    query: Readonly<Record<string, unknown>>;
    contentLength: number | null;
    body: Readable;
  },
  language: ApiLanguage,
): Promise<StoredPart> {
  const check = verifyPartUrl(
    ctx.signingSecret,
    request.method,
    request.query,
    ctx.now?.() ?? new Date(),
  );
  if (!check.ok)
    throw uploadError(
      check.reason === 'expired' ? 'upload-link-expired' : 'upload-link-invalid',
      language,
    );
  const { grant } = check;
  const row = authorizeFile(await findFileByUploadId(ctx.db, grant.uploadId), grant.orgId);
  if (row.status !== 'uploading') throw uploadError('upload-not-open', language);
  const others = (await ctx.store.listParts(grant.uploadId))
    .filter((p) => p.PartNumber !== grant.partNumber)
    .reduce((sum, p) => sum + p.Size, 0);
  const limit = Math.min(MAX_PART_BYTES, remainingBytes(row, others));
  if (request.contentLength !== null && request.contentLength > limit) {
    throw uploadError(
      limit < MAX_PART_BYTES ? 'file-larger-than-declared' : 'part-too-large',
      language,
    );
  }
  // the store may give up midway: it then destroys only this pipe, never the request itself, so
  // the refusal still reaches the client (and the connection closes rather than read the rest)
  const body = request.body.pipe(new PassThrough());
  try {
    return await ctx.store.writePart(grant.uploadId, grant.partNumber, body, { maxBytes: limit });
  } catch (error) {
    request.body.unpipe(body);
    request.body.resume();
    await dropUploadOnStorageFault(ctx, { fileId: row.id, uploadId: grant.uploadId }, error);
    const closing = { connection: 'close' };
    if (isObjectStoreError(error, 'EntityTooLarge')) {
      throw uploadError(
        limit < MAX_PART_BYTES ? 'file-larger-than-declared' : 'part-too-large',
        language,
        {},
        closing,
      );
    }
    if (isObjectStoreError(error, 'NoSuchUpload'))
      throw uploadError('upload-not-open', language, {}, closing);
    // an upload written in place has no room for a part numbered past its declared size
    if (isObjectStoreError(error, 'InvalidPart')) {
      throw uploadError(
        'part-past-declared-size',
        language,
        { partNumber: grant.partNumber, size: declaredSizeOf(row) },
        closing,
      );
    }
    throw error;
  }
}

const STORE_PROBLEMS: Readonly<Record<string, UploadProblem>> = {
  InvalidPart: 'part-missing',
  InvalidPartOrder: 'part-order',
  EntityTooSmall: 'part-too-small',
  EntityTooLarge: 'file-larger-than-declared',
  NoSuchUpload: 'upload-not-open',
};

/**
 * A write the disk could not take (full, read-only) ends the upload at once: its parts are dropped
 * and its row is 'aborted' now, not at the sweep of abandoned uploads 72 hours later; the partner
 * is told why (storageFull, storageReadOnly) and uploads again when the server has room.
 */
export async function dropUploadOnStorageFault(
  ctx: Pick<UploadContext, 'db' | 'store'>,
  upload: { fileId: string; uploadId: string },
  error: unknown,
): Promise<void> {
  const fault = storageFaultOf(error);
  if (fault === null) return;
  await ctx.store.abortMultipartUpload(upload.uploadId).catch(() => undefined);
  // the reason stays on the row: the client's retries after the first refusal meet a closed
  // upload, and its file status says why (the envelope's code)
  await updateFileRow(ctx.db, upload.fileId, 'uploading', {
    status: 'aborted',
    rejectCode: fault === 'full' ? 'storageFull' : 'storageReadOnly',
  });
}

/**
 * POST .../s3/multipart/:uploadId/complete: joins the parts (at most the declared size and the
 * purpose's limit), records size and checksum, then lets the server verify the stored file.
 */
export async function completeUpload(
  ctx: UploadContext,
  auth: AuthContext,
  target: { uploadId: string; key: string; parts: z.output<typeof completeUploadSchema>['parts'] },
  language: ApiLanguage,
): Promise<{ location: string; key: string; file: FileRecord }> {
  const row = await openUpload(ctx, auth.orgId, target.uploadId, target.key, language);
  const maxBytes = Math.min(declaredSizeOf(row), maxBytesOf(row.purpose));
  let stored;
  try {
    stored = await ctx.store.completeMultipartUpload(target.uploadId, target.parts, { maxBytes });
  } catch (error) {
    await dropUploadOnStorageFault(ctx, { fileId: row.id, uploadId: target.uploadId }, error);
    if (!isObjectStoreError(error)) throw error;
    const problem = STORE_PROBLEMS[error.code] ?? 'part-missing';
    throw uploadError(
      problem,
      language,
      problem === 'part-too-small' ? { minMb: mb(ctx.store.minPartBytes) } : {},
    );
  }
  const file = await settleUpload(ctx, row, stored, language);
  return { location: fileLocation(file.id), key: row.object_key, file };
}

/** After the parts are joined: the server's verification, then the settled file handed on (catalogue links). */
export async function settleUpload(
  ctx: UploadContext,
  row: FileRow,
  stored: { size: number; sha256: string },
  language: ApiLanguage,
  options: VerifyOptions = {},
): Promise<FileRecord> {
  const result = await verifyAndRecord(ctx.db, ctx.store, row, stored, options);
  if (result === null) throw uploadError('upload-not-open', language);
  if (result.settled) await afterFileSettled(ctx.db, result.row);
  return presentFile(result.row);
}

/** DELETE .../s3/multipart/:uploadId: drops the parts; the row stays as 'aborted'. */
export async function abortUpload(
  ctx: UploadContext,
  auth: AuthContext,
  target: { uploadId: string; key: string },
  language: ApiLanguage,
): Promise<void> {
  const row = await openUpload(ctx, auth.orgId, target.uploadId, target.key, language);
  await ctx.store.abortMultipartUpload(target.uploadId).catch((error: unknown) => {
    if (!isObjectStoreError(error, 'NoSuchUpload')) throw error;
  });
  await updateFileRow(ctx.db, row.id, 'uploading', { status: 'aborted' });
}

/** GET /api/files/:id.json */
export async function readFileRecord(
  ctx: UploadContext,
  auth: AuthContext,
  id: string,
): Promise<FileRecord> {
  return presentFile(authorizeFile(await findFileById(ctx.db, id), auth.orgId));
}

export function fileLocation(id: string): string {
  return `/api/files/${id}.json`;
}
