// Authorization letters (spec section 5): title and attachment required, attachment pdf/jpg/png/tar/zip,
// and every song of an album bound to exactly one letter before the album goes to review.
import { checkRequired, issue, type Issue } from './issues';
import { AuthorizationLimits, fileExtension } from './limits';
import type { Authorization, AuthorizationTrack } from './rights';

export function isAttachmentFormat(fileNameOrPath: string): boolean {
  return (AuthorizationLimits.attachmentFormats as readonly string[]).includes(
    fileExtension(fileNameOrPath),
  );
}

export function validateAuthorization(auth: Partial<Authorization>): Issue[] {
  const issues = checkRequired(auth, ['title', 'attachment']);
  const attachment = auth.attachment ?? null;
  if (attachment !== null && !isAttachmentFormat(attachment.name || attachment.path)) {
    issues.push(
      issue('attachment', 'attachment-format', {
        formats: AuthorizationLimits.attachmentFormats.join(', '),
      }),
    );
  }
  return issues;
}

/** Binding a track to a letter: both sides required. */
export function validateAuthorizationBinding(
  binding: Partial<Pick<AuthorizationTrack, 'authorizationId' | 'trackId'>>,
): Issue[] {
  return checkRequired(binding, ['trackId', 'authorizationId']);
}

/**
 * Each song belongs to exactly one letter: tracks with no binding and tracks bound to two or more
 * letters are reported, tagged with the track's id.
 */
export function checkAuthorizationCoverage(
  trackIds: readonly string[],
  bindings: readonly Pick<AuthorizationTrack, 'authorizationId' | 'trackId'>[],
): Issue[] {
  const lettersOf = new Map<string, Set<string>>();
  for (const b of bindings) {
    const set = lettersOf.get(b.trackId) ?? new Set<string>();
    set.add(b.authorizationId);
    lettersOf.set(b.trackId, set);
  }
  const issues: Issue[] = [];
  for (const trackId of trackIds) {
    const count = lettersOf.get(trackId)?.size ?? 0;
    if (count === 0)
      issues.push({
        ...issue('authorization', 'track-not-authorized'),
        entity: 'track',
        entityId: trackId,
      });
    if (count > 1) {
      issues.push({
        ...issue('authorization', 'track-multiple-authorizations', { count }),
        entity: 'track',
        entityId: trackId,
      });
    }
  }
  return issues;
}

/** Would binding `trackId` to `authorizationId` give the track a second letter? */
export function wouldDoubleBind(
  trackId: string,
  authorizationId: string,
  bindings: readonly Pick<AuthorizationTrack, 'authorizationId' | 'trackId'>[],
): boolean {
  return bindings.some((b) => b.trackId === trackId && b.authorizationId !== authorizationId);
}
