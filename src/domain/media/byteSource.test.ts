import { describe, expect, it } from 'vitest';
import { PROBE_BUDGET, ProbeReader } from './binary';
import { byteSourceFromBytes, countingSource } from './byteSource';

describe('byteSourceFromBytes', () => {
  it('reads ranges and returns fewer bytes at the end', async () => {
    const src = byteSourceFromBytes(Uint8Array.from([1, 2, 3, 4, 5]));
    expect(src.size).toBe(5);
    expect([...(await src.read(1, 2))]).toEqual([2, 3]);
    expect([...(await src.read(3, 10))]).toEqual([4, 5]);
  });
});

describe('countingSource', () => {
  it('counts reads and bytes actually returned', async () => {
    const src = countingSource(byteSourceFromBytes(new Uint8Array(10)));
    await src.read(0, 4);
    await src.read(8, 4);
    expect(src.reads).toBe(2);
    expect(src.bytesRead).toBe(6);
  });
});

describe('ProbeReader', () => {
  it('serves neighbouring reads from one fetched block', async () => {
    const src = countingSource(byteSourceFromBytes(new Uint8Array(100_000)));
    const r = new ProbeReader(src);
    await r.read(0, 8);
    await r.read(100, 8);
    await r.read(8000, 8);
    expect(src.reads).toBe(1);
  });

  it('answers empty bytes outside the file instead of asking the source', async () => {
    const src = countingSource(byteSourceFromBytes(new Uint8Array(10)));
    const r = new ProbeReader(src);
    expect((await r.read(10, 4)).length).toBe(0);
    expect((await r.read(-1, 4)).length).toBe(0);
    expect((await r.read(2 ** 60, 4)).length).toBe(0);
    expect(src.reads).toBe(0);
  });

  it('stops reading once the budget is spent', async () => {
    const src = countingSource(byteSourceFromBytes(new Uint8Array(10 * 1024 * 1024)));
    const r = new ProbeReader(src);
    for (let i = 0; i < 200; i++) await r.read(i * 50_000, 8);
    expect(src.reads).toBeLessThanOrEqual(PROBE_BUDGET.maxReads);
    expect(src.bytesRead).toBeLessThanOrEqual(PROBE_BUDGET.maxBytes);
  });
});
