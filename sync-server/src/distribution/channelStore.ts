// Channels (migration 060) as the back office writes them. The secret is sealed with the server's
// signing secret on the way in and opened only by the transport factory: presentChannel has no
// field for it, so no route can answer it by mistake.
import type {
  ChannelEndpoint,
  ChannelFields,
  ChannelSecret,
  ChannelView,
} from '../../../src/domain/distribution/channel';
import type { Queryable } from '../db/db';
import { openJson, sealJson } from '../jobs/sealed';
import { toIsoString } from '../presenters/time';

interface ChannelRow {
  id: string;
  code: string;
  name_zh: string;
  name_en: string;
  dpid: string;
  logo_file_id: string | null;
  capabilities: ChannelFields['capabilities'];
  transport: 'sftp' | 'folder';
  endpoint: ChannelEndpoint;
  sealed_secret: string | null;
  ack_folder: string;
  ack_poll_seconds: number;
  enabled: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `id, code, name_zh, name_en, dpid, logo_file_id, capabilities, transport, endpoint,
  sealed_secret, ack_folder, ack_poll_seconds, enabled, created_at, updated_at`;

function fieldsOf(row: ChannelRow): ChannelFields {
  return {
    code: row.code,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    dpid: row.dpid,
    logoFileId: row.logo_file_id,
    capabilities: row.capabilities,
    endpoint: row.endpoint,
    ackFolder: row.ack_folder,
    ackPollSeconds: row.ack_poll_seconds,
    enabled: row.enabled,
  };
}

function presentRow(row: ChannelRow): ChannelView {
  return {
    id: row.id,
    fields: fieldsOf(row),
    hasSecret: row.sealed_secret !== null,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}

/** Only the parts given are sealed; an empty secret (no key, no password) stores nothing. */
function sealSecret(signingSecret: string, secret: ChannelSecret | undefined): string | null {
  if (!secret || (!secret.privateKey && !secret.password)) return null;
  return sealJson(signingSecret, secret);
}

export async function isChannelCodeTaken(
  q: Queryable,
  code: string,
  exceptId: string | null,
): Promise<boolean> {
  const { rows } = await q.query<{ taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM channels WHERE lower(code) = lower($1)
        AND ($2::uuid IS NULL OR id <> $2::uuid)) AS taken`,
    [code, exceptId],
  );
  return rows[0].taken;
}

export async function insertChannel(
  q: Queryable,
  input: { fields: ChannelFields; secret?: ChannelSecret },
  signingSecret: string,
  now: Date,
): Promise<ChannelView> {
  const f = input.fields;
  const { rows } = await q.query<ChannelRow>(
    `INSERT INTO channels (code, name_zh, name_en, dpid, logo_file_id, capabilities, transport,
        endpoint, sealed_secret, ack_folder, ack_poll_seconds, enabled, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
     RETURNING ${COLUMNS}`,
    [
      f.code,
      f.nameZh,
      f.nameEn,
      f.dpid,
      f.logoFileId,
      JSON.stringify(f.capabilities),
      f.endpoint.kind,
      JSON.stringify(f.endpoint),
      sealSecret(signingSecret, input.secret),
      f.ackFolder,
      f.ackPollSeconds,
      f.enabled,
      now,
    ],
  );
  return presentRow(rows[0]);
}

/** Null when there is no such channel. A save without `secret` keeps the stored one. */
export async function updateChannel(
  q: Queryable,
  id: string,
  input: { fields: ChannelFields; secret?: ChannelSecret },
  signingSecret: string,
  now: Date,
): Promise<ChannelView | null> {
  const f = input.fields;
  const keep = input.secret === undefined;
  const { rows } = await q.query<ChannelRow>(
    `UPDATE channels SET code = $2, name_zh = $3, name_en = $4, dpid = $5, logo_file_id = $6,
        capabilities = $7, transport = $8, endpoint = $9,
        sealed_secret = CASE WHEN $10::boolean THEN sealed_secret ELSE $11 END,
        ack_folder = $12, ack_poll_seconds = $13, enabled = $14, updated_at = $15
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      f.code,
      f.nameZh,
      f.nameEn,
      f.dpid,
      f.logoFileId,
      JSON.stringify(f.capabilities),
      f.endpoint.kind,
      JSON.stringify(f.endpoint),
      keep,
      keep ? null : sealSecret(signingSecret, input.secret),
      f.ackFolder,
      f.ackPollSeconds,
      f.enabled,
      now,
    ],
  );
  return rows[0] ? presentRow(rows[0]) : null;
}

export async function getChannel(q: Queryable, id: string): Promise<ChannelView | null> {
  const { rows } = await q.query<ChannelRow>(`SELECT ${COLUMNS} FROM channels WHERE id = $1`, [id]);
  return rows[0] ? presentRow(rows[0]) : null;
}

export async function listChannels(
  q: Queryable,
  options: { enabledOnly?: boolean } = {},
): Promise<ChannelView[]> {
  const { rows } = await q.query<ChannelRow>(
    `SELECT ${COLUMNS} FROM channels WHERE ($1::boolean IS NOT TRUE OR enabled)
      ORDER BY lower(code)`,
    [options.enabledOnly ?? false],
  );
  return rows.map(presentRow);
}

/** For the transport only: the channel's key or password, opened with the server's secret. */
export async function openChannelSecret(
  q: Queryable,
  id: string,
  signingSecret: string,
): Promise<ChannelSecret | null> {
  const { rows } = await q.query<{ sealed_secret: string | null }>(
    `SELECT sealed_secret FROM channels WHERE id = $1`,
    [id],
  );
  const sealed = rows[0]?.sealed_secret;
  return sealed ? (openJson(signingSecret, sealed) as ChannelSecret) : null;
}
