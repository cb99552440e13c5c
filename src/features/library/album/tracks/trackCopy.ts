// "Copy chosen fields to chosen tracks" (spec section 2): the domain says which fields may be
// copied and what a valid selection is; this plans the per-track patches. A target that already
// holds the source's values gets no patch, so the count shown is of tracks that really changed.
import type { Issue, Track } from '../../../../domain/catalogue';
import {
  validateCopySelection,
  type CopyableTrackField,
} from '../../../../domain/catalogue/validateSubmission';

export interface CopySelection {
  sourceId: string;
  fields: readonly CopyableTrackField[];
  targetIds: readonly string[];
}

export interface CopyPatch {
  trackId: string;
  patch: Partial<Pick<Track, CopyableTrackField>>;
}

/** Values compared by content: artists and composer lists are arrays of plain values. */
function isSameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The source never copies onto itself: it is left out of the targets before checking. */
export function checkCopySelection(selection: CopySelection): Issue[] {
  return validateCopySelection(
    selection.fields,
    selection.targetIds.filter((id) => id !== selection.sourceId),
  );
}

/** One patch per target whose chosen fields differ from the source's; values are copied deeply. */
export function planCopy(
  source: Track,
  targets: readonly Track[],
  fields: readonly CopyableTrackField[],
): CopyPatch[] {
  const plans: CopyPatch[] = [];
  for (const target of targets) {
    if (target.id === source.id) continue;
    const patch: Record<string, unknown> = {};
    for (const field of fields) {
      if (!isSameValue(source[field], target[field])) patch[field] = structuredClone(source[field]);
    }
    if (Object.keys(patch).length > 0)
      plans.push({ trackId: target.id, patch: patch as CopyPatch['patch'] });
  }
  return plans;
}
