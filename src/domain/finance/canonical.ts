// The canonical content of a statement: what is hashed when it is issued and what the partner's
// confirmation names. JSON with keys sorted by UTF-16 code units, no spaces, strings escaped as
// JSON.stringify does (the JCS rules of RFC 8785 for the values allowed here), amounts as decimal
// strings, no floats. Status and the hash itself are not content.
import { formatMicro, formatMinor } from '../money';
import { sha256HexAsync, utf8 } from './sha256';
import type { SettlementStatement } from './statement';

export type CanonicalValue =
  | null
  | boolean
  | string
  | number
  | readonly CanonicalValue[]
  | { readonly [key: string]: CanonicalValue | undefined };

/** Canonical JSON text; throws on floats, unsafe integers, bigint and other values JSON cannot say exactly. */
export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value))
      throw new TypeError('canonical JSON allows safe integers only');
    return JSON.stringify(value);
  }
  if (Array.isArray(value))
    return `[${value.map((item: CanonicalValue) => canonicalJson(item)).join(',')}]`;
  if (typeof value !== 'object')
    throw new TypeError(`canonical JSON cannot hold a ${typeof value}`);
  const record = value as { readonly [key: string]: CanonicalValue | undefined };
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key] as CanonicalValue)}`).join(',')}}`;
}

/** The statement as canonical data: amounts as strings with the currency's digits ("1234.50"). */
export function statementContent(statement: SettlementStatement): CanonicalValue {
  const money = (minor: bigint) => formatMinor(minor, statement.currency);
  return {
    format: `settlement-statement/${statement.formatVersion}`,
    period: statement.period,
    periodStart: statement.periodStart,
    periodEnd: statement.periodEnd,
    // absent for a whole period, so statements issued before it hash as they did
    coverage:
      statement.coverage === undefined
        ? undefined
        : {
            start: statement.coverage.start,
            end: statement.coverage.end,
            days: statement.coverage.days,
            of: statement.coverage.of,
          },
    licensorId: statement.licensorId,
    licensorName: statement.licensorName,
    organisationType: statement.organisationType,
    contractNumber: statement.contractNumber,
    currency: statement.currency,
    settlementType: statement.settlementType,
    proportion: statement.proportion,
    reportIncome: money(statement.reportIncome),
    participatingAmount: money(statement.participatingAmount),
    shareAmount: money(statement.shareAmount),
    adjustment: money(statement.adjustment),
    recoup: money(statement.recoup),
    dividedAmount: money(statement.dividedAmount),
    balanceBefore: money(statement.balanceBefore),
    remainingBalance: money(statement.remainingBalance),
    taxableAmount: money(statement.taxableAmount),
    vat: money(statement.vat),
    vatSurtax: money(statement.vatSurtax),
    withholdingTax: money(statement.withholdingTax),
    individualIncomeTax: money(statement.individualIncomeTax),
    payableAmount: money(statement.payableAmount),
    units: String(statement.units),
    lineCount: String(statement.lineCount),
    ratesUsed: statement.ratesUsed.map((r) => ({ from: r.from, to: r.to, rate: r.rate })),
    // only when there are any: a statement without left-out lines hashes as it did before them
    leftOut:
      statement.leftOut !== undefined && statement.leftOut.length > 0
        ? statement.leftOut.map((g) => ({
            territory: g.territory,
            currency: g.currency,
            lineCount: String(g.lineCount),
            revenue: formatMicro(g.revenueMicro),
          }))
        : undefined,
    adjustments: statement.adjustments.map((a) => ({ reason: a.reason, amount: money(a.amount) })),
    bank: { ...statement.bank },
  };
}

export function canonicalStatement(statement: SettlementStatement): string {
  return canonicalJson(statementContent(statement));
}

/** SHA-256 (hex) of the canonical content's UTF-8 bytes: stored at issue, named by the confirmation. */
export function hashStatement(statement: SettlementStatement): Promise<string> {
  return sha256HexAsync(utf8(canonicalStatement(statement)));
}
