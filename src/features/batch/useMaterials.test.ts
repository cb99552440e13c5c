import { describe, expect, it } from 'vitest';
import type { FilePurpose } from '../../domain/media/filePolicy';
import type { FileCheck } from '../../uploads/checkFile';
import { checkMatched, type CheckFn } from './useMaterials';

const file = (name: string) => new File(['x'], name);

describe('checking matched material files', () => {
  it('checks covers, then audio, then lyrics against their own track length; a refused or failing check is listed with why', async () => {
    const calls: Array<[string, FilePurpose, number | null | undefined]> = [];
    const check: CheckFn = async (f, purpose, options) => {
      calls.push([f.name, purpose, options.durationMs]);
      if (f.name === 'boom.wav') throw new Error('worker gone');
      if (f.name === 'small.png')
        return {
          facts: null,
          issues: [{ field: 'file', code: 'image-too-small', severity: 'error' }],
        } as FileCheck;
      if (purpose === 'track')
        return {
          facts: {
            kind: 'audio',
            format: 'wav',
            durationMs: f.name === 'a.wav' ? 1000 : 2000,
            sampleRateHz: 44100,
            bitDepth: 16,
            channels: 2,
          },
          issues: [],
        };
      return {
        facts: null,
        issues: [{ field: 'file', code: 'image-not-square', severity: 'warning' }],
      } as FileCheck;
    };
    const progress: number[] = [];
    const { accepted, refused } = await checkMatched(
      [
        {
          path: 'A/a.lrc',
          file: file('a.lrc'),
          target: { kind: 'lyrics', folder: 'A', trackRow: 2 },
        },
        {
          path: 'A/b.lrc',
          file: file('b.lrc'),
          target: { kind: 'lyrics', folder: 'A', trackRow: 3 },
        },
        {
          path: 'A/a.wav',
          file: file('a.wav'),
          target: { kind: 'audio', folder: 'A', trackRow: 2 },
        },
        {
          path: 'A/b.wav',
          file: file('b.wav'),
          target: { kind: 'audio', folder: 'A', trackRow: 3 },
        },
        {
          path: 'A/boom.wav',
          file: file('boom.wav'),
          target: { kind: 'audio', folder: 'A', trackRow: 4 },
        },
        { path: 'A/small.png', file: file('small.png'), target: { kind: 'cover', folder: 'A' } },
      ],
      check,
      (done) => progress.push(done),
    );
    expect(calls).toEqual([
      ['small.png', 'batchCover', null],
      ['a.wav', 'track', null],
      ['b.wav', 'track', null],
      ['boom.wav', 'track', null],
      ['a.lrc', 'lyrics', 1000],
      ['b.lrc', 'lyrics', 2000],
    ]);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(accepted.map((a) => a.path)).toEqual(['A/a.wav', 'A/b.wav', 'A/a.lrc', 'A/b.lrc']);
    expect(refused.map((r) => [r.path, r.check?.issues[0]?.code ?? 'check failed'])).toEqual([
      ['A/small.png', 'image-too-small'],
      ['A/boom.wav', 'check failed'],
    ]);
  });
});
