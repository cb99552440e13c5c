// Shapes every finance call shares (src/domain/finance/api.ts, apiBackoffice.ts).
import { z } from 'zod';

export const FINANCE_PAGE_MAX = 200;

/** A settlement period: a calendar month, "2024-05". */
export const periodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
/** Whether `value` is a settlement period ("2024-05"). */
export function isPeriod(value: string): boolean {
  return periodSchema.safeParse(value).success;
}
/** Minor (or micro) units as a decimal string; may be negative (adjustments, deficits). */
export const minorSchema = z.string().regex(/^-?(0|[1-9]\d{0,30})$/);
export const pageSchema = z.coerce.number().int().min(1).max(1_000_000).default(1);
export const pageSizeSchema = z.coerce.number().int().min(1).max(FINANCE_PAGE_MAX).default(20);
