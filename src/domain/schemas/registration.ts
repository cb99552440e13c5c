// Request schemas of sign-up (spec section 7): /code/add/sms, /org/add/user_performer,
// /org/add/user_company, /org/add/finsh_reg, /org/view/init_login_pwd, /org/up/init_login_pwd.
import { z } from 'zod';
import {
  accountEmailSchema,
  accountPasswordSchema,
  companyDetailsShape,
  creditCodeSchema,
  mobileFields,
  personalDetailsShape,
  refineMobile,
  residentIdSchema,
  verificationCodeSchema,
} from '../accounts/schemas';
import { emptyAsUndefined } from './common';
import { newLoginNameSchema } from './auth';
import { AccountLimits } from './limits';

const linkToken = z.string().min(1).max(128);
const personName = z.string().trim().min(1).max(AccountLimits.nameMax);

export const smsCodeRequestSchema = z.object(mobileFields).superRefine(refineMobile);
export type SmsCodeRequestInput = z.infer<typeof smsCodeRequestSchema>;

const common = {
  loginName: newLoginNameSchema,
  email: accountEmailSchema,
  ...mobileFields,
  smsCode: verificationCodeSchema,
};

/** A personal licensor: the person's name, resident ID and address. */
export const performerSignUpSchema = z
  .object({ ...common, name: personName, idNumber: residentIdSchema, ...personalDetailsShape })
  .superRefine(refineMobile);
export type PerformerSignUpInput = z.infer<typeof performerSignUpSchema>;

/**
 * A company: its name, unified social credit code, legal representative, address and contact,
 * and the person signing up for it.
 */
export const companySignUpSchema = z
  .object({
    ...common,
    name: personName,
    companyName: personName,
    creditCode: creditCodeSchema,
    ...companyDetailsShape,
  })
  .superRefine(refineMobile);
export type CompanySignUpInput = z.infer<typeof companySignUpSchema>;

export const registrationTokenSchema = z.object({ token: linkToken });
export type RegistrationTokenInput = z.infer<typeof registrationTokenSchema>;

export const finishRegistrationSchema = z.object({
  token: linkToken,
  version: z.string().min(1).max(32),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type FinishRegistrationInput = z.infer<typeof finishRegistrationSchema>;

export const initPasswordSchema = z.object({
  token: linkToken,
  password: accountPasswordSchema,
  /** the spec sends both; when present they must be the link's */
  loginName: emptyAsUndefined(z.string().max(AccountLimits.loginNameMax).optional()),
  userId: emptyAsUndefined(z.uuid().optional()),
});
export type InitPasswordInput = z.infer<typeof initPasswordSchema>;
