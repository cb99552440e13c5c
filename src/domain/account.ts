// The login form check (spec sections 5 and 9). Checks return codes, never sentences: the UI
// maps each code to a localized message. The limits are the server schemas' own table.
import { AccountLimits } from './schemas/limits';

export type LoginFieldError = 'required' | 'tooShort';

export interface LoginFormErrors {
  loginName?: LoginFieldError;
  password?: LoginFieldError;
}

export function validateLoginForm(input: { loginName: string; password: string }): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const name = input.loginName.trim();
  if (name.length === 0) errors.loginName = 'required';
  else if (name.length < AccountLimits.loginNameMin) errors.loginName = 'tooShort';
  // Only presence is checked at login: the format rule applies when a password is set, and an
  // old password that predates it must still be accepted.
  if (input.password.length === 0) errors.password = 'required';
  return errors;
}

export function hasLoginErrors(errors: LoginFormErrors): boolean {
  return errors.loginName !== undefined || errors.password !== undefined;
}

/** A `redirect` query value is followed only when it is a path of this site (no open redirect). */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return fallback;
  return value;
}
