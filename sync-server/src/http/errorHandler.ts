// Every failure leaves as the envelope with a localized message and a truthful status, including
// what Fastify refuses before a route runs (a URL that does not decode, a body that does not
// parse) and what Node's HTTP parser refuses before there is a request at all. Nothing of the
// error itself (message, stack) reaches the client: unexpected errors are logged and answered
// with the generic serverError.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type ApiLanguage } from '../../../src/domain/locale';
import { ApiError } from './apiError';
import { failEnvelope } from './envelope';
import { translateError } from './i18n';
import { languageOf } from './request';
import { requestError, type RequestProblem } from './requestErrors';
import { storageFaultOf } from '../storage/storageFaults';

interface HttpLikeError {
  statusCode?: unknown;
  code?: unknown;
}

/** Fastify's and its plugins' own refusals by code; other 4xx codes keep their status. */
const FASTIFY_PROBLEMS: Readonly<Record<string, RequestProblem>> = {
  FST_ERR_BAD_URL: 'url-malformed',
  FST_ERR_MAX_PARAM_LENGTH: 'url-too-long',
  // @fastify/multipart
  FST_PROTO_VIOLATION: 'form-malformed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'form-malformed',
  FST_INVALID_JSON_FIELD_ERROR: 'form-malformed',
};

/**
 * The form parser (busboy, under @fastify/multipart) ends a body that stops before its closing
 * boundary with a plain Error: "Unexpected end of multipart data" on the form, "Part terminated
 * early due to unexpected end of multipart data" on the part being read (busboy's
 * deps/dicer/lib/Dicer.js). The route reading the file meets it as its stream's error; the
 * multipart plugin itself tells them apart by the same text. A system error (a disk's) has a code.
 */
const FORM_CUT_OFF = /unexpected end of multipart data/i;

export function isFormCutOff(error: unknown): boolean {
  return error instanceof Error && !('code' in error) && FORM_CUT_OFF.test(error.message);
}

/** Maps what Fastify and its parsers throw to the contract's codes. */
export function toApiError(error: unknown, language: ApiLanguage): ApiError {
  if (error instanceof ApiError) return error;
  if (isFormCutOff(error)) return requestError('form-truncated', language);
  const fault = storageFaultOf(error);
  if (fault !== null) return new ApiError(fault === 'full' ? 'storageFull' : 'storageReadOnly');
  const { statusCode, code } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as HttpLikeError;
  const status = typeof statusCode === 'number' ? statusCode : 500;
  if (status === 413) return new ApiError('payloadTooLarge');
  if (status === 415) return new ApiError('unsupportedMediaType');
  if (status === 404) return new ApiError('notFound');
  if (typeof code === 'string' && Object.hasOwn(FASTIFY_PROBLEMS, code))
    return requestError(FASTIFY_PROBLEMS[code], language);
  if (
    status === 400 &&
    ((typeof code === 'string' && code.startsWith('FST_ERR_CTP_')) || error instanceof SyntaxError)
  ) {
    return requestError('body-unreadable', language);
  }
  if (status >= 400 && status < 500) return new ApiError('requestFailure', { status });
  return new ApiError('serverError');
}

export function sendApiError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: ApiError,
): FastifyReply {
  const language = languageOf(request);
  return reply
    .status(error.status)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send(
      failEnvelope(translateError(language, error.code, error.params), error.code, error.result),
    );
}

/**
 * Fastify's `frameworkErrors`: refusals of the router (bad URL encoding, over-long parameter).
 * No hook runs for them, so they take the security headers here.
 */
export function frameworkErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply): void => {
    const apiError = toApiError(error, languageOf(request));
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    void sendApiError(
      request,
      reply.headers({ ...headers, 'cache-control': 'no-store' }),
      apiError,
    );
  };
}

const CLIENT_ERROR_PROBLEMS: Readonly<Record<string, RequestProblem>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'request-timeout',
  HPE_HEADER_OVERFLOW: 'headers-too-large',
};

/**
 * Fastify's `clientErrorHandler`: Node could not read a request (bad syntax, headers too large,
 * too slow). There is no request to read a language from: the answer is in the default one.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // a reset connection has no one left to answer (Node's own rule)
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const problem =
      (error.code !== undefined && CLIENT_ERROR_PROBLEMS[error.code]) || 'request-malformed';
    const apiError = requestError(problem, DEFAULT_LANGUAGE);
    const body = JSON.stringify(
      failEnvelope(
        translateError(DEFAULT_LANGUAGE, apiError.code, apiError.params),
        apiError.code,
        apiError.result,
      ),
    );
    const head = [
      `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status] ?? 'Bad Request'}`,
      'connection: close',
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}

/**
 * A stream the answer was piped through was closed because the client hung up (a download or a
 * compressed answer cut off): nobody is left to answer, and it is not a server fault.
 */
export function isClientHangUp(error: unknown, connectionClosed: boolean): boolean {
  return (
    connectionClosed &&
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET')
  );
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (isClientHangUp(error, reply.raw.destroyed || request.raw.destroyed)) {
      request.log.info({ err: error }, 'the client hung up before the answer ended');
      return reply;
    }
    const apiError = toApiError(error, languageOf(request));
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendApiError(request, reply, apiError);
  });
}
