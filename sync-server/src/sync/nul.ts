// PostgreSQL cannot store the NUL character in text or jsonb: a value carrying one would fail the
// write with a 500. It is refused up front instead, as a format issue of the field it sits in.
import { issue, type Issue } from '../../../src/domain/catalogue/issues';

export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v));
  return false;
}

/** A 'format' issue for every top-level field whose value holds a NUL anywhere inside. */
export function nulIssues(payload: Readonly<Record<string, unknown>>): Issue[] {
  return Object.entries(payload)
    .filter(([field, value]) => field.includes('\u0000') || containsNul(value))
    .map(([field]) => issue(field.replaceAll('\u0000', ''), 'format'));
}
