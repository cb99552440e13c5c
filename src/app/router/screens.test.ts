import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../domain/routes';
import { ChunkErrorDialog } from './ChunkErrorDialog';
import { hasOwnScreen, screenFor, withChunkFallback } from './screens';

describe('screens', () => {
  it('turns a chunk that cannot load into the refresh prompt', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(await withChunkFallback(failing)()).toEqual({ Component: ChunkErrorDialog });
  });

  it('lets other failures reach the error boundary', async () => {
    const failing = () => Promise.reject(new Error('boom'));
    await expect(withChunkFallback(failing)()).rejects.toThrow('boom');
  });

  it('gives every route of the table a screen, building the ones the API exists for', () => {
    for (const route of ROUTES) expect(typeof screenFor(route.name)).toBe('function');
    for (const name of ['login', 'home', 'dashboard-index', 'account-sysNotification', 'account-sysNotice', '404'])
      expect(hasOwnScreen(name), name).toBe(true);
    expect(hasOwnScreen('finance-list')).toBe(false);
  });
});
