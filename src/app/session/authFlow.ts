// Session effects shared by the guard, the login screen and the layout: loading user info once
// per page load (offline falls back to the cached copy), logging in, logging out.
import type { LoginRequest } from '../../domain/api';
import { isApiError, isNetworkError } from '../api/errors';
import { fetchLoginUserInfo, postLogin, postLogout } from '../api/endpoints';
import { clearAutoLoginKey, getAutoLoginKey, storeAutoLoginKey } from './autoLoginKey';
import { adoptCachedUserInfo, endSession, storeToken, storeUserInfo } from './sessionStore';

export type UserInfoOutcome = 'loaded' | 'cached' | 'expired';

/**
 * Spec section 2: if loading user info fails the token is removed. Only a refused session counts
 * as such a failure; with the server out of reach or failing, the last known user info is used
 * so the shell keeps working (offline-first).
 */
export async function loadUserInfo(): Promise<UserInfoOutcome> {
  try {
    await storeUserInfo(await fetchLoginUserInfo({ redirectOnExpiry: false }));
    return 'loaded';
  } catch (error) {
    if (isApiError(error) && (error.code === 'notlogin' || error.status === 401)) {
      await endSession();
      return 'expired';
    }
    if (isNetworkError(error) || isApiError(error)) {
      await adoptCachedUserInfo();
      return 'cached';
    }
    throw error;
  }
}

export async function logIn(request: Omit<LoginRequest, 'autoToken'>): Promise<void> {
  // the key still held, if any, is handed back so the server retires it when issuing a new one
  const result = await postLogin({ ...request, autoToken: getAutoLoginKey() ?? undefined });
  if (result.autoToken) storeAutoLoginKey(result.autoToken);
  else clearAutoLoginKey();
  await storeToken(result.sign);
}

/** Logging out always succeeds locally, even when the server cannot be told. */
export async function logOut(): Promise<void> {
  try {
    await postLogout(getAutoLoginKey());
  } catch {
    // offline or already expired: the local session is what matters
  }
  clearAutoLoginKey();
  await endSession();
}
