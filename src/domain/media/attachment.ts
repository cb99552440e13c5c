// Authorization attachments (pdf, jpg, png, tar, zip; spec section 5) recognised by their magic
// bytes, never by the name.
import type { ByteSource } from './byteSource';

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
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]))
    return 'zip';
  if (startsWith(head, ascii('ustar'), 257)) return 'tar';
  return null;
}

/** what each attachment format is honestly named */
export const ATTACHMENT_EXTENSIONS: Readonly<Record<AttachmentFormat, readonly string[]>> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  zip: ['zip'],
  tar: ['tar'],
};
