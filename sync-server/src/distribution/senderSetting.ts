// The install's DDEX sender (migration 087, key 'ddexSender'): who every message to a channel and
// every offline package says it comes from. Written through the domain's schema only
// (src/domain/distribution/senderParty.ts: the DPID's shape and MOD 37,36 check character, the
// name), and read back through it: a row that no longer passes reads as "not configured", never as
// a sender. The staff screen (next) calls writeSenderParty; the delivery job and the package read
// readSenderParty and refuse to build a message while it is null.
import {
  SENDER_PARTY_CODES,
  senderPartySchema,
  type SenderParty,
  type SenderPartyCode,
} from '../../../src/domain/distribution/senderParty';
import type { Queryable } from '../db/db';

const KEY = 'ddexSender';

const isSenderCode = (text: string): text is SenderPartyCode =>
  (SENDER_PARTY_CODES as readonly string[]).includes(text);

/** The configured sender; null while none is set (or the stored one no longer passes the rule). */
export async function readSenderParty(q: Queryable): Promise<SenderParty | null> {
  const { rows } = await q.query<{ value: unknown }>(
    'SELECT value FROM install_settings WHERE key = $1',
    [KEY],
  );
  if (rows.length === 0) return null;
  const parsed = senderPartySchema.safeParse(rows[0].value);
  return parsed.success ? parsed.data : null;
}

export type SenderWrite =
  /** written: false when `onlyIfUnset` found a sender already there */
  | { ok: true; sender: SenderParty; written: boolean }
  | { ok: false; issues: Array<{ path: 'dpid' | 'name'; code: SenderPartyCode }> };

/**
 * Validates and stores the sender (message form); writes nothing when the input is refused, nor,
 * with `onlyIfUnset`, when a sender row exists (the demo seed never replaces staff's).
 */
export async function writeSenderParty(
  q: Queryable,
  input: unknown,
  at: Date,
  by: string | null,
  options: { onlyIfUnset?: boolean } = {},
): Promise<SenderWrite> {
  const parsed = senderPartySchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => {
        const path = i.path[0] === 'name' ? 'name' : 'dpid';
        const fallback = path === 'name' ? 'sender-name-required' : 'dpid-format';
        return { path, code: isSenderCode(i.message) ? i.message : fallback };
      }),
    };
  }
  const { rows } = await q.query(
    `INSERT INTO install_settings (key, value, updated_at, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO ${
       options.onlyIfUnset === true
         ? 'NOTHING'
         : `UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at,
       updated_by = EXCLUDED.updated_by`
     }
     RETURNING key`,
    [KEY, JSON.stringify(parsed.data), at, by],
  );
  return { ok: true, sender: parsed.data, written: rows.length === 1 };
}
