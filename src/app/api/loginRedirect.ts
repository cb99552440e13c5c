// The router registers how to reach the login page, so the API client can send an expired
// session there without importing the router (which imports the screens, which use the client).
import { routePath } from '../../domain/routes';

let navigateToLogin: (target: string) => void = (target) => window.location.assign(target);

export function setLoginNavigator(navigate: (target: string) => void): void {
  navigateToLogin = navigate;
}

export function loginPathFor(fullPath: string): string {
  return `${routePath('login')}?redirect=${encodeURIComponent(fullPath)}`;
}

export function redirectToLogin(): void {
  const here = window.location.pathname + window.location.search;
  if (window.location.pathname === routePath('login')) return;
  navigateToLogin(loginPathFor(here));
}
