// Which privilege link lets a user change records of an entity: the list route of the library
// screen where the records are edited. Records that live inside an album or a track (rights,
// lyrics, localization, materials) follow that album or track. The server checks it per op; the
// client uses it to hide what the user may not change.
import type { EntityName } from '../catalogue/entities';
import type { PrivilegedRouteName } from '../routes';
import type { Op } from './protocol';

export const ENTITY_PRIVILEGES = {
  album: 'library-album-list',
  track: 'library-track-list',
  artist: 'library-artist-list',
  recordCompany: 'library-recordcompany-list',
  plCline: 'library-pline-cline-list',
  rightsHolder: 'library-album-list',
  rightsCountry: 'library-album-list',
  authorization: 'library-authorization-list',
  authorizationTrack: 'library-authorization-list',
  trackClip: 'library-track-clip-list',
  accompaniment: 'library-accompaniment-list',
  material: 'library-album-list',
  lyrics: 'library-track-list',
  localization: 'library-album-list',
} as const satisfies Readonly<Record<EntityName, PrivilegedRouteName>>;

export type EntityPrivilegeLink = (typeof ENTITY_PRIVILEGES)[EntityName];

/** The privilege link an op needs (commands act on their entity: the album, or the binding). */
export function privilegeOfOp(op: Pick<Op, 'entity'>): EntityPrivilegeLink {
  return ENTITY_PRIVILEGES[op.entity];
}

/** Whether a user holding `privileges` may send the op. */
export function canWriteEntity(
  privileges: ReadonlySet<string> | readonly string[],
  entity: EntityName,
): boolean {
  const link = ENTITY_PRIVILEGES[entity];
  return Array.isArray(privileges)
    ? privileges.includes(link)
    : (privileges as ReadonlySet<string>).has(link);
}
