// The server's own look at a stored file: the client's declarations are never trusted. This is the
// one place where reading the stored bytes (headers of audio and images) belongs.
import type { ObjectStore } from '../storage/objectStore';
import type { FileRow } from './fileRecords';

export type FileRejectCode = 'object-missing' | 'size-mismatch';

export type FileVerdict =
  | { status: 'verified'; facts: Record<string, unknown> | null }
  | { status: 'rejected'; rejectCode: FileRejectCode; facts: Record<string, unknown> | null };

/**
 * Verifies a file whose parts have just been joined (status 'verifying'). It checks today that the
 * object exists under the row's key and that its size on the store equals the size recorded at
 * completion; it reads no content yet, so `facts` is null. Checks of the content (audio container,
 * sample rate, bit depth, channels, duration; image format and pixel size) go here, reading the
 * object through `store.openRead` and returning what they found as `facts` or a reject code.
 */
export async function verifyStoredFile(store: ObjectStore, file: FileRow): Promise<FileVerdict> {
  const stat = await store.stat(file.object_key);
  if (!stat) return { status: 'rejected', rejectCode: 'object-missing', facts: null };
  if (file.size === null || stat.size !== Number(file.size)) return { status: 'rejected', rejectCode: 'size-mismatch', facts: null };
  return { status: 'verified', facts: null };
}
