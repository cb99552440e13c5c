import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LookupItem } from '../../domain/api';
import { db } from '../../data/db';
import { getLookup } from '../../data/lookupRepo';
import type { ApiClient } from './client';
import { NetworkError } from './errors';
import { createLookupLoader } from './lookups';

const countries: LookupItem[] = [{ code: 'CN', nameZh: '中国', nameEn: 'China', continent: 'AS' }];

afterEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

function fakeClient(...answers: Array<unknown | Error>) {
  const request = vi.fn(async () => {
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return {
    request: request as unknown as ApiClient['request'],
    calls: request.mock.calls as unknown[][],
  };
}

describe('lookup loader', () => {
  it('fetches with the spec method, stores, and serves later asks from IndexedDB', async () => {
    const client = fakeClient(countries);
    const load = createLookupLoader(client);
    expect(await load('country')).toEqual(countries);
    expect(await load('country')).toEqual(countries);
    expect(client.calls).toEqual([['/country/view/country', { method: 'GET' }]]);
    expect((await getLookup('country'))?.items).toEqual(countries);
  });

  it('serves a lookup stored by an earlier page load without a request', async () => {
    await createLookupLoader(fakeClient(countries))('country');
    const later = fakeClient();
    expect(await createLookupLoader(later)('country')).toEqual(countries);
    expect(later.calls).toHaveLength(0);
  });

  it('asks once for parallel callers', async () => {
    const client = fakeClient([]);
    const load = createLookupLoader(client);
    await Promise.all([load('performLang'), load('performLang')]);
    expect(client.calls).toEqual([['/lang/view/performLang', { method: 'GET' }]]);
  });

  it('does not cache a failure', async () => {
    const client = fakeClient(new NetworkError('offline'), []);
    const load = createLookupLoader(client);
    await expect(load('artistTypes')).rejects.toBeInstanceOf(NetworkError);
    expect(await load('artistTypes')).toEqual([]);
    expect(client.calls).toEqual([
      ['/artist/view/artist_type_list', { method: 'POST' }],
      ['/artist/view/artist_type_list', { method: 'POST' }],
    ]);
  });
});
