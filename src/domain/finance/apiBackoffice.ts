// The back office's finance calls (issue 17): rates, tax rates, settlement runs, every
// organisation's statements, adjustments. Re-exported by api.ts, so one import serves all.
import { z } from 'zod';
import type { ExchangeRate } from '../money';
import { minorSchema, pageSchema, pageSizeSchema, periodSchema } from './apiCommon';
import type { SettlementStatementItem } from './api';
import type { TermCoverage } from './chain';
import { STATEMENT_STATUSES } from './statementStatus';
import { ORGANISATION_TYPES, type OrganisationType, type TaxRule } from './taxes';

export const ratesQuerySchema = z.strictObject({ period: periodSchema });

export const exchangeRateSchema = z.strictObject({
  from: z.string().regex(/^[A-Z]{3}$/),
  to: z.string().regex(/^[A-Z]{3}$/),
  rate: z.string().regex(/^\d{1,12}(\.\d{1,12})?$/),
});

export const ratesSaveSchema = z.strictObject({
  period: periodSchema,
  rates: z.array(exchangeRateSchema).max(200),
});
export type RatesSave = z.infer<typeof ratesSaveSchema>;

export interface RatesView {
  period: string;
  rates: ExchangeRate[];
  updatedAt: string | null;
}

export const taxRatesQuerySchema = z.strictObject({});

const ratioText = z.string().regex(/^\d{1,6}(\.\d{1,8})?$/);
const moneyText = z.string().regex(/^\d{1,15}(\.\d{1,4})?$/);
export const taxRuleSchema = z.strictObject({
  vatRate: ratioText,
  surtaxRate: ratioText,
  withholdingRate: ratioText,
  incomeTax: z
    .strictObject({
      rate: ratioText,
      threshold: moneyText,
      fixedDeduction: moneyText,
      proportionalDeduction: ratioText,
      currency: z.string().regex(/^[A-Z]{3}$/),
    })
    .nullable(),
}) satisfies z.ZodType<TaxRule>;

export const taxRatesSaveSchema = z.strictObject({
  organisationType: z.enum(ORGANISATION_TYPES),
  rule: taxRuleSchema,
});
export type TaxRatesSave = z.infer<typeof taxRatesSaveSchema>;

export interface TaxRatesView {
  rates: Record<OrganisationType, TaxRule>;
  /** per type: null while the built-in starting values (taxes.ts DEFAULT_TAX_RATES) apply */
  updatedAt: Record<OrganisationType, string | null>;
}

export const runRequestSchema = z.strictObject({
  period: periodSchema,
  organisationId: z.uuid().optional(),
});
export type RunRequest = z.infer<typeof runRequestSchema>;

export interface RunStarted {
  jobId: string;
  runId: string;
}

export const RUN_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type RunState = (typeof RUN_STATES)[number];

/** A statement a run could not compute, and why (a finance code: rate-missing, contract-period, ...). */
export interface RunProblem {
  organisationId: string;
  organisationName: string;
  code: string;
  /** e.g. the currency without a rate */
  detail: string | null;
}

export const runsQuerySchema = z.strictObject({
  period: periodSchema.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});

export interface RunView {
  id: string;
  jobId: string;
  period: string;
  organisationId: string | null;
  state: RunState;
  startedAt: string;
  finishedAt: string | null;
  /** statements written (new or recomputed) */
  computed: number;
  /** statements left as they were: already issued or confirmed */
  skipped: number;
  problems: RunProblem[];
}

export const staffStatementsQuerySchema = z.strictObject({
  status: z.enum(STATEMENT_STATUSES).optional(),
  period: periodSchema.optional(),
  organisationId: z.uuid().optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type StaffStatementsQuery = z.infer<typeof staffStatementsQuerySchema>;

export interface StaffStatementItem extends SettlementStatementItem {
  organisationId: string;
  organisationName: string;
  /** the statement's link in its contract's chain (issue 26): minor units, as on the statement */
  chain: {
    balanceBefore: string;
    recoup: string;
    remainingBalance: string;
    /** the days of a partly covered period that count; null for a whole one */
    coverage: TermCoverage | null;
  };
}

export const statementMoveSchema = z.strictObject({ id: z.uuid() });

export const adjustRequestSchema = z.strictObject({
  organisationId: z.uuid(),
  /** the period whose statement takes it: one not yet issued (normally the next one) */
  period: periodSchema,
  reason: z.string().trim().min(1).max(500),
  /** minor units of the contract's currency; negative takes money back */
  amount: minorSchema.refine((text) => text !== '0' && text !== '-0'),
});
export type AdjustRequest = z.infer<typeof adjustRequestSchema>;

export const adjustmentsQuerySchema = z.strictObject({
  organisationId: z.uuid(),
  period: periodSchema.optional(),
});

export interface AdjustmentView {
  id: string;
  organisationId: string;
  period: string;
  reason: string;
  amount: string;
  createdAt: string;
  createdBy: string;
  /** the statement that carries it, once computed */
  statementId: string | null;
}
