// The 18-character unified social credit code of GB 32100-2015: registration authority, entity
// type, 6-digit administrative division, 9-character organisation code, check character.
// Characters come from a 31-symbol alphabet (no I, O, S, V, Z); check = 31 - (sum mod 31).

export const CREDIT_CODE_CODES = ['credit-code-format', 'credit-code-check-digit'] as const;
export type CreditCodeCode = (typeof CREDIT_CODE_CODES)[number];

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** W_i = 3^(i-1) mod 31 */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export function cleanCreditCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** The check character of the 17 body characters; throws unless all are of the code's alphabet. */
export function computeCreditCodeCheck(body: string): string {
  if (body.length !== 17) throw new RangeError('credit code body must be 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = ALPHABET.indexOf(body[i]);
    if (value < 0) throw new RangeError('credit code character outside its alphabet');
    sum += value * WEIGHTS[i];
  }
  return ALPHABET[(31 - (sum % 31)) % 31];
}

export function validateCreditCode(raw: string): CreditCodeCode | null {
  const value = cleanCreditCode(raw);
  if (!SHAPE.test(value)) return 'credit-code-format';
  return computeCreditCodeCheck(value.slice(0, 17)) === value[17]
    ? null
    : 'credit-code-check-digit';
}

export const CREDIT_CODE_ALPHABET = ALPHABET;
