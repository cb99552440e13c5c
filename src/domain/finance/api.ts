// The finance calls (issue 17, "Statements"): partner reads and confirmation, back-office rates,
// runs and moves. Shared by the server (parse requests, type answers) and the screens. Amounts on
// the wire are decimal strings of minor units (JSON has no bigint); `*Micro` fields are 1e-6 of the
// currency's major unit (src/domain/money/amount.ts). Paths are ours, in the spec's style: apiUrl()
// adds /api and .json; file routes (FINANCE_FILE_PATHS) are used as they are under /api.
import { z } from 'zod';
import { pageSchema, pageSizeSchema, periodSchema } from './apiCommon';
import type { StatementStatus } from './statementStatus';
import type { SettlementStatement } from './statement';
import type { SplitResult } from './splits';

export const FINANCE_PATHS = {
  /** POST: the organisation's sales or settlement statements, newest period first */
  statements: '/finance/statements',
  /** POST: one sales statement with a page of its lines */
  sale: '/finance/sale',
  /** POST: one settlement statement with its split, bank account and confirmation */
  settlement: '/finance/settlement',
  /** POST: the partner confirms, against the hash of what it read */
  confirm: '/finance/settlement/confirm',
  /** POST: a hash or a PDF against the record (S7e) */
  verify: '/finance/verify',
  staffRates: '/backoffice/finance/rates',
  staffRatesSave: '/backoffice/finance/rates/save',
  staffTaxRates: '/backoffice/finance/tax_rates',
  staffTaxRatesSave: '/backoffice/finance/tax_rates/save',
  /** POST: start a durable settlement run: {jobId} */
  staffRun: '/backoffice/finance/settlement/run',
  /** POST: the runs, newest first, with what each computed and the problems it listed */
  staffRuns: '/backoffice/finance/settlement/runs',
  staffStatements: '/backoffice/finance/statements',
  /** POST: the same view as the partner's, any organisation's statement */
  staffSettlement: '/backoffice/finance/settlement',
  staffSale: '/backoffice/finance/sale',
  staffIssue: '/backoffice/finance/settlement/issue',
  staffWithdraw: '/backoffice/finance/settlement/withdraw',
  staffComplete: '/backoffice/finance/settlement/complete',
  staffAdjust: '/backoffice/finance/settlement/adjust',
  /** POST: an organisation's adjustments, applied or waiting for their period */
  staffAdjustments: '/backoffice/finance/settlement/adjustments',
} as const;

/** GET ?id= (S7e); the staff twins are the same under /backoffice. Full paths, no .json. */
export const FINANCE_FILE_PATHS = {
  settlementPdf: '/api/finance/settlement/pdf',
  settlementXlsx: '/api/finance/settlement/xlsx',
  saleXlsx: '/api/finance/sale/xlsx',
  splitsXlsx: '/api/finance/settlement/splits.xlsx',
  staffSettlementPdf: '/api/backoffice/finance/settlement/pdf',
  staffSettlementXlsx: '/api/backoffice/finance/settlement/xlsx',
  staffSaleXlsx: '/api/backoffice/finance/sale/xlsx',
  staffSplitsXlsx: '/api/backoffice/finance/settlement/splits.xlsx',
} as const;

/**
 * A sales statement is not stored: it is the organisation's matched lines of one month, one
 * channel and one currency. Its id says which, readable in a URL: "2024-05.<hex of the channel
 * name's UTF-8>.USD".
 */
export const saleIdSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])\.([0-9a-f]{2}){1,200}\.[A-Z]{3}$/);

