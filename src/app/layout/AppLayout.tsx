import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../components/Footer';
import { SyncNotices } from '../../features/sync/status/SyncNotices';
import { UploadNotifications } from '../../features/upload/UploadNotifications';
import { startSync } from '../sync/startSync';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { useAppStaticStyles } from './AppLayout.static';
import { useLayoutStyles } from './AppLayout.styles';
import { layoutMessages } from './messages';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { UploadTaskListSlot } from './UploadTaskListSlot';
import { useSidebar } from './useSidebar';
import { useUserInfoRefresh } from './useUserInfoRefresh';

/** Layout of every logged-in route: top bar, sidebar, sync notices, breadcrumbs, screen, footer. */
export function AppLayout() {
  useAppStaticStyles();
  const styles = useLayoutStyles();
  const intl = useIntl();
  const sidebar = useSidebar();
  useUserInfoRefresh();
  // every logged-in tab competes for the sync lock; the winner syncs, the others follow
  useEffect(() => startSync(), []);
  return (
    <div className={styles.root}>
      <a href="#main" className={styles.skip}>
        {intl.formatMessage(layoutMessages.skipToContent)}
      </a>
      <TopBar sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} />
      <div className={styles.body}>
        <SideNav sidebar={sidebar} className={styles.nav} />
        <div className={styles.column}>
          <main id="main" tabIndex={-1} className={styles.main}>
            <SyncNotices />
            <AppBreadcrumbs />
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      <UploadTaskListSlot />
      <UploadNotifications />
    </div>
  );
}
