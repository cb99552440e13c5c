// The file routes (DESIGN.md section 6): the upload grant, Companion's S3-multipart routes under it
// (uploadRoutes.ts), the signed part PUT of the local store, the file record and its status (which a
// client polls, so "not there yet" is a state, not a 404), the signed playback stream, and the
// spec's /file/* calls (fileCalls.ts, the only scope that parses multipart forms).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiUrl, PATHS, type UploadGrant } from '../../../../src/domain/api';
import { findPlayableFile, parseRange } from '../../files/fileAccess';
import { uploadError } from '../../files/fileErrors';
import { contentTypeOf, formatOfFacts } from '../../files/fileFormats';
import { canUpload, issueUploadGrant } from '../../files/uploadGrant';
import { findFileById, presentFileStatus } from '../../files/fileRecords';
import { readFileRecord, receivePart, type UploadContext } from '../../files/uploads';
import { ApiError } from '../../http/apiError';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import { PART_UPLOAD_PATH } from '../../storage/signedUrl';
import type { RouteDeps } from '../deps';
import { registerFileCallRoutes } from './fileCalls';
import { registerUploadRoutes } from './uploadRoutes';

const fileIdSchema = z.object({ id: z.string().min(1).max(100) });
const RANGE_NOT_SATISFIABLE = 416;

function contentLengthOf(header: string | undefined): number | null {
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : null;
}

export function registerFileRoutes(app: FastifyInstance, { db, config, store }: RouteDeps): void {
  const ctx: UploadContext = { db, store, signingSecret: config.secrets.signingSecret };
  const loggedIn = { config: { privilege: 'loggedIn' as const } };

  app.post(apiUrl(PATHS.uploadGrant), loggedIn, async (request) => {
    const auth = requireAuth(request);
    if (!canUpload(auth)) throw uploadError('upload-not-allowed', languageOf(request));
    const { endpoint, expiresAt } = issueUploadGrant(ctx.signingSecret, auth, ctx.now?.());
    return okEnvelope<UploadGrant>({ endpoint, expiresAt });
  });

  registerUploadRoutes(app, ctx);

  app.get('/api/files/:id.json', loggedIn, async (request) => {
    const { id } = parseInput(fileIdSchema, request.params, languageOf(request));
    return okEnvelope(await readFileRecord(ctx, requireAuth(request), id));
  });

  app.get('/api/files/:id/status.json', loggedIn, async (request) => {
    const { id } = parseInput(fileIdSchema, request.params, languageOf(request));
    return okEnvelope(
      presentFileStatus(await findFileById(ctx.db, id), requireAuth(request).orgId, id),
    );
  });

  // An <audio> element sends no session header: the signed URL is the key. Range requests let
  // the player seek without reading the whole file. Never compressed: Range offsets count the stored bytes.
  app.get(
    '/api/files/:id/stream',
    { config: { privilege: 'public' }, compress: false },
    async (request, reply) => {
      const language = languageOf(request);
      const { id } = parseInput(fileIdSchema, request.params, language);
      const row = await findPlayableFile(
        db,
        ctx.signingSecret,
        id,
        request.query as Record<string, unknown>,
        language,
      );
      const size = Number(row.size);
      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        throw new ApiError('requestFailure', {
          status: RANGE_NOT_SATISFIABLE,
          headers: { 'content-range': `bytes */${size}` },
        });
      }
      reply
        .type(contentTypeOf(formatOfFacts(row.facts)))
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600');
      if (range === null)
        return reply
          .header('content-length', String(size))
          .send(await ctx.store.openRead(row.object_key));
      const body = await ctx.store.openRead(row.object_key, range);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(body);
    },
  );

  // The part PUT takes raw bytes of any content type, streamed to disk: in its own context no body
  // parser reads it (and so the 1 MiB JSON limit does not apply); the signature is its only guard.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    // outside the request budget: a 1 GB file is 32+ parts in flight, and each is bounded by its size
    scope.put(
      PART_UPLOAD_PATH,
      { config: { privilege: 'public', rateLimit: false }, compress: false },
      async (request, reply) => {
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
      },
    );
  });

  void app.register(async (scope) => registerFileCallRoutes(scope, ctx));
}
