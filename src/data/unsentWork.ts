// What logging out would leave unsent on this device, read once when the user asks to log out.
import { countUnsentWork, type UnsentWork } from '../domain/sync/unsentWork';
import { db } from './db';
import { createDexieRequestQueue } from './local/requestQueue';

export function readUnsentWork(): Promise<UnsentWork> {
  return db.transaction('r', db.outbox, db.cache, async () =>
    countUnsentWork(await db.outbox.count(), await createDexieRequestQueue(db).list()),
  );
}
