// The verification call: a pasted hash as JSON, or the statement PDF as a form (the server reads
// the hash from the PDF's metadata). Nothing is cached or queued: the answer is the record's word.
import { api } from '../../../app/api/api';
import { FINANCE_PATHS } from '../../../domain/finance/api';
import type { VerifyResult } from '../../../domain/finance/verify';

export function verifyHash(hash: string): Promise<VerifyResult> {
  return api.request<VerifyResult>(FINANCE_PATHS.verify, { method: 'POST', body: { hash } });
}

export function verifyPdf(file: File): Promise<VerifyResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request<VerifyResult>(FINANCE_PATHS.verify, { method: 'POST', body: form });
}
