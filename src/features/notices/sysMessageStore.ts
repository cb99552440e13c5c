// The notification screens' data: each kind's list is fetched into the Dexie cache (read offline
// from there), and marking a message read updates every cached copy and the unread count.
import { fetchSysMessages, postMessageRead } from '../../app/api/endpoints';
import { putCached, updateCached } from '../../data/cacheRepo';
import type { SysMessage, SysMessagePage } from '../../domain/api';
import { PageLimits } from '../../domain/schemas/limits';
import { refreshUnreadCount } from './unreadCount';

export type MessageKind = SysMessage['kind'];

export const PAGE_KEYS: Readonly<Record<MessageKind, 'announcementPage' | 'notificationPage'>> = {
  announcement: 'announcementPage',
  notification: 'notificationPage',
};

export async function refreshMessages(kind: MessageKind, signal: AbortSignal): Promise<void> {
  // one page at the server's largest size: a partner's notices stay far below it
  const page = await fetchSysMessages({ kind, page: 1, size: PageLimits.maxSize }, { signal });
  await putCached(PAGE_KEYS[kind], page);
}

export async function refreshAllMessages(signal: AbortSignal): Promise<void> {
  await Promise.all([
    refreshMessages('announcement', signal),
    refreshMessages('notification', signal),
  ]);
}

const markInList = (list: SysMessage[], id: string) =>
  list.map((m) => (m.id === id ? { ...m, read: true } : m));
const markInPage = (id: string) => (page: SysMessagePage) => ({
  ...page,
  list: markInList(page.list, id),
});

export async function markMessageRead(id: string): Promise<void> {
  await postMessageRead(id);
  await Promise.all([
    updateCached('announcementPage', markInPage(id)),
    updateCached('notificationPage', markInPage(id)),
    updateCached('announcements', (list) => markInList(list, id)),
  ]);
  await refreshUnreadCount();
}
