// The session in memory, mirrored to Dexie. Memory answers the guard synchronously; Dexie lets a
// reload (or an offline start) find the token and the last known user again. Dexie is imported
// on first write, so a logged-out visit (the login page) never downloads it.
import type { LoginUserInfo, UserInfo } from '../../domain/api';
import { peekStoredToken } from '../../data/peekSession';
import { getLanguage } from '../../i18n/languageStore';

const repo = () => import('../../data/sessionRepo');

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /** privilege links; undefined until loginUserInfo answered (or the cached copy was taken) */
  privileges: readonly string[] | undefined;
  /** true when user and privileges come from the cache because the network was unreachable */
  isOffline: boolean;
  /** when `user` was last confirmed by the server (stored on this device); undefined: never */
  userSavedAt?: number;
}

const EMPTY: SessionState = { token: null, user: null, privileges: undefined, isOffline: false };

let state: SessionState = EMPTY;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Boot: only the token is taken; user info is asked again of the server once per page load. */
export async function restoreSession(): Promise<void> {
  setState({ ...EMPTY, token: await peekStoredToken() });
}

// The UI's language goes with the token and each user info: a language taken from the cookie alone
// (chosen on the login page, or before this database existed) reaches the sync worker's
// `language` header too, which reads it from the session, not from the cookie.
export async function storeToken(token: string): Promise<void> {
  await (await repo()).saveSession({ token, language: getLanguage() });
  setState({ ...EMPTY, token });
}

export async function storeUserInfo(info: LoginUserInfo): Promise<void> {
  const privileges = info.privileges.map((p) => p.link);
  const sessions = await repo();
  // before any screen of this user renders: the previous user's catalogue is not theirs to see
  await sessions.claimDeviceFor(info.userInfo.id);
  await sessions.saveSession({
    userInfo: info.userInfo,
    privileges,
    language: getLanguage(),
  });
  setState({
    ...state,
    user: info.userInfo,
    privileges,
    isOffline: false,
    userSavedAt: Date.now(),
  });
}

/**
 * The network is unreachable: fall back to the user and privileges of the last successful load.
 * Without a saved copy the user still gets the shell with the dashboard only.
 */
export async function adoptCachedUserInfo(): Promise<void> {
  const sessions = await repo();
  const stored = await sessions.getSession();
  setState({
    ...state,
    user: stored.userInfo ?? null,
    privileges: stored.privileges ?? [],
    isOffline: true,
    userSavedAt: await sessions.getUserInfoSavedAt(),
  });
}

export async function endSession(): Promise<void> {
  setState(EMPTY);
  await (await repo()).clearSession();
}
