// The back office's channel-report calls (issue 17): upload a file, list the files, read one with
// its counts, reconciliation and problems. Request shapes shared by the staff screen and the server.
import { z } from 'zod';
import { idSchema } from '../catalogue/common';
import { emptyAsUndefined, pageQuery } from '../schemas/common';
import type { UnmatchedReason } from './matchLines';
import type { Reconciliation } from './reconciliation';
import type { SetCheck } from './reportSet';
import type { ReportFormat, ReportProblemCode } from './usageLine';

export const REPORT_PATHS = {
  /** multipart: `format` (dsr, csv or auto) and one `file` */
  upload: '/backoffice/report/upload',
  list: '/backoffice/report/list',
  get: '/backoffice/report/get',
  /** a held report (or multi-file set) counts, with the reason (issue 26) */
  accept: '/backoffice/report/accept',
  /** a held report never counts; its report may be sent again */
  reject: '/backoffice/report/reject',
} as const;

/** Largest report file taken; a year of a big channel's DSR is far below it. */
export const REPORT_MAX_BYTES = 512 * 1024 * 1024;

export const REPORT_FORMAT_CHOICES = ['auto', 'dsr', 'csv'] as const;
export type ReportFormatChoice = (typeof REPORT_FORMAT_CHOICES)[number];

/**
 * held: its totals do not reconcile, nothing of it counts until staff decide; waiting: a part of a
 * multi-file report whose other parts have not arrived; replaced: a correction took its place.
 */
export const REPORT_FILE_STATES = [
  'queued',
  'importing',
  'imported',
  'failed',
  'held',
  'waiting',
  'rejected',
  'replaced',
] as const;
export type ReportFileState = (typeof REPORT_FILE_STATES)[number];

export const reportUploadFieldsSchema = z.strictObject({
  format: emptyAsUndefined(z.enum(REPORT_FORMAT_CHOICES).default('auto')),
  /** the earlier report this one corrects (DSR has no cell for it: reportIdentity.ts) */
  replaces: emptyAsUndefined(idSchema.optional()),
});

/** Longest reason kept with a decision. */
export const REPORT_REASON_MAX = 500;

export const reportDecisionSchema = z.strictObject({
  id: idSchema,
  reason: z.string().trim().min(1).max(REPORT_REASON_MAX),
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
  /** HEAD FileNumber and NumberOfFiles of a DSR file; null for a CSV or a file without a HEAD */
  fileNumber: number | null;
  numberOfFiles: number | null;
  /** files of its report whose import is over (a multi-file report's completeness), else null */
  setReceived: number | null;
  messageId: string | null;
  compression: 'none' | 'gzip';
  replacesId: string | null;
  /** the name of the report it corrects */
  replacesName: string | null;
  replacedById: string | null;
}

/** Who decided what about a file, when and why (accepted, rejected, replaced). */
export interface ReportEventView {
  action: 'held' | 'accepted' | 'rejected' | 'replaced' | 'replaces';
  actor: string | null;
  reason: string | null;
  otherFile: { id: string; name: string } | null;
  at: string;
}

/** The multi-file report a file belongs to (src/domain/reports/reportSet.ts). */
export interface ReportSetView {
  expected: number;
  files: Array<{ id: string; name: string; fileNumber: number; state: ReportFileState }>;
  missing: number[];
  isComplete: boolean;
  checks: SetCheck[];
  isMatched: boolean;
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
  /** null for a report in one file */
  set: ReportSetView | null;
  events: ReportEventView[];
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
