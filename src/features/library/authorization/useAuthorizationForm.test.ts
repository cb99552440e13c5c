// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getRecord } from '../../../data/catalogueQueries';
import { db } from '../../../data/db';
import type { Authorization } from '../../../domain/catalogue';
import { testId } from '../../../domain/catalogue/testing';
import { trackSearchQueries } from './TrackBindPicker';
import { useAuthorizationForm } from './useAuthorizationForm';

const party = testId(931);
const pdf = { path: testId(932), name: 'letter.pdf', sizeBytes: 1200 };

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('useAuthorizationForm', () => {
  it('refuses a file without attachment, then creates it and edits only what changed', async () => {
    const add = renderHook(() => useAuthorizationForm(null, party));
    expect(add.result.current.issues).toEqual([]);
    act(() => add.result.current.change('title', '2026 授权书'));
    let id: string | null = null;
    await act(async () => {
      id = await add.result.current.submit();
    });
    expect(id).toBeNull();
    expect(add.result.current.issues.map((i) => `${i.field}:${i.code}`)).toEqual([
      'attachment:required',
    ]);

    act(() => add.result.current.change('attachment', pdf));
    await act(async () => {
      id = await add.result.current.submit();
    });
    const stored = (await getRecord(db, 'authorization', String(id))) as Authorization;
    expect(stored).toMatchObject({
      title: '2026 授权书',
      number: null,
      attachment: pdf,
      authorizationCompanyId: party,
    });

    const edit = renderHook(() => useAuthorizationForm(stored, party));
    expect(edit.result.current.isDirty).toBe(false);
    act(() => edit.result.current.change('number', 'AUTH-7'));
    await act(async () => {
      await edit.result.current.submit();
    });
    expect((await db.outbox.toArray()).map((op) => [op.kind, op.payload])).toEqual([
      ['create', expect.objectContaining({ title: '2026 授权书' })],
      ['update', { number: 'AUTH-7' }],
    ]);
  });
});

describe('trackSearchQueries', () => {
  it('shows recent tracks for an empty search, a name prefix otherwise, and an ISRC prefix when the text can start one', () => {
    expect(trackSearchQueries('  ')).toEqual({
      byName: { orderBy: 'updatedAt', reverse: true, limit: 50 },
      byIsrc: null,
    });
    expect(trackSearchQueries('cn-a12')).toEqual({
      byName: { prefix: { field: 'name', value: 'cn-a12' }, limit: 50 },
      byIsrc: { prefix: { field: 'isrc', value: 'CNA12' }, limit: 50 },
    });
    expect(trackSearchQueries('霓虹').byIsrc).toBeNull();
    expect(trackSearchQueries('12ab').byIsrc).toBeNull();
  });
});
