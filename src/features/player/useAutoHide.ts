// The spec's "audio player bar auto-hide 4 s" (section 9): while playing, the bar fades after 4 s
// without pointer or keyboard activity in the page, and comes back on the next move, key or focus.
import { useCallback, useEffect, useRef, useState } from 'react';

export const PLAYER_AUTO_HIDE_MS = 4000;

const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function useAutoHide(
  isActive: boolean,
  delayMs = PLAYER_AUTO_HIDE_MS,
): { isVisible: boolean; showNow: () => void } {
  const [isVisible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const showNow = useCallback(() => {
    setVisible(true);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = isActive ? setTimeout(() => setVisible(false), delayMs) : null;
  }, [isActive, delayMs]);

  useEffect(() => {
    showNow();
    if (!isActive) return undefined;
    const onActivity = () => showNow();
    for (const type of ACTIVITY_EVENTS)
      document.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY_EVENTS)
        document.removeEventListener(type, onActivity, { capture: true });
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [isActive, showNow]);

  return { isVisible, showNow };
}
