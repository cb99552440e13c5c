import { describe, expect, it } from 'vitest';
import { formatDuration } from './cells';
import {
  dayRangeToInstants,
  naturalDirection,
  toQuery,
  type ListFilterDef,
  type ListUiState,
} from './useListState';

describe('list cells and state', () => {
  it('formats durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(59_600)).toBe('1:00');
    expect(formatDuration(3_725_000)).toBe('62:05');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(-1)).toBe('');
  });

  it('turns local days into inclusive UTC instants', () => {
    const { from, to } = dayRangeToInstants('2026-03-01', '2026-03-02');
    expect(new Date(String(from)).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(String(to)).getTime()).toBe(new Date(2026, 2, 3).getTime() - 1);
    expect(dayRangeToInstants('', 'not a day')).toEqual({ from: null, to: null });
  });

  it('sorts names A to Z and dates newest first by default', () => {
    expect(naturalDirection('name')).toBe('asc');
    expect(naturalDirection('updatedAt')).toBe('desc');
  });

  it('builds the query from the chosen options and leaves out blank searches', () => {
    const filters: ListFilterDef[] = [
      {
        field: 'reviewStatus',
        label: 'Status',
        options: [{ key: 'pending', label: 'Pending', value: [11, 16] }],
      },
      { field: 'type', label: 'Type', options: [{ key: '3', label: 'EP', value: 3 }] },
    ];
    const state: ListUiState = {
      text: '  ',
      searchField: 'name',
      filters: { reviewStatus: 'pending', type: 'gone' },
      from: '',
      to: '',
      sort: { field: 'name', direction: 'asc' },
    };
    expect(toQuery(state, filters)).toEqual({
      search: null,
      filters: { reviewStatus: [11, 16] },
      updated: null,
      sort: state.sort,
    });
    expect(toQuery({ ...state, text: 'cn', searchField: 'isrc' }, filters).search).toEqual({
      field: 'isrc',
      text: 'cn',
    });
  });
});
