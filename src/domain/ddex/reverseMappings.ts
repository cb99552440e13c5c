// DDEX values back to our codes, for messages written by any system: the inverse of mappings.ts
// where it is one-to-one, and the nearest code where DDEX says more than we do.
import type {
  AlbumArtistRole,
  AlbumEdition,
  AlbumType,
  Explicit,
  RightsHolderType,
  TrackArtistRole,
  TrackVersion,
} from '../catalogue/enums';
import { DEAL_USAGES, type DealUsage } from './bundle';
import { DEAL_USAGE, EDITION_VERSION, TRACK_VERSION, type VersionValue } from './mappings';

const ALBUM_TYPE_OF: Readonly<Record<string, AlbumType>> = {
  Album: 1,
  Single: 2,
  EP: 3,
  DigitalBoxSetRelease: 4,
  ClassicalDigitalBoxedSet: 4,
  MultimediaDigitalBoxedSet: 4,
  ClassicalAlbum: 9,
  ClassicalMultimediaAlbum: 9,
};

/** Our album type for the release's types (the first we know), or null. */
export function albumTypeOf(types: readonly string[]): AlbumType | null {
  for (const type of types) if (ALBUM_TYPE_OF[type] !== undefined) return ALBUM_TYPE_OF[type];
  return null;
}

export function explicitOf(warning: string | null): Explicit {
  if (warning === 'Explicit') return 2;
  if (warning === 'ExplicitContentEdited') return 1;
  return 0;
}

export function albumArtistRoleOf(role: string): AlbumArtistRole {
  if (role === 'MainArtist') return 'MainArtist';
  if (role === 'FeaturedArtist') return 'FeaturedArtist';
  return 'Others';
}

export function trackDisplayRoleOf(role: string): TrackArtistRole {
  if (role === 'MainArtist') return 'main';
  if (role === 'FeaturedArtist') return 'featured';
  return 'other';
}

/** What a Contributor's role makes of the party on our track. */
export type CreditOf =
  | { credit: 'composer' | 'lyricist' | 'both' | 'recordingProducer' }
  | { artist: TrackArtistRole }
  | null;

export function creditOf(role: string): CreditOf {
  switch (role) {
    case 'Composer':
      return { credit: 'composer' };
    case 'Lyricist':
      return { credit: 'lyricist' };
    case 'ComposerLyricist':
    case 'Author':
      return { credit: 'both' };
    case 'StudioProducer':
      return { credit: 'recordingProducer' };
    case 'Arranger':
    case 'MusicArranger':
    case 'VocalArranger':
      return { artist: 'arranger' };
    case 'RecordingEngineer':
    case 'Engineer':
      return { artist: 'recording' };
    case 'Mixer':
    case 'MixingEngineer':
      return { artist: 'mixer' };
    case 'Producer':
    case 'CoProducer':
    case 'ExecutiveProducer':
    case 'VocalProducer':
      return { artist: 'producer' };
    case 'FeaturedArtist':
      return { artist: 'featured' };
    case 'MainArtist':
    case 'Artist':
    case 'Performer':
    case 'LeadVocalist':
      return { artist: 'main' };
    default:
      return null;
  }
}

function versionOf<T extends string>(
  table: Readonly<Record<T, VersionValue>>,
  values: readonly string[],
): T | null {
  for (const value of values) {
    for (const [code, mapped] of Object.entries(table) as Array<[T, VersionValue]>) {
      if (mapped !== null && ('ddex' in mapped ? mapped.ddex : mapped.userDefined) === value)
        return code;
    }
  }
  return null;
}

export function trackVersionOf(values: readonly string[]): TrackVersion | null {
  if (values.length === 0) return null;
  if (values.includes('InstrumentalVersion')) return 'accompaniment';
  return versionOf(TRACK_VERSION, values) ?? 'other';
}

export function editionOf(values: readonly string[]): AlbumEdition | null {
  if (values.length === 0) return null;
  return versionOf(EDITION_VERSION, values) ?? 'other';
}

/** A rights holder's type from where the message puts the holder and what else the party did. */
export function rightsHolderTypeOf(
  side: 'resource' | 'work',
  control: string | null,
  contributorRoles: readonly string[],
): RightsHolderType {
  if (side === 'work') {
    if (contributorRoles.includes('Lyricist')) return 'lyricist';
    if (contributorRoles.includes('Arranger')) return 'arranger';
    return 'composer';
  }
  if (control === 'RightsController' || control === 'AdministratingRecordCompany')
    return 'recordingOwner';
  if (contributorRoles.includes('BackgroundVocalist')) return 'vocalAccompaniment';
  if (contributorRoles.includes('StudioProducer') || contributorRoles.includes('Producer'))
    return 'producer';
  return 'performer';
}

/** The usages a deal grants: each of its use types under its commercial model. */
export function usagesOf(models: readonly string[], useTypes: readonly string[]): DealUsage[] {
  const found = DEAL_USAGES.filter((usage) => {
    const mapped = DEAL_USAGE[usage];
    return (
      models.includes(mapped.model) &&
      mapped.useTypes.some(
        (u) => useTypes.includes(u) || (u === 'OnDemandStream' && useTypes.includes('Stream')),
      )
    );
  });
  // a stream deal without an explicit model is taken as the subscription stream
  if (found.length === 0 && useTypes.some((u) => u === 'Stream' || u === 'OnDemandStream'))
    return ['subscriptionStream'];
  return found;
}
