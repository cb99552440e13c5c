// Requests refused before any route's own rules run (a body or URL that does not parse, a form
// without a boundary, a request HTTP itself cannot read): badInput with the precise reason as a
// code in `result.reason` and, as the detail, `requestReason.<reason>` from the shared catalogues.
import type { ApiLanguage } from '../../../src/domain/locale';
import { ApiError } from './apiError';
import { translateMessage } from './i18n';

export const REQUEST_PROBLEMS = [
  'body-unreadable',
  'url-malformed',
  'url-too-long',
  'form-boundary-missing',
  'form-malformed',
  'form-truncated',
  'request-malformed',
  'request-timeout',
  'headers-too-large',
] as const;
export type RequestProblem = (typeof REQUEST_PROBLEMS)[number];

/** HTTP tells these apart by status; the rest are bad input of the usual 422 or a plain 400. */
const STATUS: Readonly<Record<RequestProblem, number | undefined>> = {
  'body-unreadable': undefined,
  'url-malformed': 400,
  'url-too-long': 414,
  'form-boundary-missing': 400,
  'form-malformed': 400,
  'form-truncated': 400,
  'request-malformed': 400,
  'request-timeout': 408,
  'headers-too-large': 431,
};

export function describeRequestProblem(problem: RequestProblem, language: ApiLanguage): string {
  return translateMessage(language, `requestReason.${problem}`);
}

export function requestError(problem: RequestProblem, language: ApiLanguage): ApiError {
  return new ApiError('badInput', {
    params: { detail: describeRequestProblem(problem, language) },
    result: { reason: problem },
    status: STATUS[problem],
  });
}
