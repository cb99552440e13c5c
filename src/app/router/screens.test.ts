import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../domain/routes';
import { ChunkErrorDialog } from './ChunkErrorDialog';
import { hasOwnScreen } from './privateScreens';
import { PLACEHOLDER_ROUTES, screenFor, withChunkFallback } from './screens';

describe('screens', () => {
  it('turns a chunk that cannot load into the refresh prompt', async () => {
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(await withChunkFallback(failing)()).toEqual({ Component: ChunkErrorDialog });
  });

  it('lets other failures reach the error boundary', async () => {
    const failing = () => Promise.reject(new Error('boom'));
    await expect(withChunkFallback(failing)()).rejects.toThrow('boom');
  });

  it('gives every route of the table a screen, building the ones the API exists for', () => {
    for (const route of ROUTES) expect(typeof screenFor(route.name)).toBe('function');
    for (const name of [
      'login',
      'home',
      'dashboard-index',
      'account-sysNotification',
      'account-sysNotice',
      '404',
    ] as const)
      expect(hasOwnScreen(name), name).toBe(true);
  });

  it('has each route either built or listed as still to build, never both', () => {
    const placeholders = new Set(PLACEHOLDER_ROUTES);
    expect(placeholders.size).toBe(PLACEHOLDER_ROUTES.length);
    const built = ROUTES.filter((r) => hasOwnScreen(r.name)).map((r) => r.name);
    const unbuilt = ROUTES.filter((r) => !hasOwnScreen(r.name)).map((r) => r.name);
    expect(
      built.filter((name) => placeholders.has(name)),
      'built, yet listed as a placeholder',
    ).toEqual([]);
    expect(
      unbuilt.filter((name) => !placeholders.has(name)),
      'neither built nor listed as a placeholder',
    ).toEqual([]);
  });
});
