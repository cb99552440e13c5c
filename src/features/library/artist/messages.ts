import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type {
  AlbumArtistRole,
  ArtistType,
  Source,
  TrackArtistRole,
} from '../../../domain/catalogue';
import { labels } from '../../../i18n/labels';

const FILE = 'State of an uploaded file (avatar, authorization attachment)';
export const fileStateMessages = defineMessages<{
  uploading: { percent: number };
  paused: { percent: number };
  failed: NoMessageValues;
  rejected: { reason: string };
  rejectedUnknown: NoMessageValues;
  verified: NoMessageValues;
  checking: NoMessageValues;
  waiting: NoMessageValues;
}>({
  uploading: {
    id: 'parties.file.uploading',
    defaultMessage: 'Uploading {percent}%',
    description: FILE,
  },
  paused: {
    id: 'parties.file.paused',
    defaultMessage: 'Upload paused at {percent}%',
    description: FILE,
  },
  failed: {
    id: 'parties.file.failed',
    defaultMessage: 'Upload failed; pick the file again',
    description: FILE,
  },
  rejected: {
    id: 'parties.file.rejected',
    defaultMessage: 'Refused by the server: {reason}',
    description: FILE,
  },
  rejectedUnknown: {
    id: 'parties.file.rejectedUnknown',
    defaultMessage: 'the file did not pass the check',
    description: FILE,
  },
  verified: {
    id: 'parties.file.verified',
    defaultMessage: 'Uploaded and checked',
    description: FILE,
  },
  checking: {
    id: 'parties.file.checking',
    defaultMessage: 'Uploaded; the server is checking it',
    description: FILE,
  },
  waiting: {
    id: 'parties.file.waiting',
    defaultMessage: 'Waiting to upload (it continues when the network is back)',
    description: FILE,
  },
});

const LOOKUP = 'Searchable list of countries or languages';
export const lookupMessages = defineMessages({
  noMatch: { id: 'parties.lookup.noMatch', defaultMessage: 'No match', description: LOOKUP },
  search: { id: 'parties.lookup.search', defaultMessage: 'Type to search', description: LOOKUP },
});

const SOURCE = 'Where a record was created (spec: source)';
export const sourceMessages: Readonly<Record<Source, MessageDescriptor>> = defineMessages({
  1: { id: 'parties.source.1', defaultMessage: 'Front desk', description: SOURCE },
  2: { id: 'parties.source.2', defaultMessage: 'Backstage', description: SOURCE },
  3: { id: 'parties.source.3', defaultMessage: 'Backstage DDEX receive', description: SOURCE },
  4: { id: 'parties.source.4', defaultMessage: 'Offline tool import', description: SOURCE },
});

const FIELD = 'Label of an artist field';
export const artistFieldMessages = defineMessages({
  name: { id: 'artist.field.name', defaultMessage: 'Artist name', description: FIELD },
  type: { id: 'artist.field.type', defaultMessage: 'Type / gender', description: FIELD },
  countryCode: labels.countryRegion,
  displayLanguage: labels.displayLanguage,
  alias: { id: 'artist.field.alias', defaultMessage: 'Alias', description: FIELD },
  foreignName: {
    id: 'artist.field.foreignName',
    defaultMessage: 'Foreign name',
    description: FIELD,
  },
  occupation: { id: 'artist.field.occupation', defaultMessage: 'Occupation', description: FIELD },
  birthday: { id: 'artist.field.birthday', defaultMessage: 'Birthday', description: FIELD },
  birthplace: { id: 'artist.field.birthplace', defaultMessage: 'Birthplace', description: FIELD },
  postalCode: { id: 'artist.field.postalCode', defaultMessage: 'Postal code', description: FIELD },
  members: { id: 'artist.field.members', defaultMessage: 'Members', description: FIELD },
  agent: { id: 'artist.field.agent', defaultMessage: 'Agent', description: FIELD },
  contact: { id: 'artist.field.contact', defaultMessage: 'Contact', description: FIELD },
  website: { id: 'artist.field.website', defaultMessage: 'Website', description: FIELD },
  recordCompanyId: labels.recordCompany,
  genreIds: { id: 'artist.field.genreIds', defaultMessage: 'Genres', description: FIELD },
  subGenreIds: { id: 'artist.field.subGenreIds', defaultMessage: 'Sub-genres', description: FIELD },
  representativeWorks: {
    id: 'artist.field.representativeWorks',
    defaultMessage: 'Representative works',
    description: FIELD,
  },
  introduction: labels.introduction,
  avatar: { id: 'artist.field.avatar', defaultMessage: 'Avatar', description: FIELD },
  source: labels.source,
  albumCount: { id: 'artist.field.albumCount', defaultMessage: 'Albums', description: FIELD },
  songCount: labels.songCount,
});

