// Input parsing with the domain's zod schemas. A failure is a 422 badInput whose detail names the
// fields and says what is wrong in the request's language (zod's own locales), never a 500.
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../../../src/domain/errors';
import type { ApiLanguage } from '../../../src/domain/locale';
import { ApiError } from './apiError';
import { translateError, translateMessage } from './i18n';

const ERROR_MAPS: Readonly<Record<ApiLanguage, z.core.$ZodErrorMap>> = {
  en: z.locales.en().localeError,
  'zh-hans': z.locales.zhCN().localeError,
};

export interface InputIssue {
  path: string;
  message: string;
}

const VALIDATION_CODE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}

/** A code a schema gave as its message, as the catalogue words it; zod's own sentences stay. */
function issueMessage(message: string, language: ApiLanguage): string {
  if (isErrorCode(message)) return translateError(language, message);
  // a validation code of the domain (e.g. 'invalid-character') has its sentence in `validation.<code>`
  return VALIDATION_CODE.test(message)
    ? translateMessage(language, `validation.${message}`, {}, () => message)
    : message;
}

export function describeIssues(error: z.ZodError, language: ApiLanguage): InputIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    // domain schemas name an error code where the catalogue has a better sentence than zod
    message: issueMessage(issue.message, language),
  }));
}

export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  language: ApiLanguage,
): z.output<S> {
  const parsed = schema.safeParse(input, { error: ERROR_MAPS[language] });
  if (parsed.success) return parsed.data;
  throw badInput(describeIssues(parsed.error, language), language);
}

export function badInput(issues: InputIssue[], language: ApiLanguage): ApiError {
  const separator = language === 'en' ? '; ' : '；';
  const detail = issues
    .map((i) => (i.path ? `${i.path}: ${i.message}` : i.message))
    .join(separator);
  return new ApiError('badInput', { params: { detail }, result: { issues } });
}
