// A client id is one device's sync identity: the first push or pull registers it for the caller,
// and from then on only that user of that organisation may use it. Another caller gets 403: its
// ops and its lastSeq are nobody else's business.
import type { AuthContext } from '../auth/context';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { toNumber } from './records';

/** Registers the client on first use, checks it is the caller's, and returns its last seq. */
export async function claimClient(db: Db, auth: AuthContext, clientId: string): Promise<number> {
  await db.query(
    `INSERT INTO sync_clients (client_id, org_id, user_id) VALUES ($1, $2, $3) ON CONFLICT (client_id) DO NOTHING`,
    [clientId, auth.orgId, auth.userId],
  );
  const { rows } = await db.query<{ org_id: string; user_id: string; last_seq: string | number }>(
    'SELECT org_id, user_id, last_seq FROM sync_clients WHERE client_id = $1',
    [clientId],
  );
  const row = rows[0];
  if (!row || row.org_id !== auth.orgId || row.user_id !== auth.userId)
    throw new ApiError('forbidden');
  return toNumber(row.last_seq);
}

/** The client's last consumed seq, read under the organisation lock (ops of a client are serialized by it). */
export async function lastSeqOf(tx: Queryable, clientId: string): Promise<number> {
  const { rows } = await tx.query<{ last_seq: string | number }>(
    'SELECT last_seq FROM sync_clients WHERE client_id = $1',
    [clientId],
  );
  return rows[0] ? toNumber(rows[0].last_seq) : 0;
}

export async function displayNameOf(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.name ? rows[0].name : null;
}