const TYPE = 'Artist type or gender (spec section 3)';
export const artistTypeMessages: Readonly<Record<ArtistType, MessageDescriptor>> = defineMessages({
  unknown: { id: 'artist.type.unknown', defaultMessage: 'Unknown', description: TYPE },
  male: { id: 'artist.type.male', defaultMessage: 'Male', description: TYPE },
  female: { id: 'artist.type.female', defaultMessage: 'Female', description: TYPE },
  group: { id: 'artist.type.group', defaultMessage: 'Group / combination', description: TYPE },
  band: { id: 'artist.type.band', defaultMessage: 'Band', description: TYPE },
  others: { id: 'artist.type.others', defaultMessage: 'Others', description: TYPE },
});

const AVATAR = 'Avatar upload of an artist';
export const artistAvatarMessages = defineMessages<{
  file: { name: string; width: number; height: number; size: string };
  none: NoMessageValues;
  hint: { maxMb: number; minPx: number };
  choose: NoMessageValues;
  replace: NoMessageValues;
  previewAlt: NoMessageValues;
}>({
  file: {
    id: 'artist.avatar.file',
    defaultMessage: '{name} ({width} × {height} px, {size})',
    description: AVATAR,
  },
  none: { id: 'artist.avatar.none', defaultMessage: 'No avatar yet', description: AVATAR },
  hint: {
    id: 'artist.avatar.hint',
    defaultMessage:
      'JPG or PNG, at most {maxMb} MB; at least {minPx} × {minPx} pixels recommended.',
    description: AVATAR,
  },
  choose: { id: 'artist.avatar.choose', defaultMessage: 'Upload avatar', description: AVATAR },
  replace: { id: 'artist.avatar.replace', defaultMessage: 'Replace avatar', description: AVATAR },
  previewAlt: {
    id: 'artist.avatar.previewAlt',
    defaultMessage: 'Chosen avatar',
    description: AVATAR,
  },
});

export const artistNewMessages = defineMessages({
  button: {
    id: 'artist.new.button',
    defaultMessage: 'New artist',
    description: 'Button opening the add-artist drawer',
  },
  title: {
    id: 'artist.new.title',
    defaultMessage: 'New artist',
    description: 'Title of the add-artist drawer',
  },
  optional: {
    id: 'artist.new.optional',
    defaultMessage: 'More details (alias, members, introduction…) can be added on the artist page.',
    description: 'Hint in the add-artist drawer',
  },
});

