// False while a prerendered page is being hydrated (and on the server), true from the commit after
// it, and true at once in a page rendered in the browser: React takes the server snapshot only
// while hydrating. For controls that must not act before their handlers exist.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
