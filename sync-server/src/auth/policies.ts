// Record authorization: one function per resource. A partner only ever sees rows of its own
// organisation; a record of another organisation answers 404, so its existence does not leak.
import { ApiError } from '../http/apiError';
import type { AuthContext } from './context';

/** Every partner-owned row carries its organisation. */
export interface OrgScoped {
  org_id: string;
}

function assertSameOrganisation(auth: AuthContext, record: OrgScoped | undefined): asserts record is OrgScoped {
  if (!record || record.org_id !== auth.orgId) throw new ApiError('notFound');
}

export function authorizeAlbum<T extends OrgScoped>(auth: AuthContext, album: T | undefined): T {
  assertSameOrganisation(auth, album);
  return album;
}

export function authorizeTrack<T extends OrgScoped>(auth: AuthContext, track: T | undefined): T {
  assertSameOrganisation(auth, track);
  return track;
}

export function authorizeArtist<T extends OrgScoped>(auth: AuthContext, artist: T | undefined): T {
  assertSameOrganisation(auth, artist);
  return artist;
}

/** A system message addressed to everyone (org_id NULL), to the caller's organisation or to the caller. */
export interface SysMessageAudience {
  org_id: string | null;
  user_id: string | null;
}

export function authorizeSysMessage<T extends SysMessageAudience>(auth: AuthContext, message: T | undefined): T {
  const visible =
    message !== undefined &&
    (message.org_id === null || message.org_id === auth.orgId) &&
    (message.user_id === null || message.user_id === auth.userId);
  if (!visible) throw new ApiError('notFound');
  return message;
}

/**
 * The same audience rule as a SQL condition for list queries; `$org` and `$user` are the
 * positions of the caller's organisation and user id in the query's parameters.
 */
export function sysMessageAudienceSql(alias: string, orgParam: number, userParam: number): string {
  return `(${alias}.org_id IS NULL OR ${alias}.org_id = $${orgParam}) AND (${alias}.user_id IS NULL OR ${alias}.user_id = $${userParam})`;
}
