// Request schemas of the team screen and invitation registration (spec section 7:
// go_invite_registration, invite_registration; ours: the team's list, invite, roles, delete).
import { z } from 'zod';
import { accountEmailSchema, accountPasswordSchema, mobileFields } from '../accounts/schemas';
import { validateMobile } from '../accounts/mobile';
import { API_LANGUAGES } from '../locale';
import { normaliseTeamRoles, validateTeamRoles } from '../team/teamRules';
import { newLoginNameSchema } from './auth';
import { emptyAsUndefined } from './common';
import { AccountLimits } from './limits';

const linkToken = z.string().min(1).max(128);
const personName = z.string().trim().min(1).max(AccountLimits.nameMax);

/** At least one partner role (validation.roles-required / role-unknown), stored in a fixed order. */
export const teamRolesSchema = z
  .array(z.string().max(40))
  .max(10)
  .superRefine((roles, ctx) => {
    const code = validateTeamRoles(roles);
    if (code !== null) ctx.addIssue({ code: 'custom', message: code, input: roles });
  })
  .transform(normaliseTeamRoles);

export const inviteSchema = z.object({
  email: accountEmailSchema,
  name: emptyAsUndefined(z.string().trim().max(AccountLimits.nameMax).optional()),
  roles: teamRolesSchema,
  /** the invitee's language for the mail and the page; the inviter's when absent */
  language: emptyAsUndefined(z.enum(API_LANGUAGES).optional()),
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const invitationIdSchema = z.object({ id: z.uuid() });
export type InvitationIdInput = z.infer<typeof invitationIdSchema>;

export const memberRolesSchema = z.object({ userId: z.uuid(), roles: teamRolesSchema });
export type MemberRolesInput = z.infer<typeof memberRolesSchema>;

export const memberIdSchema = z.object({ userId: z.uuid() });
export type MemberIdInput = z.infer<typeof memberIdSchema>;

export const inviteTokenSchema = z.object({ token: linkToken });
export type InviteTokenInput = z.infer<typeof inviteTokenSchema>;

export const inviteRegistrationSchema = z
  .object({
    token: linkToken,
    name: personName,
    loginName: newLoginNameSchema,
    password: accountPasswordSchema,
    /** the form's confirmation; when sent it must match */
    confirmPassword: emptyAsUndefined(z.string().max(AccountLimits.passwordMax).optional()),
    ...mobileFields,
  })
  .superRefine((value, ctx) => {
    const mobile = validateMobile(value.telArea, value.telephone);
    if (mobile !== null)
      ctx.addIssue({
        code: 'custom',
        message: mobile,
        path: ['telephone'],
        input: value.telephone,
      });
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.password)
      ctx.addIssue({
        code: 'custom',
        message: 'password-mismatch',
        path: ['confirmPassword'],
        input: '',
      });
  });
export type InviteRegistrationInput = z.infer<typeof inviteRegistrationSchema>;

export const securityLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type SecurityLogQuery = z.infer<typeof securityLogQuerySchema>;
