// The contact form (spec section 7: advisory_mail with name, email, title, message) plus the
// graphic code. One rule for the form and the server; refusals are codes.
import { z } from 'zod';
import { accountEmailSchema } from '../accounts/schemas';
import { isStorableText } from '../schemas/text';

export const ContactLimits = {
  nameMax: 100,
  titleMax: 200,
  messageMax: 5_000,
} as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(max, 'too-long')
    .refine(isStorableText, 'invalid-character');

export const contactSchema = z.object({
  name: text(ContactLimits.nameMax),
  email: accountEmailSchema,
  title: text(ContactLimits.titleMax),
  message: text(ContactLimits.messageMax),
  captchaId: z.string().min(1).max(64),
  captcha: z.string().trim().min(1, 'verification-code-format').max(32),
});
export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = 'name' | 'email' | 'title' | 'message' | 'captcha';

/** The form's own check before sending: the same limits, one code per field. */
export function validateContactField(
  field: Exclude<ContactField, 'email' | 'captcha'>,
  value: string,
): 'required' | 'too-long' | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return 'required';
  const max =
    field === 'name'
      ? ContactLimits.nameMax
      : field === 'title'
        ? ContactLimits.titleMax
        : ContactLimits.messageMax;
  return trimmed.length > max ? 'too-long' : null;
}
