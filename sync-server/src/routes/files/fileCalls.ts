// The spec's /file/* calls (section 7): small uploads as multipart/form-data (parsed only in this
// scope, the file streamed to the store), and reading a stored file back. Envelopes, except the
// download, which sends the bytes.
import multipart, { type MultipartFields } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiUrl, PATHS } from '../../../../src/domain/api';
import type { ApiLanguage } from '../../../../src/domain/locale';
import {
  isFilePurpose,
  maxBytesOf,
  type FilePurpose,
} from '../../../../src/domain/media/filePolicy';
import type { AuthContext } from '../../auth/context';
import {
  attachmentDisposition,
  findOwnFile,
  requireReadable,
  signPlayUrl,
} from '../../files/fileAccess';
import { fileRejectedError, uploadError } from '../../files/fileErrors';
import { contentTypeOf, formatOfFacts } from '../../files/fileFormats';
import { presentFile, type FileRecord } from '../../files/fileRecords';
import { storeFormFile } from '../../files/formUpload';
import { canUpload, canUploadPurpose } from '../../files/uploadGrant';
import type { UploadContext } from '../../files/uploads';
import type { VerifyOptions } from '../../files/verify';
import { ApiError } from '../../http/apiError';
import { okEnvelope } from '../../http/envelope';
import { requestError } from '../../http/requestErrors';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';

const IMAGE_PURPOSES: readonly FilePurpose[] = [
  'albumCover',
  'overseasCover',
  'avatar',
  'idImage',
  'logo',
  'batchCover',
];
const MUSIC_PURPOSES: readonly FilePurpose[] = [
  'track',
  'accompaniment',
  'clip',
  'atmos',
  'surround51',
  'surround71',
];

const fileRefSchema = z.object({ filePath: z.string().min(1).max(300) });
const downloadSchema = z.object({
  fileUrl: z.string().min(1).max(300),
  fileName: z.string().max(255).optional().default(''),
});
const playSchema = z.object({ fileUrl: z.string().min(1).max(300) });
const musicQuerySchema = z.object({ isCheckRiff: z.enum(['0', '1']).optional().default('0') });

export function fieldValue(fields: MultipartFields, name: string): string | undefined {
  const entry = fields[name];
  const first = Array.isArray(entry) ? entry[0] : entry;
  return first !== undefined && first.type === 'field' && typeof first.value === 'string'
    ? first.value.trim()
    : undefined;
}

/** RFC 2046: 1 to 70 characters, quoted or not; the form parser throws (a 500) without one. */
const FORM_BOUNDARY = /;\s*boundary\s*=\s*(?:"[^"]{1,70}"|[^\s";]{1,70})\s*(?:;|$)/i;

function hasFormBoundary(contentType: string | undefined): boolean {
  return contentType !== undefined && FORM_BOUNDARY.test(contentType);
}

/** The form's one file. The parser's own refusals (limits) keep their status; any other throw of it is a form it cannot read. */
export async function readFormFile(
  request: FastifyRequest,
  options: Parameters<FastifyRequest['file']>[0],
  language: ApiLanguage,
) {
  if (!hasFormBoundary(request.headers['content-type']))
    throw requestError('form-boundary-missing', language);
  try {
    return await request.file(options);
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'statusCode' in error) throw error;
    throw requestError('form-malformed', language);
  }
}

function uploader(request: FastifyRequest, language: ApiLanguage): AuthContext {
  const auth = requireAuth(request);
  if (!canUpload(auth)) throw uploadError('upload-not-allowed', language);
  return auth;
}

/**
 * Reads the one file of the form and stores it. `purpose` must come before the file in the form
 * (or in the query), since the file is streamed as it arrives; busboy stops at the largest limit
 * of the allowed purposes, and the store at the chosen purpose's own.
 */
