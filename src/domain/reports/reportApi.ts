// The back office's channel-report calls (issue 17): upload a file, list the files, read one with
// its counts, reconciliation and problems. Request shapes shared by the staff screen and the server.
import { z } from 'zod';
import { idSchema } from '../catalogue/common';
import { emptyAsUndefined, pageQuery } from '../schemas/common';
import type { UnmatchedReason } from './matchLines';
import type { Reconciliation } from './reconciliation';
import type { ReportFormat, ReportProblemCode } from './usageLine';

export const REPORT_PATHS = {
  /** multipart: `format` (dsr, csv or auto) and one `file` */
  upload: '/backoffice/report/upload',
  list: '/backoffice/report/list',
  get: '/backoffice/report/get',
} as const;

/** Largest report file taken; a year of a big channel's DSR is far below it. */
export const REPORT_MAX_BYTES = 512 * 1024 * 1024;

export const REPORT_FORMAT_CHOICES = ['auto', 'dsr', 'csv'] as const;
export type ReportFormatChoice = (typeof REPORT_FORMAT_CHOICES)[number];

export const REPORT_FILE_STATES = ['queued', 'importing', 'imported', 'failed'] as const;
export type ReportFileState = (typeof REPORT_FILE_STATES)[number];

export const reportUploadFieldsSchema = z.strictObject({
  format: emptyAsUndefined(z.enum(REPORT_FORMAT_CHOICES).default('auto')),
});

export const reportListQuerySchema = z.strictObject({ ...pageQuery });

export const reportGetQuerySchema = z.strictObject({ id: idSchema, ...pageQuery });

type MicroKeys<T> = { [K in keyof T]: T[K] extends bigint | null ? K : never }[keyof T];
/** An object as sent: its bigint sums as decimal strings (JSON has no bigint). */
type Sent<T> = Omit<T, MicroKeys<T>> & {
  [K in MicroKeys<T>]: null extends T[K] ? string | null : string;
};

/** A reconciliation as sent: sums in micro units as decimal strings (JSON has no bigint). */
export type ReconciliationView = Omit<Reconciliation, 'checks' | 'totals' | 'unattributed'> & {
  checks: Array<Sent<Reconciliation['checks'][number]>>;
  totals: Array<Sent<Reconciliation['totals'][number]>>;
  unattributed: Array<Sent<Reconciliation['unattributed'][number]>>;
};

export interface ReportFileView {
  id: string;
  name: string;
  format: ReportFormat;
  sizeBytes: number;
  channel: string | null;
  partyId: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  state: ReportFileState;
  lineCount: number;
  usageCount: number;
  matchedCount: number;
  unmatchedCount: number;
  problemCount: number;
  isReconciled: boolean | null;
  uploadedAt: string;
  importedAt: string | null;
  /**
   * How far the import has come (issue 28), moved with each committed batch: the file's lines
   * (parser outcomes) written, and the bytes read of `sizeBytes`; all of them once imported.
   */
  linesRead: number;
  bytesRead: number;
}

/** A line staff should look at: unreadable (a parser code) or read but matched to nothing. */
export type ReportIssueView =
  | { kind: 'problem'; lineNo: number; code: ReportProblemCode; cell: number | null; raw: string }
  | {
      kind: 'unmatched';
      lineNo: number;
      code: UnmatchedReason;
      isrc: string | null;
      upc: string | null;
      territory: string;
      units: number;
      currency: string;
      revenueMicro: string;
    };

export interface ReportFileDetail {
  file: ReportFileView;
  reconciliation: ReconciliationView | null;
  issues: { total: number; page: number; size: number; list: ReportIssueView[] };
}

export function toReconciliationView(r: Reconciliation): ReconciliationView {
  return {
    ...r,
    checks: r.checks.map((c) => ({
      ...c,
      declaredRevenueMicro: c.declaredRevenueMicro === null ? null : String(c.declaredRevenueMicro),
      lineRevenueMicro: String(c.lineRevenueMicro),
      remainderMicro: String(c.remainderMicro),
      indirectRevenueMicro: String(c.indirectRevenueMicro),
      unattributedRevenueMicro: String(c.unattributedRevenueMicro),
    })),
    totals: r.totals.map((t) => ({ ...t, revenueMicro: String(t.revenueMicro) })),
    unattributed: r.unattributed.map((u) => ({
      ...u,
      remainderMicro: String(u.remainderMicro),
      indirectRevenueMicro: String(u.indirectRevenueMicro),
      revenueMicro: String(u.revenueMicro),
    })),
  };
}
