// The sync endpoints (DESIGN.md section 5), shared by the sync worker and the sync-server.
export const SYNC_PATHS = {
  push: '/api/sync/push.json',
  pull: '/api/sync/pull.json',
  /** Server-Sent Events: `poke` with `{ serverSeq }`, read with fetch streaming (uvsign header) */
  events: '/api/sync/events',
} as const;

/** The SSE event that tells a client to pull. */
export const SYNC_POKE_EVENT = 'poke';
export interface SyncPoke {
  /** the organisation's latest server_seq: pull when it is above the local cursor */
  serverSeq: number;
}
