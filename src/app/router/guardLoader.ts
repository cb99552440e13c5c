// Applies the domain's decideRoute before a route renders (as its loader) and performs the
// effects it asks for: redirect, load user info, silent auto-login followed by a reload.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { decideRoute } from '../../domain/guard';
import type { RouteName } from '../../domain/routes';
import type { UserInfoOutcome } from '../session/authFlow';
import { isNetworkError } from '../api/errors';
import { loginPathFor } from '../api/loginRedirect';

export interface GuardDeps {
  getToken(): string | null;
  getPrivileges(): readonly string[] | undefined;
  hasAutoLoginKey(): boolean;
  loadUserInfo(): Promise<UserInfoOutcome>;
  /** true when a new session was stored; throws NetworkError when the server is out of reach */
  autoLogin(): Promise<boolean>;
  /** after a failed auto-login: forget key, token and user */
  logOut(): Promise<void>;
  reload(): void;
}

/** A promise that never settles: the page is reloading, nothing may render meanwhile. */
const untilReload = () => new Promise<never>(() => undefined);

export function createGuard(deps: GuardDeps) {
  return (routeName: RouteName | undefined) =>
    async ({ request }: LoaderFunctionArgs): Promise<null> => {
      const url = new URL(request.url);
      const fullPath = url.pathname + url.search;
      // Each effect changes the input, so the decision is made again; three rounds cover
      // auto-login and user-info load, more would mean a loop.
      for (let round = 0; round < 3; round++) {
        const decision = decideRoute({
          routeName,
          fullPath,
          hasToken: deps.getToken() !== null,
          hasAutoLoginKey: deps.hasAutoLoginKey(),
          privileges: deps.getPrivileges(),
        });
        switch (decision.kind) {
          case 'allow':
            return null;
          case 'redirect':
            throw redirect(decision.to);
          case 'loadUserInfo':
            await deps.loadUserInfo();
            break;
          case 'autoLogin': {
            let renewed: boolean;
            try {
              renewed = await deps.autoLogin();
            } catch (error) {
              // Out of reach: keep the key for a later try and show the login page meanwhile.
              if (isNetworkError(error)) throw redirect(loginPathFor(fullPath));
              throw error;
            }
            if (renewed) {
              deps.reload();
              return untilReload();
            }
            await deps.logOut();
            break;
          }
        }
      }
      throw redirect(loginPathFor(fullPath));
    };
}
