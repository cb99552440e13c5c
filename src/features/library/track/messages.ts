import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type {
  AudioQuality,
  SpatialAudioType,
  TrackArtistRole,
  TrackVersion,
} from '../../../domain/catalogue';
import { labels } from '../../../i18n/labels';

const LABEL = 'Label of a field of the track information form';

/** Field labels, keyed by the TRACK record field (issues name record fields: "{field} incomplete"). */
export const trackFieldLabels = defineMessages({
  name: { id: 'track.field.name', defaultMessage: 'Track name', description: LABEL },
  subTitle: { id: 'track.field.subTitle', defaultMessage: 'Subtitle', description: LABEL },
  trackVersion: { id: 'track.field.trackVersion', defaultMessage: 'Version', description: LABEL },
  portfolioTitle: {
    id: 'track.field.portfolioTitle',
    defaultMessage: 'Portfolio title',
    description: LABEL,
  },
  trackCode: { id: 'track.field.trackCode', defaultMessage: 'Your track code', description: LABEL },
  assetId: {
    id: 'track.field.assetId',
    defaultMessage: 'Asset ID',
    description: 'Label of the track code the platform assigns',
  },
  langCode: labels.performingLanguage,
  displayLanguage: labels.displayLanguage,
  authorizationCompanyId: {
    id: 'track.field.authorizationCompanyId',
    defaultMessage: 'Authorization company',
    description: LABEL,
  },
  genreId: labels.genre,
  labelId: labels.recordCompany,
  pLineId: labels.pLine,
  cLineId: labels.cLine,
  isrcAuth: { id: 'track.field.isrcAuth', defaultMessage: 'ISRC source', description: LABEL },
  isrc: labels.isrc,
  spatialIsrc: {
    id: 'track.field.spatialIsrc',
    defaultMessage: 'Spatial audio ISRC',
    description: LABEL,
  },
  iswc: { id: 'track.field.iswc', defaultMessage: 'ISWC', description: LABEL },
  artists: labels.artists,
  composers: { id: 'track.field.composers', defaultMessage: 'Composer', description: LABEL },
  lyricists: { id: 'track.field.lyricists', defaultMessage: 'Lyricist', description: LABEL },
  recordingProducer: {
    id: 'track.field.recordingProducer',
    defaultMessage: 'Recording producer',
    description: LABEL,
  },
  isAudition: {
    id: 'track.field.isAudition',
    defaultMessage: 'Audition (preview) window',
    description: LABEL,
  },
  auditionStartMs: {
    id: 'track.field.auditionStart',
    defaultMessage: 'Audition start',
    description: LABEL,
  },
  auditionEndMs: {
    id: 'track.field.auditionEnd',
    defaultMessage: 'Audition end',
    description: LABEL,
  },
  explicit: { id: 'track.field.explicit', defaultMessage: 'Explicit content', description: LABEL },
  spatialAudioType: {
    id: 'track.field.spatialAudioType',
    defaultMessage: 'Spatial audio type',
    description: LABEL,
  },
  spatialAudio: {
    id: 'track.field.spatialAudio',
    defaultMessage: 'Spatial audio file',
    description: LABEL,
  },
  quality: { id: 'track.field.quality', defaultMessage: 'Quality', description: LABEL },
  audio: { id: 'track.field.audio', defaultMessage: 'Audio file', description: LABEL },
  lyrics: labels.lyrics,
});

const ROLE = 'Role of an artist on a track';
export const trackRoleMessages: Readonly<Record<TrackArtistRole, MessageDescriptor>> =
  defineMessages({
    main: labels.mainArtist,
    featured: { id: 'track.role.featured', defaultMessage: 'Featured artist', description: ROLE },
    other: labels.other,
    producer: labels.producer,
    arranger: labels.arranger,
    recording: {
      id: 'track.role.recording',
      defaultMessage: 'Recording engineer',
      description: ROLE,
    },
    mixer: { id: 'track.role.mixer', defaultMessage: 'Mixing engineer', description: ROLE },
  });

const VERSION = 'Version of a track recording';
export const trackVersionMessages: Readonly<Record<TrackVersion, MessageDescriptor>> =
  defineMessages({
    studio: { id: 'track.version.studio', defaultMessage: 'Studio', description: VERSION },
    live: { id: 'track.version.live', defaultMessage: 'Live', description: VERSION },
    demo: { id: 'track.version.demo', defaultMessage: 'Demo', description: VERSION },
    remix: { id: 'track.version.remix', defaultMessage: 'Remix', description: VERSION },
    remaster: { id: 'track.version.remaster', defaultMessage: 'Remaster', description: VERSION },
    accompaniment: {
      id: 'track.version.accompaniment',
      defaultMessage: 'Accompaniment (backing track)',
      description: VERSION,
    },
    other: labels.other,
  });

