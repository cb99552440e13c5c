// Request schemas of /account/personal (ours, in the spec's style): one's own name, email and
// phone, and a password change that needs the current password.
import { z } from 'zod';
import {
  accountEmailSchema,
  accountPasswordSchema,
  mobileFields,
  refineMobile,
} from '../accounts/schemas';
import { emptyAsUndefined } from './common';
import { AccountLimits } from './limits';

export const personalInfoSchema = z
  .object({
    name: z.string().trim().min(1).max(AccountLimits.nameMax),
    email: accountEmailSchema,
    ...mobileFields,
  })
  .superRefine(refineMobile);
export type PersonalInfoInput = z.infer<typeof personalInfoSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1).max(AccountLimits.passwordMax),
    password: accountPasswordSchema,
    confirmPassword: emptyAsUndefined(z.string().max(AccountLimits.passwordMax).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.password)
      ctx.addIssue({
        code: 'custom',
        message: 'password-mismatch',
        path: ['confirmPassword'],
        input: '',
      });
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
