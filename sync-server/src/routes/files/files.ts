// Companion's S3-multipart routes (DESIGN.md section 6) for Uppy's @uppy/aws-s3 with `endpoint`
// at /api, plus the signed part PUT of the local store and the file record. Successful answers of
// /api/s3/* are Companion's bare shapes, because Uppy reads them as they are; failures are envelopes.
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import {
  abortUpload,
  completeUpload,
  completeUploadSchema,
  createUpload,
  createUploadSchema,
  listUploadParts,
  partNumberSchema,
  readFileRecord,
  receivePart,
  signUploadPart,
  uploadKeySchema,
  type UploadContext,
} from '../../files/uploads';
import { createLocalDiskStore } from '../../storage/localDisk';
import { PART_UPLOAD_PATH } from '../../storage/signedUrl';
import type { RouteDeps } from '../deps';
import { z } from 'zod';

const S3_BASE = '/api/s3/multipart';
const uploadIdSchema = z.object({ uploadId: z.string().min(1).max(100) });
const fileIdSchema = z.object({ id: z.string().min(1).max(100) });

function contentLengthOf(header: string | undefined): number | null {
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : null;
}

export function registerFileRoutes(app: FastifyInstance, { db, config, files }: RouteDeps): void {
  const ctx: UploadContext = {
    db,
    store: createLocalDiskStore(config.objectsDir, { minPartBytes: files?.minPartBytes }),
    signingSecret: config.secrets.signingSecret,
  };
  const loggedIn = { config: { privilege: 'loggedIn' as const } };

  app.post(S3_BASE, loggedIn, async (request) => {
    const language = languageOf(request);
    return createUpload(ctx, requireAuth(request), parseInput(createUploadSchema, request.body, language), language);
  });

  app.get(`${S3_BASE}/:uploadId/:partNumber`, loggedIn, async (request) => {
    const language = languageOf(request);
    const { uploadId, partNumber } = parseInput(partNumberSchema, request.params, language);
    const { key } = parseInput(uploadKeySchema, request.query, language);
    return signUploadPart(ctx, requireAuth(request), { uploadId, partNumber, key }, language);
  });

  app.get(`${S3_BASE}/:uploadId`, loggedIn, async (request) => {
    const language = languageOf(request);
    const { uploadId } = parseInput(uploadIdSchema, request.params, language);
    const { key } = parseInput(uploadKeySchema, request.query, language);
    return listUploadParts(ctx, requireAuth(request), { uploadId, key }, language);
  });

  app.post(`${S3_BASE}/:uploadId/complete`, loggedIn, async (request) => {
    const language = languageOf(request);
    const { uploadId } = parseInput(uploadIdSchema, request.params, language);
    const { key } = parseInput(uploadKeySchema, request.query, language);
    const { parts } = parseInput(completeUploadSchema, request.body, language);
    return completeUpload(ctx, requireAuth(request), { uploadId, key, parts }, language);
  });

  app.delete(`${S3_BASE}/:uploadId`, loggedIn, async (request) => {
    const language = languageOf(request);
    const { uploadId } = parseInput(uploadIdSchema, request.params, language);
    const { key } = parseInput(uploadKeySchema, request.query, language);
    await abortUpload(ctx, requireAuth(request), { uploadId, key }, language);
    return {};
  });

  app.get('/api/files/:id.json', loggedIn, async (request) => {
    const { id } = parseInput(fileIdSchema, request.params, languageOf(request));
    return okEnvelope(await readFileRecord(ctx, requireAuth(request), id));
  });

  // The part PUT takes raw bytes of any content type, streamed to disk: in its own context no body
  // parser reads it (and so the 1 MiB JSON limit does not apply); the signature is its only guard.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.put(PART_UPLOAD_PATH, { config: { privilege: 'public' } }, async (request, reply) => {
      const part = await receivePart(
        ctx,
        {
          method: request.method,
          query: request.query as Record<string, unknown>,
          contentLength: contentLengthOf(request.headers['content-length']),
          body: request.raw,
        },
        languageOf(request),
      );
      reply.header('etag', `"${part.ETag}"`).header('access-control-expose-headers', 'ETag');
      return okEnvelope({ partNumber: part.PartNumber, size: part.Size, etag: part.ETag });
    });
  });
}
