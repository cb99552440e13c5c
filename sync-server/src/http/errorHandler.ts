// Every failure leaves as the envelope with a localized message and a truthful status. Nothing
// of the error itself (message, stack) reaches the client: unexpected errors are logged and
// answered with the generic serverError.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiLanguage } from '../../../src/domain/locale';
import { ApiError } from './apiError';
import { failEnvelope } from './envelope';
import { translateError } from './i18n';
import { languageOf } from './request';
import { badInput } from './validate';

interface HttpLikeError {
  statusCode?: unknown;
  code?: unknown;
}

const MALFORMED_BODY: Readonly<Record<ApiLanguage, string>> = {
  en: 'the request body could not be read',
  'zh-hans': '无法解析请求内容',
};

/** Maps what Fastify and its parsers throw to the contract's codes. */
export function toApiError(error: unknown, language: ApiLanguage): ApiError {
  if (error instanceof ApiError) return error;
  const { statusCode, code } = (typeof error === 'object' && error !== null ? error : {}) as HttpLikeError;
  const status = typeof statusCode === 'number' ? statusCode : 500;
  if (status === 413) return new ApiError('payloadTooLarge');
  if (status === 415) return new ApiError('unsupportedMediaType');
  if (status === 404) return new ApiError('notFound');
  if (status === 400 && typeof code === 'string' && code.startsWith('FST_ERR_CTP_')) {
    return badInput([{ path: '', message: MALFORMED_BODY[language] }], language);
  }
  if (status === 400 && error instanceof SyntaxError) {
    return badInput([{ path: '', message: MALFORMED_BODY[language] }], language);
  }
  if (status >= 400 && status < 500) return new ApiError('requestFailure', { status });
  return new ApiError('serverError');
}

export function sendApiError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  const language = languageOf(request);
  return reply
    .status(error.status)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send(failEnvelope(translateError(language, error.code, error.params), error.code, error.result));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const apiError = toApiError(error, languageOf(request));
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendApiError(request, reply, apiError);
  });
}
