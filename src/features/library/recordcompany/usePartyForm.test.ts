// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getRecord } from '../../../data/catalogueQueries';
import { db } from '../../../data/db';
import { testId } from '../../../domain/catalogue/testing';
import { usePartyForm } from './usePartyForm';
import { usePartyInfoForm } from './usePartyInfoForm';

const partyA = testId(721);
const partyB = testId(722);

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

async function create(
  entity: 'recordCompany' | 'plCline',
  name: string,
  party = partyA,
): Promise<string | null> {
  const { result, unmount } = renderHook(() => usePartyForm(entity, party));
  act(() => result.current.change('name', name));
  let id: string | null = null;
  // the party's names are read live: wait for them before trying
  await waitFor(async () => {
    await act(async () => {
      id = await result.current.create();
    });
    expect(id !== null || result.current.issues.length > 0).toBe(true);
  });
  const issues = result.current.issues.map((i) => i.code);
  unmount();
  return id ?? issues.join(',');
}

describe('usePartyForm', () => {
  it('creates a record company with its party and display language, offline-first', async () => {
    const { result } = renderHook(() => usePartyForm('recordCompany', partyA));
    act(() => {
      result.current.change('name', ' 星河唱片 ');
      result.current.change('displayLanguage', 'zh-Hans');
    });
    let id: string | null = null;
    await waitFor(async () => {
      await act(async () => {
        id = await result.current.create();
      });
      expect(id).not.toBeNull();
    });
    expect(await getRecord(db, 'recordCompany', String(id))).toMatchObject({
      name: '星河唱片',
      authorizationCompanyId: partyA,
      displayLanguage: 'zh-Hans',
    });
  });

  it('refuses a second record company of the same name under the same party, not under another', async () => {
    expect(await create('recordCompany', 'Blue Label')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await create('recordCompany', '  blue   LABEL ')).toBe('name-taken');
    expect(await create('recordCompany', 'Blue Label', partyB)).toMatch(/^[0-9a-f-]{36}$/);
    // P/C lines keep their own names
    expect(await create('plCline', 'Blue Label')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await create('plCline', 'Blue Label')).toBe('name-taken');
  });

  it('asks for a name first', async () => {
    expect(await create('plCline', '')).toBe('required');
  });
});

describe('usePartyInfoForm', () => {
  it('renames a record company unless another of its party has the name', async () => {
    const a = String(await create('recordCompany', 'Alpha'));
    await create('recordCompany', 'Beta');
    const record = (await getRecord(db, 'recordCompany', a)) as Parameters<
      typeof usePartyInfoForm
    >[1];
    const { result } = renderHook(() => usePartyInfoForm('recordCompany', record));
    act(() => result.current.change('name', 'beta'));
    await waitFor(() => expect(result.current.issues.map((i) => i.code)).toEqual(['name-taken']));
    act(() => result.current.change('name', 'Gamma'));
    await waitFor(() => expect(result.current.hasErrors).toBe(false));
    await act(() => result.current.save());
    expect(result.current.notice).toBe('saved');
    expect(await getRecord(db, 'recordCompany', a)).toMatchObject({ name: 'Gamma' });
  });
});
