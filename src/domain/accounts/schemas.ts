// The same rules as zod schemas for the server's requests: each refusal carries its code as the
// message, which the server words as `validation.<code>` in the request's language.
import { z } from 'zod';
import { cleanCreditCode, validateCreditCode } from './creditCode';
import { cleanMobile, cleanTelArea, validateMobile, validateTelArea } from './mobile';
import { cleanResidentId, validateResidentId } from './residentId';
import {
  SUBJECT_DETAIL_MAX,
  validateSubjectDetail,
  type SubjectDetailField,
} from './subjectDetails';
import {
  validateAccountEmail,
  validateNewPassword,
  validateVerificationCode,
} from './validateAccount';

/** A schema from a check: the check's code becomes the issue's message. */
function checked(check: (value: string) => string | null, max: number) {
  return z
    .string()
    .max(max)
    .superRefine((value, ctx) => {
      const code = check(value);
      if (code !== null) ctx.addIssue({ code: 'custom', message: code, input: value });
    });
}

export const accountEmailSchema = checked(validateAccountEmail, 254).transform((v) => v.trim());
export const accountPasswordSchema = checked(validateNewPassword, 1024);
export const verificationCodeSchema = checked(validateVerificationCode, 32).transform((v) =>
  v.replace(/\s/g, ''),
);
export const telAreaSchema = checked(validateTelArea, 8).transform(cleanTelArea);
export const residentIdSchema = checked(validateResidentId, 32).transform(cleanResidentId);
export const creditCodeSchema = checked(validateCreditCode, 32).transform(cleanCreditCode);

/** telArea and telephone checked together: the number's pattern depends on the area. */
export const mobileFields = {
  telArea: telAreaSchema,
  telephone: z.string().max(32).transform(cleanMobile),
};
export function refineMobile(
  value: { telArea: string; telephone: string },
  ctx: z.RefinementCtx,
): void {
  const code = validateMobile(value.telArea, value.telephone);
  if (code !== null)
    ctx.addIssue({ code: 'custom', message: code, path: ['telephone'], input: value.telephone });
}

/** One detail of subjectDetails.ts: its check and length, trimmed, inner runs of spaces as one. */
function detail(field: SubjectDetailField) {
  return checked((v) => validateSubjectDetail(field, v), SUBJECT_DETAIL_MAX[field]).transform((v) =>
    v.trim().replace(/\s+/g, ' '),
  );
}

/** A personal account's details (subjectDetailFieldsOf('personal')). */
export const personalDetailsShape = { address: detail('address') };

/** A company's details (subjectDetailFieldsOf('company')). */
export const companyDetailsShape = {
  legalRepresentative: detail('legalRepresentative'),
  address: detail('address'),
  contactName: detail('contactName'),
  contactPhone: detail('contactPhone'),
  contactEmail: detail('contactEmail'),
};
