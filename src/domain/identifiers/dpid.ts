// DDEX Party Identifier (DPID): the id of every sender and recipient of a DDEX message.
//
// Shape (DDEX Knowledge Base, "Communication of identifiers in DDEX messages",
// https://kb.ddex.net/implementing-each-standard/best-practices-for-all-ddex-standards/guidance-on-identifiers-and-iso-codes-lists/communication-of-identifiers-in-ddex-messages):
// "A DPid consists of 18 characters": the Identifier Scheme element (2 characters, "PA"), the ID
// Type element (5 characters, "DPIDA"), the Party Number element (10 characters) and the Check
// Character element (1 character). Written for people, the four elements are separated by hyphens
// ("PA-DPIDA-3897722461-G"); "the hyphens do not form part of the DPid" and are not used in a
// message (<PartyId>PADPIDA3897722461G</PartyId>). The DPID registry page
// (https://kb.ddex.net/reference-material/dpid-registry) gives "PA-DPIDA-2014122301-Q", in a
// message "PADPIDA2014122301Q".
//
// Check character: ISO/IEC 7064 MOD 37,36, the hybrid system for alphanumeric strings with one
// alphanumeric check character (ISO/IEC 7064:2003 clauses 9-10; identical to GB/T 17710-2008),
// computed over the 17 characters before it, prefix included (both published examples above hold
// only that way). Characters take the values 0-9 -> 0..9 and A-Z -> 10..35; with M = 36:
//   P := M; for each character a:  S := (P + a) mod M, with 0 read as M;  P := (2 * S) mod (M + 1)
//   the check character has the value (M + 1 - P) mod M, so that (P + check) mod M = 1.
// What it catches (proved exhaustively over every running value and character pair in dpid.test.ts):
// every single substitution, and every swap of two adjacent different characters except one class:
// when the running value P before the pair makes (P + a) mod M and (P + b) mod M equal 18 and 19,
// the swap leaves P unchanged (2 x 18 = 36 and 2 x 19 = 38 = 1 mod 37 meet again one step later).
// That is 36 of the 22 680 (P, a, b) cases; e.g. "01" and "10" after a running value of 18.

export const DPID_VALIDATION_CODES = ['dpid-format', 'dpid-check-character'] as const;
export type DpidCode = (typeof DPID_VALIDATION_CODES)[number];

export const DPID_PREFIX = 'PADPIDA';
/** Total length in a message: 2 + 5 + 10 + 1. */
export const DPID_LENGTH = 18;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const M = 36;
const SHAPE = /^PADPIDA[0-9A-Z]{10}[0-9A-Z]$/;

/** Removes the human-readable separators (hyphens, spaces) and upper-cases: "pa-dpida-…-q" -> "PADPIDA…Q". */
export function cleanDpid(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * ISO/IEC 7064 MOD 37,36 check character of an alphanumeric string (upper-case letters and
 * digits); throws on an empty string or any other character.
 */
export function iso7064Mod3736(body: string): string {
  if (!/^[0-9A-Z]+$/.test(body))
    throw new RangeError('MOD 37,36 takes upper-case letters and digits');
  let p = M;
  for (let i = 0; i < body.length; i += 1) {
    const s = (p + ALPHABET.indexOf(body[i] as string)) % M || M;
    p = (2 * s) % (M + 1);
  }
  return ALPHABET[(M + 1 - p) % M] as string;
}

/** Check character for the first 17 characters of a DPID ("PADPIDA" and the party number). */
export function computeDpidCheckCharacter(seventeen: string): string {
  if (!/^PADPIDA[0-9A-Z]{10}$/.test(seventeen)) {
    throw new RangeError('a DPID body is PADPIDA and 10 letters or digits');
  }
  return iso7064Mod3736(seventeen);
}

/** null when valid; the code of the first rule broken otherwise. Separators and case are forgiven. */
export function validateDpid(raw: string): DpidCode | null {
  const value = cleanDpid(raw);
  if (!SHAPE.test(value)) return 'dpid-format';
  return iso7064Mod3736(value.slice(0, DPID_LENGTH - 1)) === value[DPID_LENGTH - 1]
    ? null
    : 'dpid-check-character';
}

/** Display form PA-DPIDA-NNNNNNNNNN-C; returns the cleaned input when it has not the DPID shape. */
export function formatDpid(raw: string): string {
  const value = cleanDpid(raw);
  if (!SHAPE.test(value)) return value;
  return `${value.slice(0, 2)}-${value.slice(2, 7)}-${value.slice(7, 17)}-${value[17]}`;
}

/** A full DPID (message form) from its 10-character party number. */
export function completeDpid(partyNumber: string): string {
  const body = `${DPID_PREFIX}${partyNumber.toUpperCase()}`;
  return `${body}${computeDpidCheckCharacter(body)}`;
}
