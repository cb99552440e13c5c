import { useEffect } from 'react';
import { refreshUnreadCount, UNREAD_POLL_MS } from '../../features/notices/unreadCount';

/** Polls sys_msg_num while the layout is shown, skipping hidden tabs. */
export function useUnreadPolling(): void {
  useEffect(() => {
    void refreshUnreadCount();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refreshUnreadCount();
    }, UNREAD_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void refreshUnreadCount();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