const EXPLICIT = 'Explicit-content marking of a track';
export const explicitMessages = defineMessages({
  0: { id: 'track.explicit.0', defaultMessage: 'Not explicit', description: EXPLICIT },
  1: { id: 'track.explicit.1', defaultMessage: 'Clean (edited) version', description: EXPLICIT },
  2: { id: 'track.explicit.2', defaultMessage: 'Explicit', description: EXPLICIT },
});

export const isrcAuthMessages = defineMessages({
  0: {
    id: 'track.isrcAuth.0',
    defaultMessage: 'I already have an ISRC',
    description: 'ISRC source option: the partner holds one',
  },
  1: {
    id: 'track.isrcAuth.1',
    defaultMessage: 'Apply for one for me',
    description: 'ISRC source option: the platform applies for one',
  },
});

const SPATIAL = 'Spatial audio format of a track';
export const spatialTypeMessages: Readonly<Record<SpatialAudioType, MessageDescriptor>> =
  defineMessages({
    atmos: {
      id: 'track.spatial.atmos',
      defaultMessage: 'Dolby Atmos (panorama, .wav)',
      description: SPATIAL,
    },
    surround51: {
      id: 'track.spatial.surround51',
      defaultMessage: '5.1 surround (.mov)',
      description: SPATIAL,
    },
    surround71: {
      id: 'track.spatial.surround71',
      defaultMessage: '7.1 surround (.mov)',
      description: SPATIAL,
    },
  });

const QUALITY = 'Audio quality class of a track';
export const qualityMessages: Readonly<Record<AudioQuality, MessageDescriptor>> = defineMessages({
  normal: { id: 'track.quality.normal', defaultMessage: 'Normal', description: QUALITY },
  hiRes: { id: 'track.quality.hiRes', defaultMessage: 'Hi-Res', description: QUALITY },
  lossless: { id: 'track.quality.lossless', defaultMessage: 'Lossless', description: QUALITY },
});

export const trackMessages = defineMessages({
  basics: labels.basicInfo,
  identifiers: {
    id: 'track.info.identifiers',
    defaultMessage: 'Codes',
    description: 'Heading of the ISRC/ISWC group of the track form',
  },
  parties: {
    id: 'track.info.parties',
    defaultMessage: 'Artists and credits',
    description: 'Heading of the artists and credits group',
  },
  rights: {
    id: 'track.info.rights',
    defaultMessage: 'Companies and copyright lines',
    description: 'Heading of the record company and P/C line group',
  },
  release: {
    id: 'track.info.release',
    defaultMessage: 'Audition, content and quality',
    description: 'Heading of the audition, explicit and quality group',
  },
  media: {
    id: 'track.info.media',
    defaultMessage: 'Audio and lyrics',
    description: 'Heading of the audio and lyrics section of the track page',
  },
  mediaTable: {
    id: 'track.info.mediaTable',
    defaultMessage: 'Audio and lyrics of this track',
    description: 'Accessible name of the audio and lyrics table',
  },
  modificationLimits: {
    id: 'track.info.modificationLimits',
    defaultMessage:
      'The album is under modification: only the audition window and the genre of a track can change.',
    description:
      'Why most track fields are read-only while a modification of the approved album is open',
  },
  releasedIsrc: {
    id: 'track.info.releasedIsrc',
    defaultMessage: 'The album has been released, so the ISRC can no longer change.',
    description: 'Why the ISRC field is read-only after release',
  },
  fixedAfterCreation: {
    id: 'track.info.fixedAfterCreation',
    defaultMessage: 'Fixed when the track was created',
    description: 'Hint under the authorization company and display language, which cannot change',
  },
  isrcHint: {
    id: 'track.info.isrcHint',
    defaultMessage: '12 letters and digits, e.g. CN-A12-26-00001; spaces and dashes are removed.',
    description: 'Hint under the ISRC field',
  },
  isrcOptional: {
    id: 'track.info.isrcOptional',
    defaultMessage: 'Optional: the platform applies for an ISRC for this track.',
    description: 'Hint under the ISRC field when the platform applies for one',
  },
  iswcHint: {
    id: 'track.info.iswcHint',
    defaultMessage: 'e.g. T-123.456.789-C',
    description: 'Hint under the ISWC field',
  },
  namesHint: {
    id: 'track.info.namesHint',
    defaultMessage: 'Separate several names with commas.',
    description: 'Hint under the composer and lyricist fields',
  },
  timeHint: {
    id: 'track.info.timeHint',
    defaultMessage: 'mm:ss',
    description: 'Hint under the audition start and end fields',
  },
  addArtist: {
    id: 'track.info.addArtist',
    defaultMessage: 'Add artist',
    description: 'Button that adds an artist row to the track',
  },
  noArtists: {
    id: 'track.info.noArtists',
    defaultMessage: 'No artist on this device yet. Add artists in the artist library first.',
    description: 'Shown in the artists field when the organisation has no artist records',
  },
  unknownArtist: {
    id: 'track.info.unknownArtist',
    defaultMessage: '(artist not on this device)',
    description: 'Name of an artist id the device does not know',
  },
  noRecordCompany: {
    id: 'track.info.noRecordCompany',
    defaultMessage: 'No record company of this authorization company yet.',
    description: 'Hint when there is no record company to choose',
  },
  incompleteTitle: {
    id: 'track.info.incompleteTitle',
    defaultMessage: 'Still needed before review',
    description:
      'Title of the list of what the track still lacks for review (warnings, saving is allowed)',
  },
  assetPending: {
    id: 'track.info.assetPending',
    defaultMessage: 'Assigned by the platform',
    description: 'Shown while the asset id is not assigned yet',
  },
});

