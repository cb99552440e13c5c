// The side-by-side rows of a conflict: which fields to show and which differ. By default only the
// fields that matter (those that differ, those the refused op wrote, and the record's name); the
// bookkeeping fields every record has are never compared.
import { BASE_FIELDS } from '../../../domain/catalogue/common';
import type { ConflictRow, LooseRecord } from '../../../domain/sync/records';

export interface DiffRow {
  field: string;
  local: unknown;
  server: unknown;
  differs: boolean;
}

const HIDDEN: ReadonlySet<string> = new Set<string>([...BASE_FIELDS, 'creatorName', 'createdAt']);
const NAME_FIELDS = ['name', 'title'] as const;

/** Deep equality of JSON values (records are plain JSON). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // undefined and null both mean "no value"
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as LooseRecord)[k], (b as LooseRecord)[k]));
}

/** The record's display name: its name or title, or null. */
export function recordName(record: LooseRecord | null): string | null {
  if (record === null) return null;
  for (const field of NAME_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** The server copy describes another record: a lock answered with the album holding it. */
export function isLockingRecord(conflict: Pick<ConflictRow, 'entityId' | 'serverCopy'>): boolean {
  return (
    conflict.serverCopy !== null &&
    typeof conflict.serverCopy.id === 'string' &&
    conflict.serverCopy.id !== conflict.entityId
  );
}

export function diffCopies(
  local: LooseRecord | null,
  server: LooseRecord | null,
  opFields: readonly string[],
  showAll: boolean,
): DiffRow[] {
  const fields: string[] = [];
  for (const record of [local, server]) {
    for (const field of Object.keys(record ?? {}))
      if (!HIDDEN.has(field) && !fields.includes(field)) fields.push(field);
  }
  const rows = fields.map((field) => {
    const l = local?.[field];
    const s = server?.[field];
    return {
      field,
      local: l,
      server: s,
      differs: local !== null && server !== null && !sameValue(l, s),
    };
  });
  if (showAll) return rows;
  const wanted = new Set<string>([...opFields, ...NAME_FIELDS]);
  return rows.filter((row) => row.differs || wanted.has(row.field));
}

/** The fields a refused op wrote (its payload's keys). */
export function opFieldsOf(conflict: Pick<ConflictRow, 'op'>): string[] {
  const payload: unknown = conflict.op.payload;
  return typeof payload === 'object' && payload !== null ? Object.keys(payload) : [];
}
