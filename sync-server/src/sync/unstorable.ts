// PostgreSQL cannot store a NUL or half a surrogate pair (src/domain/schemas/text.ts): a payload
// carrying one would fail its write with a 500. It is refused up front instead, as an
// 'invalid-character' issue of the top-level field it sits in. The payload's depth is bounded
// before this walk runs (sync/bounds.ts), and the walk keeps its own stack anyway.
import { issue, type Issue } from '../../../src/domain/catalogue/issues';
import { findUnstorableText, toStorableText } from '../../../src/domain/schemas/text';

/**
 * An 'invalid-character' issue for every top-level field whose name or value holds such text. A
 * field whose name itself holds it is named with U+FFFD in its place: the answer is stored too.
 */
export function unstorableIssues(payload: Readonly<Record<string, unknown>>): Issue[] {
  const fields = new Set(
    findUnstorableText(payload, Number.POSITIVE_INFINITY).map((path) =>
      toStorableText(String(path[0])),
    ),
  );
  return [...fields].map((field) => issue(field, 'invalid-character'));
}
