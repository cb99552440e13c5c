// What "bind these tracks to this authorization file" will do, track by track, before anything is
// written: each song belongs to exactly one file (spec section 5; the domain's wouldDoubleBind),
// and a track whose album's review state locks its content cannot change binding.
import {
  checkAuthorizationCoverage,
  wouldDoubleBind,
  type AuthorizationTrack,
} from '../../../domain/catalogue';
import { editContextOf, isEditAllowed, type EditContextAlbum } from '../../../domain/status';

export type Binding = Pick<AuthorizationTrack, 'id' | 'authorizationId' | 'trackId' | 'albumId'>;

export type BindDecision =
  | { trackId: string; outcome: 'bind' }
  | { trackId: string; outcome: 'alreadyHere' }
  | { trackId: string; outcome: 'boundElsewhere'; authorizationId: string }
  | { trackId: string; outcome: 'locked' };

/** May the bindings of a track on `album` change now (bind and unbind)? A track on no album always may. */
export function canChangeBinding(album: EditContextAlbum | null): boolean {
  if (album === null) return true;
  const ctx = editContextOf(album);
  return (['bindAuthorization', 'unbindAuthorization'] as const).every((kind) =>
    isEditAllowed({ kind, entity: 'authorizationTrack' }, ctx),
  );
}

/**
 * One decision per requested track (repeats dropped, order kept). `bindings` must hold at least
 * every binding of the requested tracks; `isLocked` says whether a track's album is locked.
 */
export function planBindings(
  trackIds: readonly string[],
  authorizationId: string,
  bindings: readonly Binding[],
  isLocked: (trackId: string) => boolean = () => false,
): BindDecision[] {
  return [...new Set(trackIds)].map((trackId): BindDecision => {
    const elsewhere = bindings.find(
      (b) => b.trackId === trackId && b.authorizationId !== authorizationId,
    );
    if (wouldDoubleBind(trackId, authorizationId, bindings) && elsewhere) {
      return { trackId, outcome: 'boundElsewhere', authorizationId: elsewhere.authorizationId };
    }
    if (bindings.some((b) => b.trackId === trackId && b.authorizationId === authorizationId))
      return { trackId, outcome: 'alreadyHere' };
    return isLocked(trackId) ? { trackId, outcome: 'locked' } : { trackId, outcome: 'bind' };
  });
}

export interface AlbumCoverage {
  /** authorization file id -> the album's tracks bound to it, in album order */
  byFile: Map<string, string[]>;
  /** tracks with no file: the album cannot be submitted like this */
  missing: string[];
  /** tracks bound to two or more files (possible after offline edits on two devices) */
  multiple: string[];
}

/** How the album's tracks are covered by authorization files (checkAuthorizationCoverage). */
export function albumCoverage(
  trackIds: readonly string[],
  bindings: readonly Binding[],
): AlbumCoverage {
  const byFile = new Map<string, string[]>();
  for (const trackId of trackIds) {
    for (const b of bindings) {
      if (b.trackId !== trackId) continue;
      const list = byFile.get(b.authorizationId) ?? [];
      if (!list.includes(trackId)) list.push(trackId);
      byFile.set(b.authorizationId, list);
    }
  }
  const issues = checkAuthorizationCoverage(trackIds, bindings);
  const tracksWith = (code: string) =>
    issues.filter((i) => i.code === code).map((i) => i.entityId ?? '');
  return {
    byFile,
    missing: tracksWith('track-not-authorized'),
    multiple: tracksWith('track-multiple-authorizations'),
  };
}
