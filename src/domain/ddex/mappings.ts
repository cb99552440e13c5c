// Our catalogue's codes to DDEX ERN 4.3 allowed values (allowed-value-sets.xsd, AvsVersionId 3) and
// back. Every DDEX value named here is checked against the XSD by sync-server/src/ddex/schema.test.ts.
// Values DDEX has no word for go out as UserDefined with our own value in the sender's namespace.
import type {
  AlbumArtistRole,
  AlbumEdition,
  AlbumType,
  Explicit,
  RightsHolderType,
  TrackArtistRole,
  TrackVersion,
} from '../catalogue/enums';
import type { DealUsage } from './bundle';

export const RELEASE_TYPE: Readonly<Record<AlbumType, string>> = {
  1: 'Album',
  2: 'Single',
  3: 'EP',
  4: 'DigitalBoxSetRelease',
  9: 'ClassicalAlbum',
};

/** The release profile variant a box set or a classical album declares. */
export const PROFILE_VARIANT: Readonly<Partial<Record<AlbumType, string>>> = {
  4: 'BoxedSet',
  9: 'Classical',
};

/** DDEX value or our own word (sent as UserDefined); the original edition carries none. */
export type VersionValue = { ddex: string } | { userDefined: string } | null;

export const EDITION_VERSION: Readonly<Record<AlbumEdition, VersionValue>> = {
  original: null,
  deluxe: { userDefined: 'Deluxe' },
  special: { userDefined: 'Special' },
  souvenir: { userDefined: 'Souvenir' },
  ost: { userDefined: 'OriginalSoundtrack' },
  greatestHits: { userDefined: 'GreatestHits' },
  other: { userDefined: 'Other' },
  live: { ddex: 'LiveVersion' },
};

export const TRACK_VERSION: Readonly<Record<TrackVersion, VersionValue>> = {
  studio: null,
  live: { ddex: 'LiveVersion' },
  demo: { ddex: 'DemoVersion' },
  remix: { ddex: 'RemixVersion' },
  remaster: { userDefined: 'Remastered' },
  accompaniment: { ddex: 'KaraokeVersion' },
  other: { userDefined: 'Other' },
};

export const PARENTAL_WARNING: Readonly<Record<Explicit, string>> = {
  0: 'NotExplicit',
  1: 'ExplicitContentEdited',
  2: 'Explicit',
};

export const ALBUM_ARTIST_ROLE: Readonly<Record<AlbumArtistRole, string>> = {
  MainArtist: 'MainArtist',
  FeaturedArtist: 'FeaturedArtist',
  Others: 'Artist',
};

/** A track artist is shown (DisplayArtist) or credited (Contributor), by role. */
export const TRACK_ARTIST_ROLE: Readonly<
  Record<TrackArtistRole, { display: string } | { contributor: string }>
> = {
  main: { display: 'MainArtist' },
  featured: { display: 'FeaturedArtist' },
  other: { display: 'Artist' },
  producer: { contributor: 'StudioProducer' },
  arranger: { contributor: 'Arranger' },
  recording: { contributor: 'RecordingEngineer' },
  mixer: { contributor: 'MixingEngineer' },
};

/** Contributor roles of the track's name-only credits. */
export const CREDIT_ROLE = {
  composer: 'Composer',
  lyricist: 'Lyricist',
  recordingProducer: 'StudioProducer',
} as const;

/**
 * Rights in the musical work (words, music, arrangement) go out as WorkRightsController; rights in
 * the recording as ResourceRightsController. The owner of the recording controls it.
 */
export const RIGHTS_HOLDER_SIDE: Readonly<
  Record<RightsHolderType, { side: 'work' | 'resource'; control: string; role: string }>
> = {
  lyricist: { side: 'work', control: 'RightsHolder', role: 'Lyricist' },
  composer: { side: 'work', control: 'RightsHolder', role: 'Composer' },
  arranger: { side: 'work', control: 'RightsHolder', role: 'Arranger' },
  producer: { side: 'resource', control: 'RightsHolder', role: 'StudioProducer' },
  vocalAccompaniment: { side: 'resource', control: 'RightsHolder', role: 'BackgroundVocalist' },
  performer: { side: 'resource', control: 'RightsHolder', role: 'Performer' },
  recordingProducer: { side: 'resource', control: 'RightsController', role: 'StudioProducer' },
  recordingOwner: {
    side: 'resource',
    control: 'RightsController',
    role: 'RightsControllerOnProduct',
  },
};

