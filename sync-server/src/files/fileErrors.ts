// Upload refusals use the contract's existing error codes; the precise reason travels as a code in
// `result.reason` and, for badInput, as a localized detail: `fileReason.<reason>` from the
// catalogues both sides share, or for a file the server's check refused, its `media.<code>`.
import type { ApiLanguage } from '../../../src/domain/locale';
import { ApiError } from '../http/apiError';
import { translateMessage } from '../http/i18n';
import type { FileProblem } from '../../../src/domain/media/filePolicy';

export const UPLOAD_PROBLEMS = [
  'file-name-invalid',
  'file-type-invalid',
  'file-kind-unknown',
  'file-purpose-unknown',
  'file-kind-mismatch',
  'file-extension',
  'file-empty',
  'file-too-large',
  'upload-not-open',
  'part-missing',
  'part-order',
  'part-too-small',
  'part-too-large',
  'file-larger-than-declared',
  'part-past-declared-size',
  'upload-link-expired',
  'upload-link-invalid',
  'upload-grant-invalid',
  'upload-grant-expired',
  'upload-not-allowed',
  'file-id-used',
  'file-missing',
  'file-rejected',
  'file-not-ready',
  'play-link-invalid',
  'play-link-expired',
  'image-slot-invalid',
  'upload-count-exceeded',
] as const satisfies readonly (FileProblem | string)[];
export type UploadProblem = (typeof UPLOAD_PROBLEMS)[number];

const CONFLICT = 409;
const CONFLICTS: ReadonlySet<UploadProblem> = new Set([
  'upload-not-open',
  'file-id-used',
  'file-not-ready',
]);

/** The localized reason alone (also used by the tests). */
export function describeUploadProblem(
  problem: UploadProblem,
  language: ApiLanguage,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return translateMessage(language, `fileReason.${problem}`, params);
}

/** The ApiError of a refused upload step: honest status, existing code, the reason as a code. */
export function uploadError(
  problem: UploadProblem,
  language: ApiLanguage,
  params: Readonly<Record<string, string | number>> = {},
  headers: Record<string, string> = {},
): ApiError {
  const result = { reason: problem, ...params };
  switch (problem) {
    case 'file-too-large':
    case 'part-too-large':
    case 'file-larger-than-declared':
      return new ApiError('payloadTooLarge', { result, headers });
    case 'upload-link-expired':
    case 'upload-link-invalid':
    case 'upload-grant-invalid':
    case 'upload-not-allowed':
    case 'play-link-invalid':
    case 'play-link-expired':
      return new ApiError('forbidden', { result, headers });
    // the client fetches a fresh grant on notlogin; its session itself is still good
    case 'upload-grant-expired':
      return new ApiError('notlogin', { result, headers });
    default: {
      const detail = describeUploadProblem(problem, language, params);
      return new ApiError('badInput', {
        params: { detail },
        result,
        headers,
        status: CONFLICTS.has(problem) ? CONFLICT : undefined,
      });
    }
  }
}

/** A stored file the server's check refused: 422 with the rejection code and the file record. */
export function fileRejectedError(
  file: { rejectCode: string | null; name?: string; facts?: Record<string, unknown> | null },
  language: ApiLanguage,
): ApiError {
  const code = file.rejectCode ?? 'file-format';
  const detail = translateMessage(
    language,
    `media.${code}`,
    { file: file.name ?? '', ...rejectionParams(file.facts, code) },
    () => describeUploadProblem('file-rejected', language, { code }),
  );
  return new ApiError('badInput', { params: { detail }, result: { reason: code, file } });
}

/** The params of the issue that rejected the file (verify.ts keeps the issues in the facts). */
function rejectionParams(
  facts: Record<string, unknown> | null | undefined,
  code: string,
): Record<string, string | number> {
  const issues = Array.isArray(facts?.issues)
    ? (facts.issues as Array<{ code?: unknown; params?: unknown }>)
    : [];
  const params = issues.find((issue) => issue.code === code)?.params;
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
}
