// Payment notices behind public links (/payment/{id}, migration 041). Finance (a later issue)
// calls createPaymentNotice when a statement is confirmed; the link is the only key. Reading
// hashes whatever id comes and runs one SELECT that checks expiry too, so a guess, an expired
// link and a malformed one take the same path and get the same 404.
import { z } from 'zod';
import {
  maskAccountNumber,
  PAYMENT_INVOICE_ITEM,
  type PaymentNotice,
} from '../../../src/domain/help/payment';
import type { ApiLanguage } from '../../../src/domain/locale';
import { isCurrencyCode } from '../../../src/domain/money/currency';
import { createToken, hashToken } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';

/** How long a link works unless the caller says otherwise. */
export const PAYMENT_NOTICE_TTL_MS = 90 * 24 * 3_600_000;

const isoDate = z.iso.date();

export const paymentNoticeInputSchema = z
  .object({
    orgId: z.uuid(),
    periodStart: isoDate,
    periodEnd: isoDate,
    amountMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    currency: z.string().refine(isCurrencyCode),
    payeeName: z.string().trim().min(1).max(300),
    bankName: z.string().trim().min(1).max(300),
    /** the whole number or IBAN: only its masked form is stored */
    accountNumber: z.string().trim().min(4).max(64),
    expiresAt: z.date().optional(),
  })
  .refine((n) => n.periodEnd >= n.periodStart, { path: ['periodEnd'] });
export type PaymentNoticeInput = z.input<typeof paymentNoticeInputSchema>;

export interface CreatedPaymentNotice {
  /** the link's id: goes into /payment/{id}, never into the database */
  id: string;
  path: string;
  expiresAt: Date;
}

export async function createPaymentNotice(
  q: Queryable,
  clock: Clock,
  input: PaymentNoticeInput,
): Promise<CreatedPaymentNotice> {
  const notice = paymentNoticeInputSchema.parse(input);
  const now = clock.now();
  const expiresAt = notice.expiresAt ?? new Date(now.getTime() + PAYMENT_NOTICE_TTL_MS);
  const id = createToken();
  await q.query(
    `INSERT INTO payment_notices (token_hash, org_id, period_start, period_end, amount_minor,
       currency, payee_name, bank_name, account_masked, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      hashToken(id),
      notice.orgId,
      notice.periodStart,
      notice.periodEnd,
      notice.amountMinor,
      notice.currency,
      notice.payeeName,
      notice.bankName,
      maskAccountNumber(notice.accountNumber),
      now,
      expiresAt,
    ],
  );
  return { id, path: `/payment/${id}`, expiresAt };
}

interface NoticeRow {
  period_start: string | Date;
  period_end: string | Date;
  amount_minor: string | number;
  currency: string;
  payee_name: string;
  bank_name: string;
  account_masked: string;
  organisation_name: string;
  created_at: Date;
  expires_at: Date;
}

/** A date column as YYYY-MM-DD, whichever way the driver hands it over. */
function dateText(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The notice behind a link, with the organisation's name in the reader's language. */
export async function readPaymentNotice(
  q: Queryable,
  clock: Clock,
  id: string,
  language: ApiLanguage,
): Promise<PaymentNotice> {
  const { rows } = await q.query<NoticeRow>(
    `SELECT p.period_start::text AS period_start, p.period_end::text AS period_end,
            p.amount_minor, p.currency, p.payee_name, p.bank_name, p.account_masked,
            CASE WHEN $3 = 'en' AND o.name_en <> '' THEN o.name_en ELSE o.name END AS organisation_name, p.created_at, p.expires_at
       FROM payment_notices p JOIN organisations o ON o.id = p.org_id
      WHERE p.token_hash = $1 AND p.expires_at > $2`,
    [hashToken(id), clock.now(), language],
  );
  const row = rows[0];
  if (!row) throw new ApiError('notFound');
  return {
    periodStart: dateText(row.period_start),
    periodEnd: dateText(row.period_end),
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    invoiceItem: PAYMENT_INVOICE_ITEM,
    payeeName: row.payee_name,
    bankName: row.bank_name,
    accountMasked: row.account_masked,
    organisationName: row.organisation_name,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}
