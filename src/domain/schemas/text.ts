// PostgreSQL stores neither the NUL character (text and jsonb refuse it) nor half of a UTF-16
// surrogate pair (jsonb refuses its escape, text quietly turns it into U+FFFD). No person means
// either, so every string a request carries is held to this one rule, on both sides.
const HALF_PAIR = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const HALF_PAIRS = new RegExp(HALF_PAIR.source, 'g');

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !HALF_PAIR.test(text);
}

/** The text with each NUL and half pair replaced by U+FFFD, e.g. to name a refused field. */
export function toStorableText(text: string): string {
  return text.replaceAll('\u0000', '\ufffd').replace(HALF_PAIRS, '\ufffd');
}

export type JsonPath = readonly (string | number)[];

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent)
    path.push(at.key);
  return path.reverse();
}

/**
 * The paths of the first `limit` strings inside `value` (values or object keys) that cannot be
 * stored. The walk keeps its own stack and builds a path only for a hit, so a body nested
 * 500,000 deep costs time in its size, never the call stack.
 */
export function findUnstorableText(value: unknown, limit = 10): JsonPath[] {
  const found: JsonPath[] = [];
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0 && found.length < limit) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    // a key is judged when its value is visited, so paths come out in document order
    if (typeof visit.key === 'string' && !isStorableText(visit.key)) found.push(pathOf(visit));
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(pathOf(visit));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        stack.push({ value: current[i], key: i, parent: visit });
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i][1], key: entries[i][0], parent: visit });
    }
  }
  return found.slice(0, limit);
}
