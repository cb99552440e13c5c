// What makes two uploads the same report (issue 26), whatever their bytes. A DSR flat file names
// itself in its HEAD record: DSR Part 8, HEAD: "The MessageId shall be, in combination with the
// MessageSender Identifier, globally unique. Thus, a MessageSender shall never re-use a MessageId",
// and FileNumber is the "sequence number of the File within the Flat File Sales Report Message"
// (ddexnet/dsrf schemas/BasicAudioProfile/1.2, RecordType-HEAD). So sender + MessageId + period +
// FileNumber is one file of one report, and sender + MessageId the report all its files share
// (DSR Part 1, 6.3: every file of a multi-file report starts with its own HEAD).
// The portal's CSV layout (docs/report-csv-layout.md) carries no message id: its identity is its
// text, BOM and line ends aside (CRLF, LF and CR are all allowed there), hashed by the server.
// A correction: neither Part 8's HEAD (Basic Audio Profile 1.0-1.2) nor Part 1 has a cell that
// points at a report it corrects; a corrected report is a new message with its own MessageId for
// the same sender and period. Only the recipient can say which earlier report it replaces, so staff
// name it on upload and the server checks that sender and period agree (replacesMismatch below).
import { splitDsrCells } from './dsrCells';
import { HEAD_CELLS, cellText, readInteger } from './dsrLayout';
import { periodFromDates } from './period';

export interface DsrIdentity {
  sender: string;
  messageId: string;
  periodStart: string;
  periodEnd: string;
  fileNumber: number;
  numberOfFiles: number;
}

/** Longest first line looked at for a HEAD record; a real HEAD is a few hundred bytes. */
export const HEAD_LINE_MAX_BYTES = 64 * 1024;

/**
 * The identity a DSR file's first line (its HEAD record) gives, or null when it has none that can
 * be read (the file is then known by its text, like a CSV, and its import lists why).
 */
export function readDsrIdentity(firstLine: string): DsrIdentity | null {
  const cells = splitDsrCells(firstLine.replace(/^\uFEFF/, '').replace(/\r$/, ''));
  if (cells[0]?.trim() !== 'HEAD') return null;
  const text = (n: number) => cellText(cells, n);
  const sender = text(HEAD_CELLS.senderPartyId) || text(HEAD_CELLS.senderName);
  const messageId = text(HEAD_CELLS.messageId);
  const period = periodFromDates(text(HEAD_CELLS.usageStartDate), text(HEAD_CELLS.usageEndDate));
  if (sender === '' || messageId === '' || period === null) return null;
  const fileNumber = readInteger(text(HEAD_CELLS.fileNumber) || '1');
  const numberOfFiles = readInteger(text(HEAD_CELLS.numberOfFiles) || '1');
  const isCount = (n: number | null): n is number => n !== null && n >= 1;
  if (!isCount(fileNumber) || !isCount(numberOfFiles) || fileNumber > numberOfFiles) return null;
  return {
    sender,
    messageId,
    periodStart: period.start,
    periodEnd: period.end,
    fileNumber,
    numberOfFiles,
  };
}

/** The key a file is refused by when the same report was taken before. */
export function dsrReportKey(id: DsrIdentity): string {
  return JSON.stringify([
    'dsr',
    id.sender,
    id.messageId,
    id.periodStart,
    id.periodEnd,
    id.fileNumber,
  ]);
}

/** The key every file of one DSR report shares. */
export function dsrSetKey(id: Pick<DsrIdentity, 'sender' | 'messageId'>): string {
  return JSON.stringify(['dsr', id.sender, id.messageId]);
}

export function textReportKey(normalizedSha256: string): string {
  return `text:${normalizedSha256}`;
}

/**
 * Bytes with every line end made LF (CRLF, lone CR), a leading UTF-8 BOM and trailing line ends
 * dropped, chunk by chunk: the same text hashes the same whatever the system that wrote it.
 * CR and LF never occur inside a UTF-8 or GB18030 multi-byte character, so bytes are enough.
 */
export function createLineEndNormalizer(): {
  push(chunk: Uint8Array): Uint8Array;
  end(): Uint8Array;
} {
  let isStart = true;
  let bomSeen = 0;
  let afterCr = false;
  let heldNewlines = 0;
  const BOM = [0xef, 0xbb, 0xbf];
  return {
    push(chunk) {
      const out: number[] = [];
      for (const byte of chunk) {
        if (isStart) {
          if (bomSeen < 3 && byte === BOM[bomSeen]) {
            bomSeen += 1;
            if (bomSeen === 3) isStart = false;
            continue;
          }
          // a partial BOM was text after all
          for (let i = 0; i < bomSeen; i += 1) out.push(BOM[i]);
          isStart = false;
        }
        if (byte === 0x0d || byte === 0x0a) {
          const isPairEnd = byte === 0x0a && afterCr;
          afterCr = byte === 0x0d;
          if (!isPairEnd) heldNewlines += 1;
          continue;
        }
        afterCr = false;
        for (; heldNewlines > 0; heldNewlines -= 1) out.push(0x0a);
        out.push(byte);
      }
      return Uint8Array.from(out);
    },
    end() {
      if (!isStart) return new Uint8Array(0);
      return Uint8Array.from(BOM.slice(0, bomSeen === 3 ? 0 : bomSeen));
    },
  };
}

/** A correction must be of the same sender and period as the report it replaces. */
export function replacesMismatch(
  next: Pick<DsrIdentity, 'sender' | 'periodStart' | 'periodEnd'> | null,
  earlier: { sender: string | null; periodStart: string | null; periodEnd: string | null },
): boolean {
  if (next === null) return false;
  return (
    earlier.sender !== next.sender ||
    earlier.periodStart !== next.periodStart ||
    earlier.periodEnd !== next.periodEnd
  );
}