async function receiveForm(
  ctx: UploadContext,
  request: FastifyRequest,
  allowed: readonly FilePurpose[],
  fallback: FilePurpose | undefined,
  options: VerifyOptions = {},
): Promise<FileRecord> {
  const language = languageOf(request);
  const auth = uploader(request, language);
  if (!request.isMultipart()) throw new ApiError('unsupportedMediaType');
  const fileSize = Math.max(...allowed.map(maxBytesOf));
  const data = await readFormFile(
    request,
    { limits: { fileSize, files: 1, fields: 10, fieldSize: 1024, parts: 12 } },
    language,
  );
  if (!data) throw uploadError('file-missing', language);
  const query = request.query as Record<string, unknown>;
  const asked =
    fieldValue(data.fields, 'purpose') ??
    (typeof query.purpose === 'string' ? query.purpose : undefined) ??
    fallback;
  if (asked === undefined || !isFilePurpose(asked) || !allowed.includes(asked)) {
    data.file.resume();
    throw uploadError('file-purpose-unknown', language);
  }
  if (!canUploadPurpose(auth, asked)) {
    data.file.resume();
    throw uploadError('upload-not-allowed', language);
  }
  const file = await storeFormFile(
    ctx,
    auth,
    {
      purpose: asked,
      name: data.filename,
      contentType: data.mimetype,
      body: data.file,
      isTruncated: () => data.file.truncated,
    },
    language,
    options,
  );
  if (file.status === 'rejected') throw fileRejectedError(file, language);
  return file;
}

async function sendWhole(
  ctx: UploadContext,
  reply: FastifyReply,
  row: Parameters<typeof presentFile>[0],
): Promise<FastifyReply> {
  const body = await ctx.store.openRead(row.object_key);
  return reply.header('content-length', String(Number(row.size))).send(body);
}

export async function registerFileCallRoutes(
  scope: FastifyInstance,
  ctx: UploadContext,
): Promise<void> {
  await scope.register(multipart);
  const loggedIn = { config: { privilege: 'loggedIn' as const } };

  scope.post(apiUrl(PATHS.uploadImg), loggedIn, async (request) =>
    okEnvelope(await receiveForm(ctx, request, IMAGE_PURPOSES, undefined)),
  );

  scope.post(apiUrl(PATHS.uploadLyric), loggedIn, async (request) =>
    okEnvelope(await receiveForm(ctx, request, ['lyrics'], 'lyrics')),
  );

  scope.post(apiUrl(PATHS.uploadMusic), loggedIn, async (request) => {
    const { isCheckRiff } = parseInput(musicQuerySchema, request.query, languageOf(request));
    return okEnvelope(
      await receiveForm(ctx, request, MUSIC_PURPOSES, 'track', {
        requireRiff: isCheckRiff === '1',
      }),
    );
  });

  scope.post(apiUrl(PATHS.parseFileType), loggedIn, async (request) => {
    const { filePath } = parseInput(fileRefSchema, request.body, languageOf(request));
    const row = await findOwnFile(ctx.db, requireAuth(request), filePath);
    return okEnvelope({ format: formatOfFacts(row.facts), facts: row.facts, status: row.status });
  });

  scope.post(apiUrl(PATHS.downloadByFileUrl), loggedIn, async (request, reply) => {
    const language = languageOf(request);
    const { fileUrl, fileName } = parseInput(downloadSchema, request.body, language);
    const row = requireReadable(await findOwnFile(ctx.db, requireAuth(request), fileUrl), language);
    reply
      .type(contentTypeOf(formatOfFacts(row.facts)))
      .header('content-disposition', attachmentDisposition(fileName || row.name))
      .header('cache-control', 'private, no-store');
    return sendWhole(ctx, reply, row);
  });

  scope.post(apiUrl(PATHS.audioXcodeUrl), loggedIn, async (request) => {
    const language = languageOf(request);
    const { fileUrl } = parseInput(playSchema, request.body, language);
    const auth = requireAuth(request);
    const row = requireReadable(await findOwnFile(ctx.db, auth, fileUrl), language, ['verified']);
    return okEnvelope({
      url: signPlayUrl(ctx.signingSecret, row.id, auth.userId, ctx.now?.()).url,
    });
  });
}
