// The public payment notice (/payment/{id}): what a partner's finance staff may read without a
// login from an unguessable link. The bank account is masked when the notice is made, so the
// full number is never stored with the link.
import { z } from 'zod';

/** The invoice item of every payment notice (spec: settlement). */
export const PAYMENT_INVOICE_ITEM = 'intangible-asset-copyright-usage-fee';

export interface PaymentNotice {
  periodStart: string;
  periodEnd: string;
  /** in minor units (cents, fen) of the currency */
  amountMinor: number;
  currency: string;
  invoiceItem: typeof PAYMENT_INVOICE_ITEM;
  payeeName: string;
  bankName: string;
  /** e.g. "**** **** 1234" */
  accountMasked: string;
  organisationName: string;
  createdAt: string;
  expiresAt: string;
}

/**
 * The link's id is 256 random bits in base64url (43 characters); the schema takes any short string
 * so that a malformed guess takes the same path as a well-formed one and gets the same 404.
 */
export const paymentNoticeQuerySchema = z.object({
  id: z.string().min(1).max(128),
});

/** Keeps the last four characters of an account number or IBAN; the rest is stars in groups. */
export function maskAccountNumber(account: string): string {
  const clean = account.replace(/\s+/g, '');
  if (clean.length <= 4) return '****';
  return `**** **** ${clean.slice(-4)}`;
}
