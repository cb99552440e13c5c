// The trend call (issue 17, spec section 7 "Data"): POST /dataDetailReport/view/queryNaturalTime
// answers every figure of the trend screen for one period and one scope in one envelope, so the
// screen (and its offline copy) is one answer. Sums are exact: counts and micro amounts travel as
// decimal strings (JSON has no bigint). Days are calendar dates, "YYYY-MM-DD".
import { z } from 'zod';
import { idSchema } from '../catalogue/common';
import { daysBetween, type DayRange } from './buckets';

export const TREND_PATHS = {
  naturalTime: '/dataDetailReport/view/queryNaturalTime',
} as const;

/**
 * Spec section 8: code 12000 on the natural-time call means "data not ready": show, retry in 10 s.
 * This server no longer sends it while a report imports (issue 28: routes/trend/naturalTime.ts);
 * the client keeps the spec's handling for any server that does.
 */
export const TREND_NOT_READY_CODE = '12000';
export const TREND_RETRY_MS = 10_000;

export const TREND_SCOPES = ['org', 'album', 'track', 'artist'] as const;
export type TrendScope = (typeof TREND_SCOPES)[number];

/** The longest period one call reads: two years of days (a chart of more is unreadable anyway). */
export const TREND_MAX_DAYS = 731;
export const TREND_TOP_MAX = 50;

const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'invalid-day');

export const trendQuerySchema = z
  .strictObject({
    from: daySchema,
    to: daySchema,
    scope: z.enum(TREND_SCOPES).default('org'),
    id: idSchema.optional(),
    top: z.coerce.number().int().min(1).max(TREND_TOP_MAX).default(10),
  })
  .refine((q) => q.from <= q.to, { path: ['to'] })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) < TREND_MAX_DAYS, {
    path: ['to'],
  })
  .refine((q) => (q.scope === 'org') === (q.id === undefined), {
    path: ['id'],
  });
export type TrendQuery = z.infer<typeof trendQuerySchema>;
export type TrendQueryInput = z.input<typeof trendQuerySchema>;

/** Plays (stream units), downloads and all units of one key. */
export interface UsageFigures {
  plays: string;
  downloads: string;
  units: string;
}

export interface CurrencyRevenue {
  currency: string;
  /** 1e-6 of the currency's major unit (src/domain/money/amount.ts) */
  revenueMicro: string;
  previousRevenueMicro: string;
}

export interface TrendDay extends UsageFigures {
  day: string;
}

export interface TrendRevenueDay {
  day: string;
  currency: string;
  revenueMicro: string;
}

export interface TrendTopItem extends UsageFigures {
  id: string;
  name: string;
}

export interface TrendKeyed extends UsageFigures {
  key: string;
}

export interface TrendFigures {
  range: DayRange;
  previousRange: DayRange;
  scope: TrendScope;
  scopeId: string | null;
  /** the album, track or artist's name; null for the organisation */
  scopeName: string | null;
  /** the organisation's first and last day with figures, whatever the scope (the "natural time") */
  dataFrom: string | null;
  dataTo: string | null;
  current: UsageFigures;
  previous: UsageFigures;
  revenue: CurrencyRevenue[];
  /** days of the period with figures (the client buckets them), and of the previous period */
  days: TrendDay[];
  previousDays: TrendDay[];
  revenueDays: TrendRevenueDay[];
  topTracks: TrendTopItem[];
  topAlbums: TrendTopItem[];
  topArtists: TrendTopItem[];
  /** ISO 3166 alpha-2 as the reports spell it (unknown codes kept) */
  territories: TrendKeyed[];
  channels: TrendKeyed[];
}
