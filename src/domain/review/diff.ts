// What a modification (16) changed against the last approved content: records added, removed or
// changed, each with the fields that differ, so a reviewer reads a field list instead of two dumps.
// Bookkeeping (version, times, review state) is left out: it changes on every write.
import { ALBUM_SERVER_FIELDS } from '../catalogue/album';
import { BASE_FIELDS } from '../catalogue/common';
import type { EntityName } from '../catalogue/entities';
import type { ContentEntry } from './types';

export interface ContentChange {
  entity: EntityName;
  id: string;
  change: 'added' | 'removed' | 'changed';
  /** the fields that differ (changed only), in the record's order */
  fields: string[];
}

// the album's server-owned fields are its review and release bookkeeping (and its source, set once)
const IGNORED: ReadonlySet<string> = new Set<string>([
  ...BASE_FIELDS,
  'createdAt',
  ...ALBUM_SERVER_FIELDS,
]);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, sorted(v)]));
}

function idOf(entry: ContentEntry): string {
  return typeof entry.record.id === 'string' ? entry.record.id : '';
}

/** The changes from `approved` to `current` (both: album and content entries), album first. */
export function diffContent(
  approved: readonly ContentEntry[],
  current: readonly ContentEntry[],
): ContentChange[] {
  const before = new Map(approved.map((e) => [idOf(e), e]));
  const after = new Map(current.map((e) => [idOf(e), e]));
  const changes: ContentChange[] = [];
  for (const entry of current) {
    const id = idOf(entry);
    const old = before.get(id);
    if (old === undefined) {
      changes.push({ entity: entry.entity, id, change: 'added', fields: [] });
      continue;
    }
    const keys = [...new Set([...Object.keys(entry.record), ...Object.keys(old.record)])];
    const fields = keys.filter((k) => !IGNORED.has(k) && !same(entry.record[k], old.record[k]));
    if (fields.length > 0) changes.push({ entity: entry.entity, id, change: 'changed', fields });
  }
  for (const entry of approved)
    if (!after.has(idOf(entry)))
      changes.push({ entity: entry.entity, id: idOf(entry), change: 'removed', fields: [] });
  return changes;
}
