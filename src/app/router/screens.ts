// Which screen each route shows. Every screen is its own lazy chunk, so the login page loads
// little; routes without a screen of their own yet share the honest empty state.
import { getLanguage } from '../../i18n/languageStore';
import { ensureFullMessages } from '../../i18n/loadMessages';
import type { ComponentType } from 'react';
import { isChunkLoadError } from './chunkError';
import { ChunkErrorDialog } from './ChunkErrorDialog';

export type Screen = () => Promise<{ Component: ComponentType }>;

/**
 * A chunk that fails to load becomes a screen showing the refresh prompt. Letting `lazy` reject
 * instead leaves react-router 7 with a route it still thinks is loading, and it renders nothing.
 */
export function withChunkFallback(load: Screen): Screen {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error)) return { Component: ChunkErrorDialog };
      throw error;
    });
}

const emptyState: Screen = () =>
  import('../../features/placeholder/EmptyStatePage').then((m) => ({ Component: m.EmptyStatePage }));

const SCREENS: Readonly<Record<string, Screen>> = {
  login: () => import('../../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  // the landing page's long texts are not in the login page's part of the catalogue
  home: () =>
    Promise.all([import('../../features/home/HomePage'), ensureFullMessages(getLanguage())]).then(([m]) => ({
      Component: m.HomePage,
    })),
  '404': () => import('../../features/errors/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  'error-401': () => import('../../features/errors/Error401Page').then((m) => ({ Component: m.Error401Page })),
  'error-403': () => import('../../features/errors/Error403Page').then((m) => ({ Component: m.Error403Page })),
  'dashboard-index': () =>
    import('../../features/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  'account-sysNotification': () =>
    import('../../features/messages/SysNotificationPage').then((m) => ({ Component: m.SysNotificationPage })),
  'account-sysNotice': () =>
    import('../../features/messages/SysNoticePage').then((m) => ({ Component: m.SysNoticePage })),
  'library-album-list': () =>
    import('../../features/library/album/AlbumListPage').then((m) => ({ Component: m.AlbumListPage })),
  'library-album-info': () =>
    import('../../features/library/album/AlbumInfoPage').then((m) => ({ Component: m.AlbumInfoPage })),
  'library-album-track': () =>
    import('../../features/library/album/AlbumTrackPage').then((m) => ({ Component: m.AlbumTrackPage })),
  'sync-conflicts': () =>
    import('../../features/sync/conflicts/ConflictsPage').then((m) => ({ Component: m.ConflictsPage })),
};

export function screenFor(routeName: string): Screen {
  return withChunkFallback(SCREENS[routeName] ?? emptyState);
}

export function hasOwnScreen(routeName: string): boolean {
  return routeName in SCREENS;
}
