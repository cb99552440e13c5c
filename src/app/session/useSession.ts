import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeSession, type SessionState } from './sessionStore';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}
