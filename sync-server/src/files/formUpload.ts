// The spec's small single-request uploads (/file/uploadImg, uploadLyric, uploadMusic): the form's
// file streams into the same store as one part, then takes the same verification as a multipart one.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ApiLanguage } from '../../../src/domain/locale';
import { FILE_PURPOSES, maxBytesOf, type FilePurpose } from '../../../src/domain/media/filePolicy';
import type { AuthContext } from '../auth/context';
import { buildObjectKey } from '../storage/objectKeys';
import { isObjectStoreError } from '../storage/objectStore';
import { uploadError } from './fileErrors';
import { insertFileRow, type FileRecord } from './fileRecords';
import { megabytesOf } from '../../../src/domain/media/fileSize';
import {
  checkDeclared,
  dropUploadOnStorageFault,
  settleUpload,
  type UploadContext,
} from './uploads';
import type { VerifyOptions } from './verify';

export interface FormFile {
  purpose: FilePurpose;
  name: string;
  contentType: string;
  body: Readable;
  /** the form parser cut the file off at its own limit */
  isTruncated: () => boolean;
}

function isTooLarge(error: unknown): boolean {
  if (isObjectStoreError(error, 'EntityTooLarge')) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { statusCode?: unknown }).statusCode === 413
  );
}

/** Streams the file to the store (never whole in memory), bounded by the purpose's limit. */
export async function storeFormFile(
  ctx: UploadContext,
  auth: Pick<AuthContext, 'orgId' | 'userId'>,
  file: FormFile,
  language: ApiLanguage,
  options: VerifyOptions = {},
): Promise<FileRecord> {
  const { kind } = FILE_PURPOSES[file.purpose];
  // the size is not known before the bytes arrive: check kind, purpose and extension now
  checkDeclared(
    { name: file.name, type: file.contentType, kind, purpose: file.purpose, size: 1 },
    language,
  );
  const maxBytes = maxBytesOf(file.purpose);
  const tooLarge = () =>
    uploadError('file-too-large', language, { maxMb: megabytesOf(maxBytes), maxBytes });
  const id = randomUUID();
  const key = buildObjectKey(auth.orgId, file.name, ctx.now?.() ?? new Date(), id);
  const { uploadId } = await ctx.store.createMultipartUpload(key);
  let part;
  try {
    part = await ctx.store.writePart(uploadId, 1, file.body, { maxBytes });
    if (file.isTruncated()) throw tooLarge();
    if (part.Size === 0) throw uploadError('file-empty', language);
  } catch (error) {
    file.body.resume();
    await ctx.store.abortMultipartUpload(uploadId).catch(() => undefined);
    throw isTooLarge(error) ? tooLarge() : error;
  }
  const row = await insertFileRow(ctx.db, {
    id,
    orgId: auth.orgId,
    userId: auth.userId,
    kind,
    purpose: file.purpose,
    name: file.name,
    declaredSize: part.Size,
    contentType: file.contentType,
    objectKey: key,
    uploadId,
  }).catch(async (error: unknown) => {
    await ctx.store.abortMultipartUpload(uploadId).catch(() => undefined);
    throw error;
  });
  const stored = await ctx.store
    .completeMultipartUpload(uploadId, [{ PartNumber: 1, ETag: part.ETag }], { maxBytes })
    .catch(async (error: unknown) => {
      await dropUploadOnStorageFault(ctx, { fileId: id, uploadId }, error);
      throw error;
    });
  return settleUpload(ctx, row, stored, language, options);
}
