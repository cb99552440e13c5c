// The unread message count of the top bar: asked of the server, kept in the Dexie cache so the
// badge shows offline too; screens that mark messages read refresh it.
import { fetchUnreadCount } from '../../app/api/endpoints';
import { putCached } from '../../data/cacheRepo';

export const UNREAD_POLL_MS = 60_000;

export async function refreshUnreadCount(): Promise<void> {
  try {
    await putCached('unreadCount', await fetchUnreadCount());
  } catch {
    // offline or refused: the saved count stays; an expired session is handled by the client
  }
}
