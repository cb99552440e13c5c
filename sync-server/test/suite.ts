// One fresh database and app per describe block (per suite), closed afterwards.
import { afterAll, beforeAll } from 'vitest';
import type { TestBackend } from './backends';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp';

export function useApp(backend: TestBackend, options: TestAppOptions = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(await backend.freshDb(), options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('the suite app is not ready');
    return current;
  };
}
