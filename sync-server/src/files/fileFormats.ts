// What a stored file is, by content: the authorization attachments' magic bytes, and the one
// Content-Type each verified format is served with (never the client's declared type).
import type { ByteSource } from '../../../src/domain/media/byteSource';

export type AttachmentFormat = 'pdf' | 'png' | 'jpeg' | 'zip' | 'tar';

/** tar's 'ustar' magic sits at offset 257, so this much of the head decides every format. */
const HEAD_BYTES = 262;

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  return bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

export async function detectAttachment(src: ByteSource): Promise<AttachmentFormat | null> {
  const head = await src.read(0, HEAD_BYTES);
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  // a zip starts with a local file header, or is the empty archive's end record alone
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(head, ascii('ustar'), 257)) return 'tar';
  return null;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  wav: 'audio/wav',
  rf64: 'audio/wav',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aiff: 'audio/aiff',
  aifc: 'audio/aiff',
  mov: 'video/quicktime',
  jpeg: 'image/jpeg',
  png: 'image/png',
  lrc: 'text/plain',
  txt: 'text/plain',
  pdf: 'application/pdf',
  zip: 'application/zip',
  tar: 'application/x-tar',
};

/** The format the server found in a file's facts: an audio container, an image, lyrics or attachment format. */
export function formatOfFacts(facts: Record<string, unknown> | null): string | null {
  if (!facts) return null;
  const format = facts.container ?? facts.format;
  return typeof format === 'string' ? format : null;
}

/** What a file is served as; unknown formats (KRC, ...) as opaque bytes. */
export function contentTypeOf(format: string | null): string {
  return (format !== null && CONTENT_TYPES[format]) || 'application/octet-stream';
}
