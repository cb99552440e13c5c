// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import type { ListWindow } from '../../../data/useListWindow';
import { VirtualGrid, type ListColumn } from './VirtualGrid';

afterEach(cleanup);

// happy-dom lays nothing out: give the scrolling grid a viewport, as a browser would
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'grid' ? 600 : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

interface Row {
  name: string;
}

const columns: ListColumn<Row>[] = [
  {
    id: 'name',
    header: 'Name',
    min: 100,
    primary: true,
    render: (row, { tabIndex }) => (
      <a href={`/${row.name}`} tabIndex={tabIndex}>
        {row.name}
      </a>
    ),
  },
];

function windowOf(rows: (Row | undefined)[]): ListWindow<Row> {
  return {
    status: 'ready',
    count: rows.length,
    isCountExact: true,
    total: rows.length,
    isTotalExact: true,
    rowAt: (i) => rows[i],
    setRange: () => {},
    orderedBy: 'updatedAt',
    orderDirection: 'desc',
    isRestricted: false,
    isStale: false,
    answerId: 1,
    error: null,
  };
}

let setRows: (rows: (Row | undefined)[]) => void = () => {};

function Harness({ initial }: { initial: (Row | undefined)[] }) {
  const [rows, set] = useState(initial);
  setRows = set;
  return (
    <VirtualGrid
      label="rows"
      columns={columns}
      list={windowOf(rows)}
      onSort={() => {}}
      resetKey="q"
    />
  );
}

describe('VirtualGrid', () => {
  it('Ctrl+End to a row still being read holds the focus on it, then gives it to its link', async () => {
    const loaded = [{ name: 'a' }, { name: 'b' }, { name: 'c' }];
    renderWithProviders(
      [{ path: '/', element: <Harness initial={[...loaded.slice(0, 2), undefined]} /> }],
      '/',
    );
    const first = await screen.findByRole('link', { name: 'a' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'End', ctrlKey: true });
    const lastRow = () => document.querySelector<HTMLElement>('[data-row-index="2"]');
    await waitFor(() => expect(document.activeElement).toBe(lastRow()));
    act(() => setRows(loaded));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'c' })),
    );
  });

  it('leaves the focus alone when the user moved on before the row arrived', async () => {
    const loaded = [{ name: 'a' }, { name: 'b' }, { name: 'c' }];
    renderWithProviders(
      [
        {
          path: '/',
          element: (
            <>
              <button type="button">elsewhere</button>
              <Harness initial={[...loaded.slice(0, 2), undefined]} />
            </>
          ),
        },
      ],
      '/',
    );
    const first = await screen.findByRole('link', { name: 'a' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'End', ctrlKey: true });
    await waitFor(() =>
      expect(document.activeElement).toBe(document.querySelector('[data-row-index="2"]')),
    );
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    act(() => elsewhere.focus());
    act(() => setRows(loaded));
    await screen.findByRole('link', { name: 'c' });
    expect(document.activeElement).toBe(elsewhere);
  });
});
