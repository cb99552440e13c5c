// Request schemas of the session calls (spec section 7, Account and session). Login is a form:
// every field may arrive as a string.
import { z } from 'zod';
import { booleanish, opaqueToken } from './common';
import { AccountLimits } from './limits';

export const loginRequestSchema = z.object({
  loginName: z.string().trim().min(1).max(AccountLimits.loginNameMax),
  // no format rule here: a password set under an older rule must still log in
  password: z.string().min(1).max(AccountLimits.passwordMax),
  isAuto: booleanish.optional().default(false),
  /** the previous auto-login key the client still holds; it is retired when a new one is issued */
  autoToken: z.string().max(256).optional(),
});
export type LoginInput = z.infer<typeof loginRequestSchema>;

export const autoLoginRequestSchema = z.object({ sign: opaqueToken });
export type AutoLoginInput = z.infer<typeof autoLoginRequestSchema>;

export const logoutRequestSchema = z
  .object({ autoToken: z.union([opaqueToken, z.literal('')]).optional() })
  .optional()
  .transform((v) => ({ autoToken: v?.autoToken === '' ? undefined : v?.autoToken }));
export type LogoutInput = z.infer<typeof logoutRequestSchema>;

/** The password rule of spec section 5 for new passwords: 8+ characters, digits, upper and lower case. */
export const newPasswordSchema = z
  .string()
  .min(AccountLimits.passwordMin, 'passwordFormat')
  .max(AccountLimits.passwordMax, 'passwordFormat')
  .regex(/\d/, 'passwordFormat')
  .regex(/[a-z]/, 'passwordFormat')
  .regex(/[A-Z]/, 'passwordFormat');

export const newLoginNameSchema = z
  .string()
  .trim()
  .min(AccountLimits.loginNameMin, 'loginNameTooShort')
  .max(AccountLimits.loginNameMax);
