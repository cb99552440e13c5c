// Companion's S3-multipart routes under an upload grant (DESIGN.md section 6): Uppy's client sends
// no session header, so `/api/uploads/<grant>` is its companionEndpoint and the grant its only key.
// Successful answers are Companion's bare shapes, because Uppy reads them as they are.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth/context';
import { resolveUploadGrant, UPLOAD_GRANT_BASE } from '../../files/uploadGrant';
import {
  abortUpload,
  completeUpload,
  completeUploadSchema,
  createUpload,
  createUploadSchema,
  listUploadParts,
  partNumberSchema,
  signUploadPart,
  uploadKeySchema,
  type UploadContext,
} from '../../files/uploads';
import { languageOf } from '../../http/request';
import { parseInput } from '../../http/validate';

const S3_BASE = `${UPLOAD_GRANT_BASE}/:grant/s3/multipart`;
const uploadIdSchema = z.object({ uploadId: z.string().min(1).max(100) });

export function registerUploadRoutes(app: FastifyInstance, ctx: UploadContext): void {
  // the guard lets these through; each handler resolves its caller from the grant
  const byGrant = { config: { privilege: 'public' as const } };

  async function grantAuth(request: FastifyRequest): Promise<AuthContext> {
    // a malformed grant is a forged one (403), never a 422
    const { grant } = request.params as { grant: string };
    return resolveUploadGrant(ctx.db, ctx.signingSecret, grant, languageOf(request), ctx.now?.());
  }

  app.post(S3_BASE, byGrant, async (request) => {
    const auth = await grantAuth(request);
    const language = languageOf(request);
    return createUpload(
      ctx,
      auth,
      parseInput(createUploadSchema, request.body, language),
      language,
    );
  });

  app.get(`${S3_BASE}/:uploadId/:partNumber`, byGrant, async (request) => {
    const auth = await grantAuth(request);
    const language = languageOf(request);
    const { uploadId, partNumber } = parseInput(partNumberSchema, request.params, language);
    const { key } = parseInput(uploadKeySchema, request.query, language);
    return signUploadPart(ctx, auth, { uploadId, partNumber, key }, language);
  });

  app.get(`${S3_BASE}/:uploadId`, byGrant, async (request) => {
    const auth = await grantAuth(request);
    const language = languageOf(request);
    const { uploadId } = parseInput(uploadIdSchema, request.params, language);
    const { key } = parseInput(uploadKeySchema, request.query, language);
    return listUploadParts(ctx, auth, { uploadId, key }, language);
  });

  app.post(`${S3_BASE}/:uploadId/complete`, byGrant, async (request) => {
    const auth = await grantAuth(request);
    const language = languageOf(request);
    const { uploadId } = parseInput(uploadIdSchema, request.params, language);
    const { key } = parseInput(uploadKeySchema, request.query, language);
    const { parts } = parseInput(completeUploadSchema, request.body, language);
    return completeUpload(ctx, auth, { uploadId, key, parts }, language);
  });

  app.delete(`${S3_BASE}/:uploadId`, byGrant, async (request) => {
    const auth = await grantAuth(request);
    const language = languageOf(request);
    const { uploadId } = parseInput(uploadIdSchema, request.params, language);
    const { key } = parseInput(uploadKeySchema, request.query, language);
    await abortUpload(ctx, auth, { uploadId, key }, language);
    return {};
  });
}
