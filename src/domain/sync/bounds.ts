// An op's payload is walked (text checks, schemas, merge) and stored as jsonb, and a JSON body
// parses into any depth: one nested 10,000 deep overflows the call stack of a recursive walk. So
// depth and size are bounded first, by this walk, which keeps its own stack; both ends use it.
import { issue, type Issue } from '../catalogue/issues';
import { SyncLimits } from './protocol';

export interface PayloadBounds {
  /** containers on the way from the payload to its deepest value; the payload itself is 1 */
  maxDepth: number;
  /** values inside the payload, at any depth */
  maxValues: number;
}

const DEFAULT_BOUNDS: PayloadBounds = {
  maxDepth: SyncLimits.opPayloadMaxDepth,
  maxValues: SyncLimits.opPayloadMaxValues,
};

/** An 'op-too-deep' or 'op-too-large' issue on `payload`, or null when the payload is within bounds. */
export function checkPayloadBounds(
  payload: unknown,
  bounds: PayloadBounds = DEFAULT_BOUNDS,
): Issue | null {
  const stack: Array<{ value: object; depth: number }> = [];
  if (typeof payload === 'object' && payload !== null) stack.push({ value: payload, depth: 1 });
  let values = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: object; depth: number };
    if (depth > bounds.maxDepth) return issue('payload', 'op-too-deep', { max: bounds.maxDepth });
    const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
    values += children.length;
    // counted before the children are queued, so a huge array costs no more than its length
    if (values > bounds.maxValues)
      return issue('payload', 'op-too-large', { max: bounds.maxValues });
    for (const child of children)
      if (typeof child === 'object' && child !== null)
        stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}
