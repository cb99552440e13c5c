// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import type { Op } from '../../../domain/sync/protocol';
import type { ConflictRow } from '../../../domain/sync/records';
import { ConflictCard } from './ConflictCard';

const ALBUM = '0190a000-0000-7000-8000-000000000001';

function conflict(patch: Partial<ConflictRow>): ConflictRow {
  const op = {
    kind: 'update',
    entity: 'album',
    entityId: ALBUM,
    payload: { name: 'Night (edit)' },
  } as unknown as Op;
  return {
    id: 'c1',
    opId: 'c1',
    op,
    entity: 'album',
    entityId: ALBUM,
    reason: 'locked',
    codes: [],
    localCopy: {
      id: ALBUM,
      version: 3,
      name: 'Night (edit)',
      introduction: 'same',
      reviewStatus: 10,
    },
    serverCopy: { id: ALBUM, version: 4, name: 'Night', introduction: 'same', reviewStatus: 11 },
    createdAt: '2026-01-01T08:00:00.000Z',
    ...patch,
  };
}

function show(row: ConflictRow, onAction = vi.fn()) {
  renderWithProviders(
    [
      {
        path: '*',
        element: (
          <ul>
            <ConflictCard conflict={row} busy={false} onAction={onAction} />
          </ul>
        ),
      },
    ],
    '/sync/conflicts',
  );
  return onAction;
}

afterEach(cleanup);

describe('ConflictCard', () => {
  it('says why, and shows both copies with the differing fields marked', async () => {
    show(conflict({}));
    const card = await screen.findByRole('listitem');
    expect(within(card).getByRole('heading').textContent).toBe('Night (edit)');
    expect(card.textContent).toContain('专辑正在审核中，已被锁定。');
    const name = card.querySelector('tr[data-field="name"]');
    expect(name?.getAttribute('data-differs')).toBe('true');
    expect(name?.querySelector('[data-copy="local"]')?.textContent).toBe('Night (edit)');
    expect(name?.querySelector('[data-copy="server"]')?.textContent).toBe('Night');
    // review statuses read as their labels; unchanged fields stay hidden until asked for
    expect(
      card.querySelector('tr[data-field="reviewStatus"] [data-copy="server"]')?.textContent,
    ).toBe('待审核');
    expect(card.querySelector('tr[data-field="introduction"]')).toBeNull();
  });

  it('words the server validation codes from the catalogue', async () => {
    show(
      conflict({
        reason: 'invalid',
        codes: [{ field: 'name', code: 'too-long', severity: 'error', params: { max: 500 } }],
      }),
    );
    const codes = await screen.findByTestId('conflict-codes');
    expect(codes.textContent).toContain('名称');
    expect(codes.textContent).not.toContain('too-long');
  });

  it('shows the album holding the lock when the server sent that back', async () => {
    show(
      conflict({
        entity: 'track',
        entityId: 'track-1',
        serverCopy: { id: ALBUM, name: 'Night', reviewStatus: 12 },
      }),
    );
    expect((await screen.findByTestId('conflict-locking-album')).textContent).toContain('Night');
  });

  it('re-applies on request', async () => {
    const onAction = show(conflict({}));
    fireEvent.click(await screen.findByRole('button', { name: '重新应用我的更改' }));
    expect(onAction).toHaveBeenCalledWith('reapply');
  });
});
