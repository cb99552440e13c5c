import { useCallback, useState } from 'react';
import { PREFERENCE_MAX_AGE, readCookie, writeCookie } from '../browser/cookies';
import { useMediaQuery } from '../browser/useMediaQuery';
import { SIDEBAR_COOKIE } from '../../domain/locale';

/** Below this width the sidebar floats over the screen instead of standing beside it. */
export const NARROW_QUERY = '(max-width: 767px)';

export interface Sidebar {
  open: boolean;
  /** narrow screens: an overlay, closed by default and after each navigation */
  isOverlay: boolean;
  toggle(): void;
  setOpen(open: boolean): void;
}

/**
 * Sidebar state. On wide screens it is a preference kept in the `sidebarStatus` cookie (spec
 * section 3: "1" open, "0" closed); on narrow screens it is a transient overlay, never saved.
 */
export function useSidebar(): Sidebar {
  const isOverlay = useMediaQuery(NARROW_QUERY);
  const [pinned, setPinned] = useState(() => readCookie(SIDEBAR_COOKIE) !== '0');
  const [floating, setFloating] = useState(false);

  const setOpen = useCallback(
    (open: boolean) => {
      if (isOverlay) {
        setFloating(open);
        return;
      }
      writeCookie(SIDEBAR_COOKIE, open ? '1' : '0', { maxAgeSeconds: PREFERENCE_MAX_AGE });
      setPinned(open);
    },
    [isOverlay],
  );
  const open = isOverlay ? floating : pinned;
  return { open, isOverlay, setOpen, toggle: () => setOpen(!open) };
}
