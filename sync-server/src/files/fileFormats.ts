// The one Content-Type each verified format is served with (never the client's declared type);
// what the format is was read from the content (src/domain/media/inspectFile.ts).
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
