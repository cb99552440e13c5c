// A logged-in answer said the caller's roles differ from the ones this device holds (an
// administrator changed them): user info and privileges are loaded again, one load at a time.
// Kept out of the API client's module so the login page does not carry it.
import { reportError } from '../../data/errorLog';
import { loadUserInfo } from './authFlow';

let running: Promise<void> | null = null;

export function refreshAfterRoleChange(): Promise<void> {
  running ??= loadUserInfo()
    .then(() => undefined)
    .catch((error: unknown) => reportError('session.rolesRefresh', error))
    .finally(() => {
      running = null;
    });
  return running;
}
