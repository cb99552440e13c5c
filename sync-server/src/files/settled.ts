// After the server's own check of a file: the catalogue records that point at it get its facts.
import type { Db } from '../db/db';
import { linkSettledFile } from '../sync/fileRefs';

export async function afterFileSettled(db: Db, file: { id: string }): Promise<void> {
  await linkSettledFile(db, file.id);
}
