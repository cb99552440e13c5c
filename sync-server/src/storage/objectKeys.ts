// Object keys are made by the server, never taken from a client: `<orgId>/<yyyy>/<uuid>/<name>`.
// The client's file name survives only as a sanitized last segment, for people reading the store.
import { randomUUID } from 'node:crypto';

const MAX_NAME_LENGTH = 120;

/** A file name safe as one key segment: no separators, controls or leading dots; never empty. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // controls, separators and characters that shells or S3 treat specially
    .replace(/[\p{Cc}\p{Cf}<>:"|?*#%{}^~`[\]]/gu, '')
    .replace(/\s+/g, '_')
    .replace(/^[.\s_-]+/, '');
  const chars = [...cleaned];
  if (chars.length === 0) return 'file';
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  // keep the extension when shortening
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return (
    [...cleaned.slice(0, cleaned.length - ext.length)]
      .slice(0, MAX_NAME_LENGTH - ext.length)
      .join('') + ext
  );
}

export function buildObjectKey(
  orgId: string,
  fileName: string,
  now: Date = new Date(),
  id: string = randomUUID(),
): string {
  return `${orgId}/${now.getUTCFullYear()}/${id}/${sanitizeFileName(fileName)}`;
}
