// Reads a channel's answer to a delivered message: a DDEX acknowledgement (ACK_<message>.xml), the
// older FtpAcknowledgementMessage or the ECHO ErnAcknowledgementStatusMessage, read by
// `ddex/acknowledgement.ts` (local names, so namespace prefixes and extra elements of other writers
// do not matter; every file status counts, not only the first; a DOCTYPE is refused); or, for
// simple channels, a plain <ICPN>.success / <ICPN>.failure file whose text is the reason.
import { acknowledgementOutcome, readAcknowledgement } from '../ddex/acknowledgement';

export interface ParsedAck {
  /** FileOK, ErrorInXml, ResourceCorrupt, FileNotFound, ... or success / failure for a plain file */
  fileStatus: string;
  ok: boolean;
  errorText: string;
  /** the file the answer names, when it names one */
  acknowledgedFile: string | null;
  /**
   * the MessageIds the answer acknowledges ([] when it names none, as plain files and the older
   * shape do): an answer naming a message its batch did not carry is never applied
   */
  acknowledgedMessageIds: string[];
}

export const ACK_OK_STATUS = 'FileOK';

/** The names an answer to `messageFile` (<ICPN>.xml) may have, in the order they are looked for. */
export function ackFileNames(messageFile: string): string[] {
  const base = messageFile.replace(/^.*\//, '').replace(/\.xml$/i, '');
  return [`ACK_${base}.xml`, `${base}.success`, `${base}.failure`];
}

/** Null when the file is no answer this portal understands (it is then left for a person). */
export function parseAck(fileName: string, text: string): ParsedAck | null {
  const plain = /\.(success|failure)$/i.exec(fileName);
  if (plain) {
    const ok = plain[1].toLowerCase() === 'success';
    return {
      fileStatus: ok ? 'success' : 'failure',
      ok,
      errorText: text.trim().slice(0, 2000),
      acknowledgedFile: null,
      acknowledgedMessageIds: [],
    };
  }
  const read = readAcknowledgement(text);
  if (!read.ok) return null;
  const outcome = acknowledgementOutcome(read.ack);
  return {
    fileStatus: outcome.answerCode,
    ok: outcome.ok,
    errorText: outcome.answerText,
    acknowledgedFile: read.ack.files.find((f) => f.fileName !== null)?.fileName ?? null,
    acknowledgedMessageIds: read.ack.acknowledgedMessageIds,
  };
}
