// Reads a channel's answer to a delivered message: a DDEX FtpAcknowledgementMessage-style XML
// (ACK_<message>.xml: the acknowledged file, its FileStatus and ErrorText), read by local element
// names so namespace prefixes and extra elements of other writers do not matter; or, for simple
// channels, a plain <ICPN>.success / <ICPN>.failure file whose text is the reason.

export interface ParsedAck {
  /** FileOK, ErrorInXml, ResourceCorrupt, FileNotFound, ... or success / failure for a plain file */
  fileStatus: string;
  ok: boolean;
  errorText: string;
  /** the file the answer names, when it names one */
  acknowledgedFile: string | null;
}

export const ACK_OK_STATUS = 'FileOK';

/** The names an answer to `messageFile` (<ICPN>.xml) may have, in the order they are looked for. */
export function ackFileNames(messageFile: string): string[] {
  const base = messageFile.replace(/^.*\//, '').replace(/\.xml$/i, '');
  return [`ACK_${base}.xml`, `${base}.success`, `${base}.failure`];
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&');
}

/** The text of the first element with this local name (any prefix), or null. */
function firstText(xml: string, localName: string): string | null {
  const match = new RegExp(
    `<(?:[A-Za-z_][\\w.-]*:)?${localName}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[A-Za-z_][\\w.-]*:)?${localName}\\s*>`,
  ).exec(xml);
  if (!match) return null;
  return decodeEntities(match[1].replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')).trim();
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
    };
  }
  const status = firstText(text, 'FileStatus');
  if (status === null || status === '') return null;
  return {
    fileStatus: status,
    ok: status === ACK_OK_STATUS,
    errorText: (firstText(text, 'ErrorText') ?? '').slice(0, 2000),
    acknowledgedFile: firstText(text, 'FileName'),
  };
}