function hexOf(text: string): string {
  return [...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function saleStatementId(period: string, channel: string, currency: string): string {
  return `${period}.${hexOf(channel)}.${currency}`;
}

export function parseSaleStatementId(
  id: string,
): { period: string; channel: string; currency: string } | null {
  if (!saleIdSchema.safeParse(id).success) return null;
  const [period, hex, currency] = id.split('.');
  const bytes = new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
  try {
    const channel = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { period, channel, currency };
  } catch {
    // not UTF-8: no statement has this id
    return null;
  }
}

// ---- partner requests ----

export const statementListQuerySchema = z.strictObject({
  kind: z.enum(['sale', 'settlement']),
  period: periodSchema.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type StatementListQuery = z.infer<typeof statementListQuerySchema>;

export const saleQuerySchema = z.strictObject({
  id: saleIdSchema,
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type SaleQuery = z.infer<typeof saleQuerySchema>;

export const settlementQuerySchema = z.strictObject({ id: z.uuid() });
export type SettlementQuery = z.infer<typeof settlementQuerySchema>;

export const confirmRequestSchema = z.strictObject({
  id: z.uuid(),
  /** the hash of the statement the partner read (SettlementView.statement.contentHash) */
  contentHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** the ticked no-objection box; anything but true is refused (statement-objection-required) */
  noObjection: z.boolean(),
  /** the client's id of this confirmation: the same id again answers the same, once */
  requestId: z.uuid(),
});
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>;

// ---- answers ----

export interface SaleChannel {
  /** the distribution channel's code when the report's sender names one, else the sender name */
  code: string;
  nameZh: string;
  nameEn: string;
}

export interface SaleStatementItem {
  id: string;
  period: string;
  channel: SaleChannel;
  currency: string;
  units: string;
  /** minor units, rounded once from the exact micro sum */
  revenue: string;
  revenueMicro: string;
  lineCount: number;
}

export interface SettlementStatementItem {
  id: string;
  period: string;
  contractNumber: string;
  currency: string;
  payableAmount: string;
  status: StatementStatus;
  issuedAt: string | null;
}

export interface StatementList<T> {
  items: T[];
  total: number;
}

export interface SaleLine {
  territory: string;
  isrc: string | null;
  trackTitle: string | null;
  albumTitle: string | null;
  usage: string;
  units: string;
  /** minor units of `currency`, rounded once per line */
  revenue: string;
  revenueMicro: string;
  currency: string;
}

export interface SaleView {
  statement: SaleStatementItem;
  lines: SaleLine[];
  total: number;
}

/** bigint fields as decimal strings, the rest as they are. */
export type Jsonified<T> = T extends bigint
  ? string
  : T extends readonly (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

export type SettlementStatementJson = Jsonified<SettlementStatement>;
export type SplitResultJson = Jsonified<SplitResult>;

const AMOUNT_FIELDS = [
  'reportIncome',
  'participatingAmount',
  'shareAmount',
  'adjustment',
  'recoup',
  'dividedAmount',
  'balanceBefore',
  'remainingBalance',
  'taxableAmount',
  'vat',
  'vatSurtax',
  'withholdingTax',
  'individualIncomeTax',
  'payableAmount',
] as const satisfies readonly (keyof SettlementStatement)[];

export function statementToJson(statement: SettlementStatement): SettlementStatementJson {
  const json = {
    ...statement,
    adjustments: statement.adjustments.map((a) => ({ ...a, amount: a.amount.toString() })),
    ...(statement.leftOut === undefined
      ? {}
      : {
          leftOut: statement.leftOut.map((g) => ({
            ...g,
            revenueMicro: g.revenueMicro.toString(),
            revenue: g.revenue.toString(),
          })),
        }),
  } as unknown as Record<string, unknown>;
  for (const key of AMOUNT_FIELDS) json[key] = statement[key].toString();
  return json as unknown as SettlementStatementJson;
}

/** The statement back as numbers, to hash it again (canonical.ts) or compute with it. */
export function statementFromJson(json: SettlementStatementJson): SettlementStatement {
  const statement = {
    ...json,
    adjustments: json.adjustments.map((a) => ({ ...a, amount: BigInt(a.amount) })),
    ...(json.leftOut === undefined
      ? {}
      : {
          leftOut: json.leftOut.map((g) => ({
            ...g,
            revenueMicro: BigInt(g.revenueMicro),
            revenue: BigInt(g.revenue),
          })),
        }),
  } as unknown as Record<string, unknown>;
  for (const key of AMOUNT_FIELDS) statement[key] = BigInt(json[key]);
  return statement as unknown as SettlementStatement;
}

export function splitsToJson(split: SplitResult): SplitResultJson {
  return {
    cells: split.cells.map((c) => ({
      ...c,
      amount: c.amount.toString(),
      unassigned: c.unassigned.toString(),
      parts: c.parts.map((p) => ({ ...p, amount: p.amount.toString() })),
    })),
    byHolder: split.byHolder.map((h) => ({ ...h, amount: h.amount.toString() })),
    unassigned: split.unassigned.toString(),
    total: split.total.toString(),
  };
}

/** Why no account is offered for payment: none on the contract, or the only one still in its 72-hour hold. */
export type PayableAccountProblem = 'bank-account-missing' | 'bank-account-held';

export interface PayableAccountView {
  id: string;
  /** the account number with all but its last four characters hidden */
  masked: string;
  bankName: string;
  /** set when this (newest) account is still in its hold: it is not offered until then */
  heldUntil: string | null;
}

export interface ConfirmationView {
  userName: string;
  at: string;
  /** the request's IP address */
  address: string;
  contentHash: string;
}

export interface SettlementView {
  id: string;
  organisationId: string;
  statement: SettlementStatementJson;
  issuedAt: string | null;
  splits: SplitResultJson;
  /** the tracks the split names, for their titles */
  tracks: { id: string; title: string; isrc: string | null }[];
  /** the account the payment goes to; null with `payableAccountProblem` saying why */
  payableAccount: PayableAccountView | null;
  payableAccountProblem: PayableAccountProblem | null;
  confirmation: ConfirmationView | null;
  /** /payment/<id> once staff completed the statement */
  paymentNoticeUrl: string | null;
}

export const staffSaleQuerySchema = saleQuerySchema.extend({ organisationId: z.uuid() });

export * from './apiCommon';
export * from './apiBackoffice';
