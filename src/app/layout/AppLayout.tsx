import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../components/Footer';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { useLayoutStyles } from './AppLayout.styles';
import { layoutMessages } from './messages';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { UploadTaskListSlot } from './UploadTaskListSlot';
import { useSidebar } from './useSidebar';
import { useUserInfoRefresh } from './useUserInfoRefresh';

/** Layout of every logged-in route: top bar, sidebar, breadcrumbs, screen, footer. */
export function AppLayout() {
  const styles = useLayoutStyles();
  const intl = useIntl();
  const sidebar = useSidebar();
  useUserInfoRefresh();
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
            <AppBreadcrumbs />
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      <UploadTaskListSlot />
    </div>
  );
}
