// The rates finance staff enter: a period's exchange rates (1 from = rate to) and the tax rule of
// each organisation type (src/domain/finance/taxes.ts). Checked by the domain's own rules; a rule
// not saved yet is the domain's starting value.
import type { RatesView, TaxRatesView } from '../../../src/domain/finance/api';
import {
  DEFAULT_TAX_RATES,
  ORGANISATION_TYPES,
  validateTaxRule,
  type OrganisationType,
  type TaxRates,
  type TaxRule,
} from '../../../src/domain/finance/taxes';
import { validateRates, type ExchangeRate } from '../../../src/domain/money';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { translateMessage } from '../http/i18n';

/** A 422 whose issues name the field and the finance code's sentence (finance.<code>). */
export function financeInputError(
  language: ApiLanguage,
  issues: readonly { path: string; code: string }[],
): ApiError {
  const described = issues.map((i) => ({
    path: i.path,
    message: translateMessage(
      language,
      `finance.${i.code}`,
      { currency: '', period: '' },
      () => i.code,
    ),
  }));
  return new ApiError('badInput', {
    params: { detail: described.map((i) => `${i.path}: ${i.message}`).join('; ') },
    result: { issues: described },
  });
}

export async function loadRates(q: Queryable, period: string): Promise<RatesView> {
  const { rows } = await q.query<{ from: string; to: string; rate: string; updated_at: Date }>(
    `SELECT from_currency AS from, to_currency AS to, rate, updated_at FROM finance_rates
      WHERE period = $1 ORDER BY from_currency, to_currency`,
    [period],
  );
  const latest = rows.reduce<Date | null>(
    (max, r) => (max === null || r.updated_at > max ? r.updated_at : max),
    null,
  );
  return {
    period,
    rates: rows.map((r) => ({ from: r.from, to: r.to, rate: r.rate })),
    updatedAt: latest === null ? null : new Date(latest).toISOString(),
  };
}

/** Replaces the period's table as a whole; a bad row refuses all (422 naming the row and why). */
export async function saveRates(
  db: Db,
  period: string,
  rates: readonly ExchangeRate[],
  userId: string,
  now: Date,
  language: ApiLanguage,
): Promise<RatesView> {
  const issues = validateRates(rates);
  if (issues.length > 0)
    throw financeInputError(
      language,
      issues.map((i) => ({ path: `rates.${i.index}`, code: i.code })),
    );
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM finance_rates WHERE period = $1', [period]);
    for (const r of rates)
      await tx.query(
        `INSERT INTO finance_rates (period, from_currency, to_currency, rate, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [period, r.from, r.to, r.rate, userId, now],
      );
    return loadRates(tx, period);
  });
}

export async function loadTaxRates(q: Queryable): Promise<TaxRatesView> {
  const { rows } = await q.query<{
    organisation_type: OrganisationType;
    rule: TaxRule;
    updated_at: Date;
  }>('SELECT organisation_type, rule, updated_at FROM finance_tax_rates');
  const rates = { ...DEFAULT_TAX_RATES } as Record<OrganisationType, TaxRule>;
  const updatedAt = Object.fromEntries(ORGANISATION_TYPES.map((t) => [t, null])) as Record<
    OrganisationType,
    string | null
  >;
  for (const row of rows) {
    rates[row.organisation_type] = row.rule;
    updatedAt[row.organisation_type] = new Date(row.updated_at).toISOString();
  }
  return { rates, updatedAt };
}

export async function taxRatesOf(q: Queryable): Promise<TaxRates> {
  return (await loadTaxRates(q)).rates;
}

export async function saveTaxRule(
  q: Queryable,
  organisationType: OrganisationType,
  rule: TaxRule,
  userId: string,
  now: Date,
  language: ApiLanguage,
): Promise<TaxRatesView> {
  const invalid = validateTaxRule(rule);
  if (invalid !== null) throw financeInputError(language, [{ path: 'rule', code: invalid }]);
  await q.query(
    `INSERT INTO finance_tax_rates (organisation_type, rule, updated_by, updated_at)
     VALUES ($1, $2::jsonb, $3, $4)
     ON CONFLICT (organisation_type) DO UPDATE
       SET rule = EXCLUDED.rule, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [organisationType, JSON.stringify(rule), userId, now],
  );
  return loadTaxRates(q);
}
