import { describe, expect, it } from 'vitest';
import { passesResidual, planList } from './listPlan';

const byName = { field: 'name', direction: 'asc' } as const;
const newest = { field: 'updatedAt', direction: 'desc' } as const;

describe('planList', () => {
  it('walks the sort index of the whole table when nothing narrows it', () => {
    expect(planList('track', { sort: newest })).toMatchObject({ index: 'updatedAt', lower: null, upper: null, direction: 'prev', residual: [], isRestricted: false });
  });

  it('searches words inside names: a prefix range of the word-start keys, each record once', () => {
    const plan = planList('track', { search: { field: 'name', text: ' Ｂench T' }, sort: newest });
    expect(plan).toMatchObject({ index: '_words', lower: 'bench t', upper: 'bench t\uffff', direction: 'next', orderedBy: 'name', isRestricted: true });
    expect(plan.residual).toEqual([{ kind: 'firstKey', field: '_words', prefix: 'bench t', isLast: false, whole: null }]);
    const hour = planList('album', { search: { field: 'name', text: 'hour' }, sort: byName });
    const record = { _nameKey: 'hour by hour', _words: ['hour by hour', 'by hour', 'hour'] };
    // met at "hour" and at "hour by hour": only the first in the walk passes
    expect(passesResidual(hour.residual, record, 'hour')).toBe(true);
    expect(passesResidual(hour.residual, record, 'hour by hour')).toBe(false);
  });

  it('checks a search longer than the keys against the whole name', () => {
    const long = 'a'.repeat(60);
    const plan = planList('album', { search: { field: 'name', text: long }, sort: byName });
    expect(plan.lower).toBe('a'.repeat(48));
    const key = 'a'.repeat(48);
    expect(passesResidual(plan.residual, { _nameKey: 'a'.repeat(70), _words: [key] }, key)).toBe(true);
    expect(passesResidual(plan.residual, { _nameKey: 'a'.repeat(50), _words: [key] }, key)).toBe(false);
  });

  it('keeps a descending name sort while searching by name', () => {
    expect(planList('album', { search: { field: 'name', text: 'a' }, sort: { field: 'name', direction: 'desc' } }).direction).toBe('prev');
  });

  it('lists ISRC matches by ISRC, upwards, whatever the name sort', () => {
    expect(planList('track', { search: { field: 'isrc', text: 'cn' }, sort: { field: 'name', direction: 'desc' } }).direction).toBe('next');
  });

  it('searches ISRCs cleaned as the domain cleans them', () => {
    expect(planList('track', { search: { field: 'isrc', text: 'cn-ab1' }, sort: byName })).toMatchObject({ index: '_codes', lower: 'CNAB1', orderedBy: 'isrc' });
  });

  it('ignores a search of nothing but spaces or punctuation', () => {
    expect(planList('track', { search: { field: 'isrc', text: ' -- ' }, sort: byName })).toMatchObject({ index: '_nameKey', isRestricted: false });
  });

  it('folds one filter into a compound index and tests the others on each row', () => {
    const plan = planList('track', { filters: { langCode: 'en', trackVersion: 'live', source: null }, sort: byName });
    expect(plan).toMatchObject({ index: '[langCode+_nameKey]', lower: ['en'], upper: ['en', []] });
    expect(plan.residual).toEqual([{ kind: 'equals', field: 'trackVersion', anyOf: ['live'] }]);
  });

  it('tests filters on each row while searching, and narrows a compound range by the update dates', () => {
    const searching = planList('track', { search: { field: 'name', text: 'x' }, filters: { langCode: 'zh' }, sort: byName });
    expect(searching).toMatchObject({ index: '_words', lower: 'x', upper: 'x\uffff' });
    expect(searching.residual).toContainEqual({ kind: 'equals', field: 'langCode', anyOf: ['zh'] });
    expect(planList('track', { filters: { source: 2 }, updated: { from: '2026-01-01', to: null }, sort: newest })).toMatchObject({
      index: '[source+updatedAt]',
      lower: [2, '2026-01-01'],
      upper: [2, []],
      residual: [],
    });
  });

  it('tests "any of" filters and dates outside the sort key on each row', () => {
    const plan = planList('album', { filters: { reviewStatus: [11, 16] }, updated: { from: '2026-01-01', to: '2026-01-31' }, sort: byName });
    expect(plan.index).toBe('_nameKey');
    expect(plan.residual).toEqual([
      { kind: 'between', field: 'updatedAt', from: '2026-01-01', to: '2026-01-31' },
      { kind: 'equals', field: 'reviewStatus', anyOf: [11, 16] },
    ]);
    expect(passesResidual(plan.residual, { reviewStatus: 16, updatedAt: '2026-01-05T00:00:00.000Z' })).toBe(true);
    expect(passesResidual(plan.residual, { reviewStatus: 12, updatedAt: '2026-01-05T00:00:00.000Z' })).toBe(false);
    expect(passesResidual(plan.residual, { reviewStatus: 11, updatedAt: '2026-02-05T00:00:00.000Z' })).toBe(false);
    expect(passesResidual(plan.residual, { reviewStatus: 11 })).toBe(false);
  });

  it('refuses a sort no index serves', () => {
    expect(() => planList('artist', { sort: { field: 'createdAt', direction: 'asc' } })).toThrow(/no index/);
  });
});
