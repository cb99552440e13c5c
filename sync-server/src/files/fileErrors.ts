// Upload refusals use the contract's existing error codes; the precise reason travels as a code in
// `result.reason` and, for badInput, as a localized detail from the table below (to move into the
// catalogues as `error.file.*` when the client shows them itself).
import type { ApiLanguage } from '../../../src/domain/locale';
import { ApiError } from '../http/apiError';
import type { FileProblem } from '../../../src/domain/media/filePolicy';

export type UploadProblem =
  | FileProblem
  | 'upload-not-open'
  | 'part-missing'
  | 'part-order'
  | 'part-too-small'
  | 'part-too-large'
  | 'file-larger-than-declared'
  | 'upload-link-expired'
  | 'upload-link-invalid';

const DETAIL: Readonly<Record<UploadProblem, Readonly<Record<ApiLanguage, string>>>> = {
  'file-kind-unknown': { en: 'unknown file kind', 'zh-hans': '未知的文件类别' },
  'file-purpose-unknown': { en: 'unknown file purpose', 'zh-hans': '未知的文件用途' },
  'file-kind-mismatch': { en: 'the file kind does not fit its purpose', 'zh-hans': '文件类别与用途不符' },
  'file-extension': {
    en: 'this file type is not accepted here (allowed: {extensions})',
    'zh-hans': '此处不接受该文件类型（允许：{extensions}）',
  },
  'file-empty': { en: 'the file is empty or its size is missing', 'zh-hans': '文件为空或缺少文件大小' },
  'file-too-large': { en: 'the file is larger than {maxMb} MB', 'zh-hans': '文件超过 {maxMb} MB' },
  'upload-not-open': { en: 'this upload is already finished or cancelled', 'zh-hans': '该上传已完成或已取消' },
  'part-missing': {
    en: 'a part of the file is missing or differs from what was uploaded',
    'zh-hans': '文件的某个分片缺失或与已上传内容不一致',
  },
  'part-order': { en: 'the parts must be numbered 1, 2, 3, ... in order', 'zh-hans': '分片须按 1、2、3……顺序编号' },
  'part-too-small': { en: 'every part but the last must be at least {minMb} MB', 'zh-hans': '除最后一个分片外，每个分片至少 {minMb} MB' },
  'part-too-large': { en: 'the part is too large', 'zh-hans': '分片过大' },
  'file-larger-than-declared': { en: 'the file is larger than declared', 'zh-hans': '文件大于申报的大小' },
  'upload-link-expired': { en: 'the upload link has expired', 'zh-hans': '上传链接已过期' },
  'upload-link-invalid': { en: 'the upload link is not valid', 'zh-hans': '上传链接无效' },
};

const CONFLICT = 409;

function formatDetail(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The localized reason alone (also used by the tests). */
export function describeUploadProblem(problem: UploadProblem, language: ApiLanguage, params: Readonly<Record<string, string | number>> = {}): string {
  return formatDetail(DETAIL[problem][language], params);
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
      return new ApiError('forbidden', { result, headers });
    default: {
      const detail = describeUploadProblem(problem, language, params);
      return new ApiError('badInput', { params: { detail }, result, headers, status: problem === 'upload-not-open' ? CONFLICT : undefined });
    }
  }
}
