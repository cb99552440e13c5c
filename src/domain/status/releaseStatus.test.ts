import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedReleaseCommands,
  checkTakedownSelection,
  isOnShelf,
  isReleased,
  isReleaseStatus,
  RELEASE_COMMAND_TYPES,
  RELEASE_STATUSES,
  releaseStatusAfterApproval,
  transitionRelease,
  type ReleaseCommandType,
  type ReleaseStatus,
} from './releaseStatus';

const approved = { reviewStatus: 12 as const };

describe('transitionRelease', () => {
  it.each<[ReleaseStatus, ReleaseCommandType, ReleaseStatus | string]>([
    [20, 'distribute', 21],
    [23, 'distribute', 21],
    [27, 'distribute', 21],
    [24, 'distribute', 21],
    [22, 'distribute', 'release-command-not-allowed'],
    [21, 'distribute', 'release-command-not-allowed'],
    [21, 'releaseSucceeded', 22],
    [21, 'releaseFailed', 27],
    [20, 'releaseSucceeded', 'release-command-not-allowed'],
    [22, 'contentUpdated', 23],
    [23, 'contentUpdated', 'release-command-not-allowed'],
    [22, 'takedown', 25],
    [23, 'takedown', 25],
    [26, 'takedown', 25],
    [20, 'takedown', 'release-command-not-allowed'],
    [25, 'takedownSucceeded', 24],
    [25, 'takedownFailed', 26],
    [24, 'takedownSucceeded', 'release-command-not-allowed'],
  ])('%i %s -> %s', (from, cmd, expected) => {
    const r = transitionRelease(from, cmd, approved);
    expect(r.ok ? r.to : r.code).toBe(expected);
  });
  it.each([10, 11, 13, 14, 15, 16] as const)(
    'distribution needs approval (review %i)',
    (reviewStatus) => {
      expect(transitionRelease(20, 'distribute', { reviewStatus })).toEqual({
        ok: false,
        code: 'release-requires-approval',
      });
    },
  );
  it('takedown does not need the review state', () => {
    expect(transitionRelease(22, 'takedown', { reviewStatus: 14 }).ok).toBe(true);
  });
  it('every success lands on a known status and never back on 20', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RELEASE_STATUSES),
        fc.constantFrom(...RELEASE_COMMAND_TYPES),
        (from, cmd) => {
          const r = transitionRelease(from, cmd, approved);
          return !r.ok || (isReleaseStatus(r.to) && r.to !== 20);
        },
      ),
    );
  });
});

describe('isReleased', () => {
  it('counts delivered or delivering albums', () => {
    expect(RELEASE_STATUSES.filter((s) => isReleased(s))).toEqual([21, 22, 23, 24, 25, 26]);
  });
  it('a failed release counts only after an earlier success', () => {
    expect(isReleased(27)).toBe(false);
    expect(isReleased(27, true)).toBe(true);
  });
  it('once released, always released: every reachable status keeps it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...RELEASE_COMMAND_TYPES), { maxLength: 30 }),
        (cmds) => {
          let s: ReleaseStatus = 20;
          let ever = false;
          for (const cmd of cmds) {
            const r = transitionRelease(s, cmd, approved);
            if (!r.ok) continue;
            s = r.to;
            if (s === 22) ever = true;
            if (ever && !isReleased(s, ever)) return false;
          }
          return true;
        },
      ),
    );
  });
});

describe('other helpers', () => {
  it('isOnShelf', () => {
    expect(RELEASE_STATUSES.filter(isOnShelf)).toEqual([22, 23, 25, 26]);
  });
  it('approval of a modification marks a released album as having updates', () => {
    expect(releaseStatusAfterApproval(22, true)).toBe(23);
    expect(releaseStatusAfterApproval(22, false)).toBe(22);
    expect(releaseStatusAfterApproval(20, true)).toBe(20);
    expect(releaseStatusAfterApproval(24, true)).toBe(24);
  });
  it('allowedReleaseCommands', () => {
    expect(allowedReleaseCommands(20, approved)).toEqual(['distribute']);
    expect(allowedReleaseCommands(20, { reviewStatus: 10 })).toEqual([]);
    expect(allowedReleaseCommands(22, approved)).toEqual(['contentUpdated', 'takedown']);
  });
  it('takedown needs a selection', () => {
    expect(checkTakedownSelection([])).toBe('takedown-none-selected');
    expect(checkTakedownSelection(['a'])).toBeNull();
  });
});
