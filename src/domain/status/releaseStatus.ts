// Release (distribution) status 20-27 (spec section 4). "Released" means delivered to channels at
// least once: 27 alone cannot tell a failed first release from a failed re-delivery, so the album
// carries `everReleased` (set by the server on the first 21 -> 22) and isReleased takes it.

import type { ReviewStatus } from './reviewStatus';

export const RELEASE_STATUS = {
  notReleased: 20,
  releasing: 21,
  released: 22,
  updatesNotReleased: 23,
  offShelf: 24,
  offShelfInProgress: 25,
  offShelfFailed: 26,
  releaseFailed: 27,
} as const;
export type ReleaseStatus = (typeof RELEASE_STATUS)[keyof typeof RELEASE_STATUS];
export const RELEASE_STATUSES: readonly ReleaseStatus[] = [20, 21, 22, 23, 24, 25, 26, 27];

export const RELEASE_COMMAND_TYPES = [
  'distribute',
  'releaseSucceeded',
  'releaseFailed',
  'contentUpdated',
  'takedown',
  'takedownSucceeded',
  'takedownFailed',
] as const;
export type ReleaseCommandType = (typeof RELEASE_COMMAND_TYPES)[number];

export const RELEASE_VALIDATION_CODES = [
  'release-command-not-allowed',
  'release-requires-approval',
  'takedown-none-selected',
] as const;
export type ReleaseCode = (typeof RELEASE_VALIDATION_CODES)[number];

/**
 * Statuses each command may start from. Beyond the spec's list: re-distributing an album taken off
 * shelf (24 -> 21) and retrying a failed takedown (26 -> 25), since the album is still on shelf.
 */
export const RELEASE_COMMAND_FROM: Readonly<Record<ReleaseCommandType, readonly ReleaseStatus[]>> =
  {
    distribute: [20, 23, 24, 27],
    releaseSucceeded: [21],
    releaseFailed: [21],
    contentUpdated: [22],
    takedown: [22, 23, 26],
    takedownSucceeded: [25],
    takedownFailed: [25],
  };

const RELEASE_COMMAND_TO: Readonly<Record<ReleaseCommandType, ReleaseStatus>> = {
  distribute: 21,
  releaseSucceeded: 22,
  releaseFailed: 27,
  contentUpdated: 23,
  takedown: 25,
  takedownSucceeded: 24,
  takedownFailed: 26,
};

export type ReleaseTransition = { ok: true; to: ReleaseStatus } | { ok: false; code: ReleaseCode };

export function isReleaseStatus(value: unknown): value is ReleaseStatus {
  return typeof value === 'number' && (RELEASE_STATUSES as readonly number[]).includes(value);
}

/**
 * After a release no track is added or removed and no ISRC changes (spec section 4). Releasing (21)
 * counts: the delivery is in flight. 27 counts only when an earlier release succeeded.
 */
export function isReleased(status: ReleaseStatus, everReleased = false): boolean {
  if (status === 20) return everReleased;
  if (status === 27) return everReleased;
  return true;
}

/** On channels now (possibly with older content, or while a takedown runs or after it failed). */
export function isOnShelf(status: ReleaseStatus): boolean {
  return status === 22 || status === 23 || status === 25 || status === 26;
}

/** Distribution needs approved content: review status 12 (a modification in 14 must be approved first). */
export function transitionRelease(
  from: ReleaseStatus,
  command: ReleaseCommandType,
  ctx: { reviewStatus: ReviewStatus },
): ReleaseTransition {
  if (!RELEASE_COMMAND_FROM[command].includes(from))
    return { ok: false, code: 'release-command-not-allowed' };
  if (command === 'distribute' && ctx.reviewStatus !== 12)
    return { ok: false, code: 'release-requires-approval' };
  return { ok: true, to: RELEASE_COMMAND_TO[command] };
}

export function allowedReleaseCommands(
  status: ReleaseStatus,
  ctx: { reviewStatus: ReviewStatus },
): ReleaseCommandType[] {
  return RELEASE_COMMAND_TYPES.filter((command) => transitionRelease(status, command, ctx).ok);
}

/**
 * When a modification is approved the channels still hold the old content: 22 becomes 23
 * ("updates not released") until the album is distributed again. Any other status is kept.
 */
export function releaseStatusAfterApproval(
  status: ReleaseStatus,
  wasModification: boolean,
): ReleaseStatus {
  return wasModification && status === 22 ? 23 : status;
}

/** The takedown action needs at least one album chosen ("No album selected for removal"). */
export function checkTakedownSelection(
  albumIds: readonly string[],
): 'takedown-none-selected' | null {
  return albumIds.length === 0 ? 'takedown-none-selected' : null;
}
