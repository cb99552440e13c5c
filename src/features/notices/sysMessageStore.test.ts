import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCached, putCached } from '../../data/cacheRepo';
import { db } from '../../data/db';
import type { SysMessage } from '../../domain/api';
import { markMessageRead, refreshMessages } from './sysMessageStore';

const message = (id: string, kind: SysMessage['kind'], read = false): SysMessage => ({
  id,
  title: `t${id}`,
  content: 'c',
  kind,
  createdAt: '2026-11-20T00:00:00.000Z',
  read,
});

const calls: Array<{ url: string; body: unknown }> = [];
function stubServer(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const path = Object.keys(answers).find((p) => url.startsWith(p));
      return new Response(
        JSON.stringify({ state: true, msg: '', result: path ? answers[path] : null }),
      );
    }),
  );
}

beforeEach(async () => {
  calls.length = 0;
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => vi.unstubAllGlobals());

describe('system message store', () => {
  it('fetches one kind at the largest page size and caches it', async () => {
    const page = { list: [message('1', 'notification')], total: 1 };
    stubServer({ '/api/msg/sys_msg/view/sys_msg_list.json': page });
    await refreshMessages('notification', new AbortController().signal);
    expect(calls[0].url).toBe(
      '/api/msg/sys_msg/view/sys_msg_list.json?kind=notification&page=1&size=100',
    );
    expect((await getCached('notificationPage'))?.value).toEqual(page);
  });

  it('marks a message read on the server, in every cached copy, and refreshes the count', async () => {
    await putCached('announcementPage', {
      list: [message('a', 'announcement'), message('b', 'announcement')],
      total: 2,
    });
    await putCached('announcements', [message('a', 'announcement')]);
    await putCached('unreadCount', 2);
    stubServer({ '/api/msg/sys_msg/view/sys_msg_num.json': 1 });
    await markMessageRead('a');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/msg/sys_msg/up/read.json',
      '/api/msg/sys_msg/view/sys_msg_num.json',
    ]);
    expect(calls[0].body).toEqual({ id: 'a' });
    expect((await getCached('announcementPage'))?.value.list.map((m) => m.read)).toEqual([
      true,
      false,
    ]);
    expect((await getCached('announcements'))?.value[0].read).toBe(true);
    expect((await getCached('unreadCount'))?.value).toBe(1);
  });
});
