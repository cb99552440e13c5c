// What a library search matches: a typed text matches a name when it starts at one of the name's
// word starts (after a space or punctuation; at every character of a CJK run, which has no spaces),
// and matches an ISRC or UPC anywhere. Stored as keys (each suffix from a word start) so that the
// list's "starts with" index range finds words inside names; the reference rule is `matchesName`.

/** Longest stored key: a longer typed search is narrowed by its first characters, then checked whole. */
export const SEARCH_KEY_MAX = 48;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// Chinese, Japanese and Korean scripts: a word may start at any character of such a run
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Full-width and compatibility forms folded (NFKC), lower case, runs of spaces as one space. */
export function foldSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
}

/** A stored name folded and trimmed (the key names are sorted by). */
export function foldName(name: unknown): string {
  return typeof name === 'string' ? foldSearchText(name).trim() : '';
}

/**
 * What a typed search looks for, folded. A trailing space is kept on purpose: "bench " must not
 * match "benchmark". Empty means "no search".
 */
export function foldTyped(typed: string): string {
  const folded = foldSearchText(typed).trimStart();
  return folded.trim() === '' ? '' : folded;
}

/** The positions of a folded name where a word starts. */
export function wordStarts(folded: string): number[] {
  const chars = Array.from(folded);
  const starts: number[] = [];
  let offset = 0;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    const prev = i > 0 ? chars[i - 1] : undefined;
    const isStart =
      char !== ' ' &&
      (prev === undefined ||
        prev === ' ' ||
        CJK.test(char) ||
        (LETTER_OR_DIGIT.test(char) && (!LETTER_OR_DIGIT.test(prev) || CJK.test(prev))));
    if (isStart) starts.push(offset);
    offset += char.length;
  }
  return starts;
}

/** Whether a typed search matches a name: it begins at one of the name's word starts. */
export function matchesName(name: unknown, typed: string): boolean {
  const folded = foldName(name);
  const wanted = foldTyped(typed);
  if (wanted === '') return true;
  return wordStarts(folded).some((at) => folded.startsWith(wanted, at));
}

/** The stored keys of a name: the name from each word start on, at most SEARCH_KEY_MAX long. */
export function nameSearchKeys(name: unknown): string[] {
  const folded = foldName(name);
  return [...new Set(wordStarts(folded).map((at) => folded.slice(at, at + SEARCH_KEY_MAX)))];
}

/** A code (ISRC, UPC) as searched: letters and digits only, upper case. */
export function cleanCode(code: string): string {
  return code.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** The stored keys of a code: every suffix, so a search matches anywhere inside it. */
export function codeSearchKeys(code: unknown): string[] {
  if (typeof code !== 'string') return [];
  const clean = cleanCode(code);
  return [...new Set(Array.from({ length: clean.length }, (_, at) => clean.slice(at)))];
}

/** Whether a typed search matches a code: anywhere inside it, ignoring case and separators. */
export function matchesCode(code: unknown, typed: string): boolean {
  const wanted = cleanCode(typed);
  return wanted === '' || (typeof code === 'string' && cleanCode(code).includes(wanted));
}

/** The "starts with" range a typed search looks up among the keys (at most SEARCH_KEY_MAX long). */
export function searchKeyPrefix(folded: string): string {
  return folded.slice(0, SEARCH_KEY_MAX);
}