/** One DDEX Deal per usage: its commercial model and use types. */
export const DEAL_USAGE: Readonly<
  Record<DealUsage, { model: string; useTypes: readonly string[] }>
> = {
  subscriptionStream: { model: 'SubscriptionModel', useTypes: ['OnDemandStream'] },
  adSupportedStream: { model: 'AdvertisementSupportedModel', useTypes: ['OnDemandStream'] },
  nonInteractiveStream: { model: 'SubscriptionModel', useTypes: ['NonInteractiveStream'] },
  permanentDownload: { model: 'PayAsYouGoModel', useTypes: ['PermanentDownload'] },
  conditionalDownload: { model: 'SubscriptionModel', useTypes: ['ConditionalDownload'] },
};

/** Audio formats as our header probes name them (wav, flac, mp3, m4a, ...). */
export const AUDIO_FORMAT: Readonly<Record<string, { container?: string; codec: string }>> = {
  wav: { container: 'WAV', codec: 'PCM' },
  aiff: { container: 'AIFF', codec: 'PCM' },
  aif: { container: 'AIFF', codec: 'PCM' },
  flac: { codec: 'FLAC' },
  mp3: { codec: 'MP3' },
  m4a: { container: 'MP4', codec: 'AAC' },
  aac: { codec: 'AAC' },
  ogg: { container: 'Ogg', codec: 'Vorbis' },
  mov: { container: 'QuickTime', codec: 'PCM' },
};

export const IMAGE_CODEC: Readonly<Record<string, string>> = {
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  tif: 'TIFF',
  tiff: 'TIFF',
};

/** Lyrics formats to TextCodecType; krc (Kugou's karaoke lyrics) has no DDEX word. */
export const LYRICS_CODEC: Readonly<Record<string, VersionValue>> = {
  txt: { ddex: 'UTF8Text' },
  lrc: { ddex: 'LRC' },
  krc: { userDefined: 'KRC' },
};

/** Every plain DDEX value above, by the allowed-value set it must belong to (for the schema test). */
export function mappedAllowedValues(): Record<string, string[]> {
  const ddexOf = (values: readonly VersionValue[]) =>
    values.flatMap((v) => (v !== null && 'ddex' in v ? [v.ddex] : []));
  return {
    ReleaseType_ERN4: Object.values(RELEASE_TYPE),
    ReleaseProfileVariantVersionId: Object.values(PROFILE_VARIANT),
    VersionType: [
      ...ddexOf(Object.values(EDITION_VERSION)),
      ...ddexOf(Object.values(TRACK_VERSION)),
      'UserDefined',
    ],
    ParentalWarningType: Object.values(PARENTAL_WARNING),
    DisplayArtistRole: [
      ...Object.values(ALBUM_ARTIST_ROLE),
      ...Object.values(TRACK_ARTIST_ROLE).flatMap((r) => ('display' in r ? [r.display] : [])),
    ],
    ContributorRole: [
      ...Object.values(TRACK_ARTIST_ROLE).flatMap((r) =>
        'contributor' in r ? [r.contributor] : [],
      ),
      ...Object.values(CREDIT_ROLE),
      ...Object.values(RIGHTS_HOLDER_SIDE).map((r) => r.role),
    ],
    RightsControllerRole: Object.values(RIGHTS_HOLDER_SIDE).map((r) => r.control),
    CommercialModelType_ERN: Object.values(DEAL_USAGE).map((u) => u.model),
    UseType_ERN: Object.values(DEAL_USAGE).flatMap((u) => u.useTypes),
    ContainerFormat: Object.values(AUDIO_FORMAT).flatMap((f) =>
      f.container === undefined ? [] : [f.container],
    ),
    AudioCodecType: [...Object.values(AUDIO_FORMAT).map((f) => f.codec), 'DolbyAtmosMasterADM'],
    ImageCodecType: Object.values(IMAGE_CODEC),
    TextCodecType: [...ddexOf(Object.values(LYRICS_CODEC)), 'UserDefined'],
  };
}
