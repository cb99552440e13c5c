import { describe, expect, it } from 'vitest';
import { importEffectOf } from './importApi';
import type { ImportPlan } from './importTypes';

const plan = (deals: ImportPlan['deals'], album: ImportPlan['album'] = {} as never): ImportPlan =>
  ({ album, deals }) as ImportPlan;
const deal = (validUntil: string | null): ImportPlan['deals'] => ({
  territories: ['Worldwide'],
  excludedTerritories: [],
  usages: [],
  validFrom: '2024-01-01',
  validUntil,
  preorderStart: null,
});

describe('importEffectOf', () => {
  it('creates an album while a deal runs, open-ended or ending later', () => {
    expect(importEffectOf(plan(deal(null)), '2026-11-26')).toBe('create');
    expect(importEffectOf(plan(deal('2026-11-27')), '2026-11-26')).toBe('create');
  });

  it('reads no deals, or every deal ended by today, as a takedown', () => {
    expect(importEffectOf(plan(null), '2026-11-26')).toBe('takedown');
    expect(importEffectOf(plan(deal('2026-11-26')), '2026-11-26')).toBe('takedown');
    expect(importEffectOf(plan(deal('2025-03-01')), '2026-11-26')).toBe('takedown');
  });

  it('leaves a message without a release to its own errors', () => {
    expect(importEffectOf(plan(null, null), '2026-11-26')).toBe('create');
  });
});