export const trackSpatialMessages = defineMessages<{
  none: NoMessageValues;
  upload: NoMessageValues;
  uploadFor: { type: string };
}>({
  none: {
    id: 'track.spatial.none',
    defaultMessage: 'No spatial audio file yet',
    description: 'Shown when the track has no spatial audio file',
  },
  upload: {
    id: 'track.spatial.upload',
    defaultMessage: 'Upload spatial audio',
    description: 'Button that uploads the spatial audio file',
  },
  uploadFor: {
    id: 'track.spatial.uploadFor',
    defaultMessage: 'Upload spatial audio: {type}',
    description: 'Accessible name of the spatial audio upload button, with the chosen type',
  },
});

export const trackIssueMessages = defineMessages<{ fileIssue: { field: string; message: string } }>(
  {
    fileIssue: {
      id: 'track.info.fileIssue',
      defaultMessage: '{field}: {message}',
      description: 'One item of what the files of a track still lack: the file and the problem',
    },
  },
);

export const trackArtistRowMessages = defineMessages<{
  remove: { name: string };
  artistPick: { index: number };
  rolePick: { index: number };
}>({
  remove: labels.removeName,
  artistPick: {
    id: 'track.info.artistPick',
    defaultMessage: 'Artist {index}',
    description: 'Accessible name of the artist pick list of one artist row',
  },
  rolePick: {
    id: 'track.info.rolePick',
    defaultMessage: 'Role of artist {index}',
    description: 'Accessible name of the role pick list of one artist row',
  },
});

export const trackAlbumMessages = defineMessages<{
  none: NoMessageValues;
  missing: NoMessageValues;
  open: NoMessageValues;
  coverAlt: { name: string };
  noCover: NoMessageValues;
  trackCount: { count: number };
  position: { no: number };
}>({
  none: {
    id: 'track.album.none',
    defaultMessage: 'This track is not on an album yet.',
    description: 'Shown on the album tab of a track that belongs to no album',
  },
  missing: {
    id: 'track.album.missing',
    defaultMessage: 'The album of this track is not on this device.',
    description: 'Shown when the track points to an album the device does not have',
  },
  open: {
    id: 'track.album.open',
    defaultMessage: 'Open album information',
    description: 'Link to the album information page',
  },
  coverAlt: {
    id: 'track.album.coverAlt',
    defaultMessage: 'Cover of {name}',
    description: 'Alternative text of the album cover thumbnail',
  },
  noCover: {
    id: 'track.album.noCover',
    defaultMessage: 'No cover',
    description: 'Shown instead of a cover that is missing',
  },
  trackCount: {
    id: 'track.album.trackCount',
    defaultMessage: '{count, plural, one {# track} other {# tracks}}',
    description: 'Number of tracks of the album',
  },
  position: {
    id: 'track.album.position',
    defaultMessage: 'Track {no} on this album',
    description: 'Position of the track on its album',
  },
});
