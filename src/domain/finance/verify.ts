// Checking a statement against the record (issue 17: "a page verifies a PDF or hash against the
// record"): the partner or staff pastes the SHA-256 printed on a statement, or drops its PDF (the
// server reads the hash from the PDF's metadata), and learns whether an issued statement the
// caller may read has exactly that content hash.
import { z } from 'zod';
import type { StatementStatus } from './statementStatus';

/** The PDF upload's limit: a statement PDF is a few kilobytes, its split at most a few hundred. */
export const VERIFY_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The hash as people paste it: spaces and line breaks (a PDF viewer may wrap it), upper case, a
 * "sha256:" or "SHA-256" prefix are forgiven; null when what is left is not 64 hex digits.
 */
export function normaliseStatementHash(text: string): string | null {
  const bare = text
    .replace(/\s+/g, '')
    .replace(/^sha-?256:?/i, '')
    .toLowerCase();
  return /^[0-9a-f]{64}$/.test(bare) ? bare : null;
}

export const verifyRequestSchema = z.strictObject({ hash: z.string().max(400) });
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export type VerifyResult =
  | { found: false; hash: string }
  | {
      found: true;
      hash: string;
      period: string;
      contractNumber: string;
      issuedAt: string;
      confirmedAt: string | null;
      status: StatementStatus;
    };
