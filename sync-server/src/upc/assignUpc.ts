// UPCs the product assigns (issue 27; spec section 3 "system-generated"): the next free number of
// the distributor's active GS1 range (migration 088), unique across organisations and never reused.
// The counter row is taken with a row lock by the UPDATE, in the caller's transaction (the album's
// approval): concurrent approvals queue on it, and a rolled-back approval gives its number back.
import {
  gs1RangeNumber,
  toEan13,
  validateGs1Range,
  type Gs1NumberKind,
  type Gs1NumberRange,
  type Gs1RangeIssue,
  type Gs1RangeOptions,
} from '../../../src/domain/identifiers';
import type { Queryable } from '../db/db';

/** Why an album that should get a UPC has none: said to staff and kept as distribution's reason. */
export type UpcAssignmentGap = 'upc-range-missing' | 'upc-range-exhausted';

export type UpcAssignment = { upc: string } | { upc: null; reason: UpcAssignmentGap };

export interface AlbumRef {
  orgId: string;
  albumId: string;
}

interface RangeRow {
  id: string;
  kind: Gs1NumberKind;
  prefix: string;
  first_ref: string;
  last_ref: string;
  taken_index: string;
}

/** The UPC as the album shows it: UPC-A for a U.P.C. Company Prefix, EAN-13 otherwise. */
function asAssigned(kind: Gs1NumberKind, ean13: string): string {
  return kind === 'gtin-12' ? ean13.slice(1) : ean13;
}

/**
 * Staff configure the distributor's range: validated by the domain rule, then it replaces the
 * active range (the old one stays, so its numbers stay assigned). Numbers of an overlapping older
 * range that were already assigned are skipped when handed out, never given twice.
 */
export async function configureUpcRange(
  tx: Queryable,
  range: Gs1NumberRange,
  createdBy: string | null,
  options: Gs1RangeOptions = {},
): Promise<{ ok: true; id: string } | { ok: false; issues: Gs1RangeIssue[] }> {
  const issues = validateGs1Range(range, options);
  if (issues.length > 0) return { ok: false, issues };
  await tx.query('UPDATE upc_ranges SET active = false WHERE active');
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO upc_ranges (kind, prefix, first_ref, last_ref, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [range.kind, range.prefix, range.first, range.last, createdBy],
  );
  return { ok: true, id: rows[0].id };
}

/**
 * The album's assigned UPC: the one it already holds (an approval after a modification keeps it),
 * else the next free number of the active range. Run it inside the approval's transaction.
 */
export async function assignUpc(tx: Queryable, ref: AlbumRef, now: Date): Promise<UpcAssignment> {
  const held = await tx.query<{ ean13: string; kind: Gs1NumberKind }>(
    `SELECT a.ean13, r.kind FROM upc_assignments a JOIN upc_ranges r ON r.id = a.range_id
      WHERE a.org_id = $1 AND a.album_id = $2`,
    [ref.orgId, ref.albumId],
  );
  if (held.rows.length > 0) return { upc: asAssigned(held.rows[0].kind, held.rows[0].ean13) };
  for (;;) {
    // the row lock: a concurrent approval waits here until this transaction ends, then reads the
    // counter this one left (PostgreSQL re-evaluates the row after the wait)
    const { rows } = await tx.query<RangeRow>(
      `UPDATE upc_ranges SET next_index = next_index + 1
        WHERE active AND next_index <= last_ref - first_ref
        RETURNING id, kind, prefix, first_ref::text, last_ref::text, (next_index - 1)::text AS taken_index`,
    );
    if (rows.length === 0) {
      const active = await tx.query('SELECT 1 FROM upc_ranges WHERE active');
      return {
        upc: null,
        reason: active.rows.length > 0 ? 'upc-range-exhausted' : 'upc-range-missing',
      };
    }
    const row = rows[0];
    const range: Gs1NumberRange = {
      kind: row.kind,
      prefix: row.prefix,
      first: Number(row.first_ref),
      last: Number(row.last_ref),
    };
    const index = Number(row.taken_index);
    const code = gs1RangeNumber(range, index);
    const ean13 = toEan13(code);
    if (ean13 === null) throw new Error(`assigned an invalid GTIN ${code}`);
    // a number some album already carries (an owned UPC typed inside the distributor's range) is
    // skipped; migration 070's index answers it, UPC-A and EAN-13 alike (leading zeros trimmed)
    const carried = await tx.query<{ carried: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM albums WHERE ltrim(data ->> 'upc', '0') = ltrim($1, '0')
         AND data ->> 'upc' IS NOT NULL AND deleted_at IS NULL) AS carried`,
      [ean13],
    );
    if (carried.rows[0].carried) continue;
    const inserted = await tx.query(
      `INSERT INTO upc_assignments (ean13, range_id, range_index, org_id, album_id, assigned_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (ean13) DO NOTHING`,
      [ean13, row.id, index, ref.orgId, ref.albumId, now],
    );
    if (inserted.rowCount === 1) return { upc: code };
  }
}
