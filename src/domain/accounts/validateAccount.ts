// The account rules of spec section 5, shared by the sign-up and recovery forms and the server's
// schemas. Each check answers a code (worded as `validation.<code>` in both catalogues) or null.
import { isValidEmail } from '../catalogue/validateParties';
import { fileExtension } from '../catalogue/limits';
import { FILE_PURPOSES } from '../media/filePolicy';
import { AccountLimits } from '../schemas/limits';

export const ACCOUNT_FIELD_CODES = [
  'password-format',
  'password-mismatch',
  'login-name-too-short',
  'login-name-too-long',
  'verification-code-format',
] as const;
/** Codes of other modules these checks reuse: `required`, `email-format`, `file-format`, `file-too-large`. */
export type AccountFieldCode =
  | (typeof ACCOUNT_FIELD_CODES)[number]
  | 'required'
  | 'email-format'
  | 'file-format'
  | 'file-too-large';

/** 8 to 128 characters with a digit, a lower-case and an upper-case letter. */
export function validateNewPassword(password: string): AccountFieldCode | null {
  if (password.length === 0) return 'required';
  const { passwordMin, passwordMax } = AccountLimits;
  if (password.length < passwordMin || password.length > passwordMax) return 'password-format';
  if (!/[0-9]/.test(password) || !/[a-z]/.test(password) || !/[A-Z]/.test(password))
    return 'password-format';
  return null;
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): AccountFieldCode | null {
  if (confirmation.length === 0) return 'required';
  return password === confirmation ? null : 'password-mismatch';
}

/** A new login name: 4 to 64 characters once trimmed (login itself checks presence only). */
export function validateNewLoginName(loginName: string): AccountFieldCode | null {
  const name = loginName.trim();
  if (name.length === 0) return 'required';
  if (name.length < AccountLimits.loginNameMin) return 'login-name-too-short';
  if (name.length > AccountLimits.loginNameMax) return 'login-name-too-long';
  return null;
}

export function validateAccountEmail(email: string): AccountFieldCode | null {
  if (email.trim().length === 0) return 'required';
  return isValidEmail(email) ? null : 'email-format';
}

/** SMS and graphic codes are typed by people: spaces are dropped, letters compared case-blind. */
export const VERIFICATION_CODE_PATTERN = /^[0-9A-Za-z]{4,8}$/;

export function validateVerificationCode(code: string): AccountFieldCode | null {
  const value = code.replace(/\s/g, '');
  if (value.length === 0) return 'required';
  return VERIFICATION_CODE_PATTERN.test(value) ? null : 'verification-code-format';
}

export interface AccountImageFacts {
  name: string;
  sizeBytes: number;
}

/** An ID scan, licence or logo: JPG/JPEG/PNG, at most 10 MB (the upload policy's own rule). */
export function validateAccountImage(
  file: AccountImageFacts,
  purpose: 'idImage' | 'logo' = 'idImage',
): AccountFieldCode | null {
  const rule = FILE_PURPOSES[purpose];
  const extension = fileExtension(file.name);
  if (!(rule.extensions as readonly string[]).includes(extension)) return 'file-format';
  return file.sizeBytes > rule.maxBytes ? 'file-too-large' : null;
}
