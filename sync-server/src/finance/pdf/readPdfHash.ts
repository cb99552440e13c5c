// Reads the content hash back out of an uploaded statement PDF for verification. Only what
// statementPdf.ts writes is looked for: `/ContentHash (<64 hex>)` in an uncompressed Info
// dictionary. A reader that re-saved the file may have appended an incremental update with a new
// Info dictionary: the last entry wins. Nothing else of the file is parsed or trusted, so a
// hostile file can only fail to name a hash.
// no other import: the e2e specs read a downloaded PDF's hash with this module under Node
/** The Info dictionary key that carries the hash (a second-class name: ISO 32000-1, annex E). */
export const HASH_INFO_KEY = 'ContentHash';

export type PdfHashResult =
  { ok: true; hash: string } | { ok: false; code: 'verify-not-pdf' | 'verify-no-hash' };

const ENTRY = new RegExp(`/${HASH_INFO_KEY}\\s*\\(([0-9A-Fa-f]{64})\\)`, 'g');

export function readPdfHash(bytes: Uint8Array): PdfHashResult {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  // the header may follow up to 1 KiB of junk (ISO 32000-1, annex H.3, note 3)
  if (!head.includes('%PDF-')) return { ok: false, code: 'verify-not-pdf' };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let hash: string | null = null;
  for (const match of text.matchAll(ENTRY)) hash = (match[1] as string).toLowerCase();
  return hash === null ? { ok: false, code: 'verify-no-hash' } : { ok: true, hash };
}
