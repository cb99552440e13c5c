// The message last built for an album and a recipient (migration 080): kept when a package is
// built, read back for the diff against the message that would be built now.
import type { Queryable } from '../db/db';
import { toIsoString } from '../presenters/time';

export interface BuiltMessage {
  albumId: string;
  orgId: string;
  recipientDpid: string;
  messageId: string;
  albumVersion: number;
  sha256: string;
  xml: string;
  builtAt: Date;
}

export interface StoredMessage {
  messageId: string;
  albumVersion: number;
  sha256: string;
  xml: string;
  builtAt: string;
}

export async function keepBuiltMessage(q: Queryable, message: BuiltMessage): Promise<void> {
  await q.query(
    `INSERT INTO ddex_messages
       (album_id, org_id, recipient_dpid, message_id, album_version, sha256, xml, built_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (org_id, album_id, recipient_dpid) DO UPDATE SET
       message_id = EXCLUDED.message_id, album_version = EXCLUDED.album_version,
       sha256 = EXCLUDED.sha256, xml = EXCLUDED.xml, built_at = EXCLUDED.built_at`,
    [
      message.albumId,
      message.orgId,
      message.recipientDpid,
      message.messageId,
      message.albumVersion,
      message.sha256,
      message.xml,
      message.builtAt,
    ],
  );
}

/** The organisation's last built message of the album for the recipient, or null. */
export async function lastBuiltMessage(
  q: Queryable,
  orgId: string,
  albumId: string,
  recipientDpid: string,
): Promise<StoredMessage | null> {
  const { rows } = await q.query<{
    message_id: string;
    album_version: string | number;
    sha256: string;
    xml: string;
    built_at: Date | string;
  }>(
    `SELECT message_id, album_version, sha256, xml, built_at FROM ddex_messages
      WHERE org_id = $1 AND album_id = $2 AND recipient_dpid = $3`,
    [orgId, albumId, recipientDpid],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    messageId: row.message_id,
    albumVersion: Number(row.album_version),
    sha256: row.sha256,
    xml: row.xml,
    builtAt: toIsoString(row.built_at),
  };
}
