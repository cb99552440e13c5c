// The app's one API client, wired to the session store, the language and the auto-login cookie.
import { getLanguage } from '../../i18n/languageStore';
import { clearAutoLoginKey, getAutoLoginKey, storeAutoLoginKey } from '../session/autoLoginKey';
import { endSession, getSessionState, storeToken } from '../session/sessionStore';
import { rolesFingerprint } from '../../domain/api';
import { createApiClient } from './client';
import { redirectToLogin } from './loginRedirect';

export const api = createApiClient({
  fetchFn: (input, init) => fetch(input, init),
  session: {
    getToken: () => getSessionState().token,
    getLanguage,
    getAutoLoginKey,
    renew: async ({ sign, autoToken }) => {
      if (autoToken) storeAutoLoginKey(autoToken);
      await storeToken(sign);
    },
    forgetAutoLoginKey: clearAutoLoginKey,
    expire: endSession,
    redirectToLogin,
    noteRoles: (fingerprint) => {
      const user = getSessionState().user;
      if (user && rolesFingerprint(user.roles) !== fingerprint) refreshUserInfo();
    },
  },
});

/** An administrator changed this member's roles: load the privileges again (rolesRefresh.ts). */
function refreshUserInfo(): void {
  void import('../session/rolesRefresh').then(({ refreshAfterRoleChange }) =>
    refreshAfterRoleChange(),
  );
}
