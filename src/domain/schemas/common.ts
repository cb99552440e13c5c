// Building blocks shared by the request schemas. Forms send everything as strings, so the
// schemas accept the spellings a form or a JSON client would send and normalise them.
import { z } from 'zod';
import { PageLimits } from './limits';

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes']);
const FALSE_WORDS = new Set(['', '0', 'false', 'off', 'no']);

/** true/false, 1/0, "1"/"0", "true"/"false", "on"/"off" (a checkbox) as a boolean. */
export const booleanish = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.string()])
  .transform((value, ctx) => {
    if (typeof value === 'boolean') return value;
    if (typeof value === 'number') return value === 1;
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    // no message: the caller's error map words it in the request's language
    ctx.addIssue({ code: 'custom', input: value });
    return z.NEVER;
  });

/** An opaque bearer secret (session sign, auto-login key): 32 random bytes in base64url. */
export const opaqueToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

export const recordId = z.uuid();

/** Query strings send "" for an empty field: read it as absent. */
export function emptyAsUndefined<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema);
}

export const pageQuery = {
  page: emptyAsUndefined(z.coerce.number().int().min(1).max(1_000_000).default(1)),
  size: emptyAsUndefined(
    z.coerce.number().int().min(1).max(PageLimits.maxSize).default(PageLimits.defaultSize),
  ),
};
