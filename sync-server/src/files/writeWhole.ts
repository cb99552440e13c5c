// Writes a new file so that a reader listing the folder never sees it half written: the bytes go
// to a hidden `.part` file beside it, which is renamed into its name once complete (a rename within
// one folder is atomic). Mail and SMS outboxes are read by people and by tests while the server writes.
import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeWholeFile(
  file: string,
  data: Parameters<typeof writeFile>[1],
  mode = 0o600,
): Promise<void> {
  const aside = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.part`,
  );
  try {
    await writeFile(aside, data, { mode, flag: 'wx' });
    await rename(aside, file);
  } catch (error) {
    await rm(aside, { force: true });
    throw error;
  }
}
