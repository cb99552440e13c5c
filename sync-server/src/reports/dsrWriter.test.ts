// The demo's and the bench's DSR writer writes what the parser reads: no problem, reconciled.
import { describe, expect, it } from 'vitest';
import { createDsrParser, parseText } from '../../../src/domain/reports';
import { dsrFileLines, type DsrSpec } from './dsrWriter';

const SPEC: DsrSpec = {
  messageId: 'M1',
  senderPartyId: 'PADPIDA2014111801Y',
  senderName: 'Test Music',
  month: '2025-02',
  seed: 7,
  maxStreams: 5000,
  releases: [
    {
      upc: '690260000003',
      title: 'T',
      artist: 'A',
      recordings: [
        { isrc: 'CNA122600001', title: 'x', artist: 'A' },
        { isrc: 'CNA122600002', title: 'y', artist: 'A' },
      ],
    },
    {
      upc: null,
      title: 'U',
      artist: 'B',
      recordings: [{ isrc: 'CNA122600003', title: 'z', artist: 'B' }],
    },
  ],
  territories: [
    { code: 'CN', currency: 'CNY', streamRateMicro: 3500, downloadPriceMicro: 6_000_000 },
    { code: 'US', currency: 'USD', streamRateMicro: 4000, downloadPriceMicro: 990_000 },
    { code: 'DE', currency: 'EUR', streamRateMicro: 3700, downloadPriceMicro: 1_290_000 },
  ],
};

describe('dsrFileLines', () => {
  it('writes a file the DSR parser reads without a problem and reconciles', () => {
    const text = [...dsrFileLines(SPEC)].join('\n') + '\n';
    const parser = createDsrParser();
    const outcomes = parseText(parser, text);
    expect(outcomes.filter((o) => o.kind === 'problem')).toEqual([]);
    const result = parser.result();
    expect(result.usageCount).toBeGreaterThan(3);
    expect(result.reconciliation.isMatched).toBe(true);
    expect(result.header).toMatchObject({ periodStart: '2025-02-01', periodEnd: '2025-02-28' });
  });

  it('is deterministic for a seed', () => {
    expect([...dsrFileLines(SPEC)]).toEqual([...dsrFileLines(SPEC)]);
  });
});
