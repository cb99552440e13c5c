// Request schemas of password recovery (spec section 7): rest_password (email + graphic code),
// get_rest_pwd_info (token), up_rest_pwd (token, new password, user id).
import { z } from 'zod';
import { accountEmailSchema, accountPasswordSchema } from '../accounts/schemas';
import { emptyAsUndefined } from './common';

/** A link token as the link carries it; its real check is the database's (accounts/tokens.ts). */
const linkToken = z.string().min(1).max(128);

export const resetRequestSchema = z.object({
  email: accountEmailSchema,
  captchaId: z.string().min(1).max(64),
  captcha: z.string().trim().min(1, 'verification-code-format').max(32),
});
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const resetInfoSchema = z.object({ token: linkToken });
export type ResetInfoInput = z.infer<typeof resetInfoSchema>;

export const resetPasswordSchema = z.object({
  token: linkToken,
  password: accountPasswordSchema,
  /** the spec sends it; when present it must be the link's user */
  userId: emptyAsUndefined(z.uuid().optional()),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