const INFO = 'Artist pages';
export const artistInfoMessages = defineMessages({
  tabs: {
    id: 'artist.info.tabs',
    defaultMessage: 'Artist pages',
    description: 'Accessible name of the artist tab row',
  },
  tabInfo: {
    id: 'artist.info.tabInfo',
    defaultMessage: 'Artist information',
    description: 'Tab of an artist page',
  },
  tabAlbums: {
    id: 'artist.info.tabAlbums',
    defaultMessage: 'Albums',
    description: 'Tab of an artist page',
  },
  tabSongs: {
    id: 'artist.info.tabSongs',
    defaultMessage: 'Songs',
    description: 'Tab of an artist page',
  },
  notFound: {
    id: 'artist.info.notFound',
    defaultMessage: 'This artist is not on this device',
    description: INFO,
  },
  notFoundHint: {
    id: 'artist.info.notFoundHint',
    defaultMessage: 'It may have been deleted, or it has not been synchronised yet.',
    description: INFO,
  },
  backToList: {
    id: 'artist.info.backToList',
    defaultMessage: 'Back to the artist list',
    description: INFO,
  },
  unnamed: { id: 'artist.info.unnamed', defaultMessage: '(unnamed artist)', description: INFO },
  basics: labels.basicInfo,
  profile: {
    id: 'artist.info.profile',
    defaultMessage: 'Profile',
    description: 'Section heading of the artist form',
  },
  contactSection: {
    id: 'artist.info.contactSection',
    defaultMessage: 'Contact and representation',
    description: 'Section heading of the artist form',
  },
  listHint: {
    id: 'artist.info.listHint',
    defaultMessage: 'One per line, or separated by commas',
    description: 'Hint under a list field',
  },
  noRecordCompany: {
    id: 'artist.info.noRecordCompany',
    defaultMessage: 'None',
    description: 'Choice: no record company',
  },
  save: labels.save,
  saving: labels.saving,
  saved: {
    id: 'artist.info.saved',
    defaultMessage: 'Saved on this device; it is sent to the server when online.',
    description: INFO,
  },
  saveFailed: {
    id: 'artist.info.saveFailed',
    defaultMessage: 'The changes could not be saved. Please try again.',
    description: INFO,
  },
  updatedAt: labels.updatedAt,
  whenSynced: {
    id: 'artist.info.whenSynced',
    defaultMessage: 'When synchronised',
    description: 'A value the server fills in (source) for an artist not yet on the server',
  },
  pending: {
    id: 'artist.info.pending',
    defaultMessage: 'Not yet synchronised',
    description: 'Badge of a record not yet on the server',
  },
});

const WORKS = 'Albums or songs of an artist or record company';
export const worksMessages = defineMessages<
  Record<
    | 'albums'
    | 'songs'
    | 'albumName'
    | 'trackName'
    | 'role'
    | 'isrc'
    | 'reviewStatus'
    | 'updatedAt'
    | 'noAlbums'
    | 'noSongs'
    | 'noAlbum'
    | 'unnamed',
    NoMessageValues
  > & {
    count: { count: number };
  }
>({
  albums: { id: 'parties.works.albums', defaultMessage: 'Albums', description: WORKS },
  songs: { id: 'parties.works.songs', defaultMessage: 'Songs', description: WORKS },
  albumName: labels.album,
  trackName: { id: 'parties.works.trackName', defaultMessage: 'Song', description: WORKS },
  role: { id: 'parties.works.role', defaultMessage: 'Role', description: WORKS },
  isrc: labels.isrc,
  reviewStatus: labels.reviewStatus,
  updatedAt: labels.updatedAt,
  count: {
    id: 'parties.works.count',
    defaultMessage: '{count, plural, one {# record} other {# records}}',
    description: WORKS,
  },
  noAlbums: { id: 'parties.works.noAlbums', defaultMessage: 'No albums yet.', description: WORKS },
  noSongs: { id: 'parties.works.noSongs', defaultMessage: 'No songs yet.', description: WORKS },
  noAlbum: { id: 'parties.works.noAlbum', defaultMessage: 'Not on an album', description: WORKS },
  unnamed: { id: 'parties.works.unnamed', defaultMessage: '(untitled)', description: WORKS },
});

const ROLE = 'Role of an artist on an album or a track';
export const albumRoleMessages: Readonly<Record<AlbumArtistRole, MessageDescriptor>> =
  defineMessages({
    MainArtist: labels.mainArtist,
    FeaturedArtist: {
      id: 'parties.role.album.FeaturedArtist',
      defaultMessage: 'Featured artist',
      description: ROLE,
    },
    Others: { id: 'parties.role.album.Others', defaultMessage: 'Others', description: ROLE },
  });
export const trackRoleMessages: Readonly<Record<TrackArtistRole, MessageDescriptor>> =
  defineMessages({
    main: labels.mainArtist,
    featured: {
      id: 'parties.role.track.featured',
      defaultMessage: 'Featured / cooperating',
      description: ROLE,
    },
    other: labels.other,
    producer: labels.producer,
    arranger: labels.arranger,
    recording: {
      id: 'parties.role.track.recording',
      defaultMessage: 'Recording',
      description: ROLE,
    },
    mixer: { id: 'parties.role.track.mixer', defaultMessage: 'Mixer', description: ROLE },
  });
