// Texts of the library lists: the shared frame (search, filters, counts, states), the column
// headers, the entity-specific empty states and the labels of the catalogue codes they show.
import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import { albumTypeLabels, labels } from '../../../i18n/labels';

const COL = 'Column header of a library list';
const FILTER = 'Label of a filter above a library list';
const EMPTY = 'Empty state of a library list: nothing of this kind is on this device';
const HINT = 'Hint under the empty state of a library list';
const TABLE = 'Accessible name of the table of a library list';

export const listMessages = defineMessages({
  search: {
    id: 'library.list.search',
    defaultMessage: 'Search',
    description: 'Accessible name of the search box of a list',
  },
  searchIn: {
    id: 'library.list.searchIn',
    defaultMessage: 'Search in',
    description: 'Label of the choice of the field a search looks in (name or ISRC)',
  },
  searchName: labels.name,
  searchIsrc: {
    id: 'library.list.searchIsrc',
    defaultMessage: 'ISRC',
    description: 'Search field choice: the ISRC code',
  },
  placeholderName: {
    id: 'library.list.placeholderName',
    defaultMessage: 'Search by the start of the name',
    description: 'Placeholder of the list search box',
  },
  placeholderTitle: {
    id: 'library.list.placeholderTitle',
    defaultMessage: 'Search by the start of the title',
    description: 'Placeholder of the list search box (records with a title)',
  },
  placeholderIsrc: {
    id: 'library.list.placeholderIsrc',
    defaultMessage: 'Search by ISRC, e.g. CN-A12-26-00001',
    description: 'Placeholder of the list search box when searching ISRCs',
  },
  all: {
    id: 'library.list.all',
    defaultMessage: 'All',
    description: 'Filter option: do not filter by this field',
  },
  updatedFrom: {
    id: 'library.list.updatedFrom',
    defaultMessage: 'Updated from',
    description: 'Label of the first date of the update-date filter',
  },
  updatedTo: {
    id: 'library.list.updatedTo',
    defaultMessage: 'Updated until',
    description: 'Label of the last date of the update-date filter',
  },
  clear: {
    id: 'library.list.clear',
    defaultMessage: 'Clear search and filters',
    description: 'Button that empties the search box and resets every filter',
  },
  orderName: {
    id: 'library.list.orderName',
    defaultMessage: 'name',
    description: 'Used in "Search results are listed by {field}."',
  },
  orderIsrc: {
    id: 'library.list.orderIsrc',
    defaultMessage: 'ISRC',
    description: 'Used in "Search results are listed by {field}."',
  },
  noMatch: {
    id: 'library.list.noMatch',
    defaultMessage: 'Nothing matches',
    description: 'Shown when the search and filters leave no record',
  },
  noMatchHint: {
    id: 'library.list.noMatchHint',
    defaultMessage: 'Try the start of another name, or clear the filters.',
    description: 'Hint under "Nothing matches"',
  },
  error: {
    id: 'library.list.error',
    defaultMessage: 'The list could not be read from this device.',
    description: 'Shown when reading the local database failed',
  },
  reload: {
    id: 'library.list.reload',
    defaultMessage: 'Reload the page',
    description: 'Button that reloads the page after a read error',
  },
  rowLoading: {
    id: 'library.list.rowLoading',
    defaultMessage: 'Loading…',
    description: 'Accessible text of a row whose content is still being read',
  },
  notInAlbum: {
    id: 'library.list.notInAlbum',
    defaultMessage: 'Not in an album',
    description: 'Status of a track that belongs to no album yet',
  },
  unknownRecord: {
    id: 'library.list.unknownRecord',
    defaultMessage: '(not on this device)',
    description: 'Name of a linked record this device does not have',
  },
  untitled: {
    id: 'library.list.untitled',
    defaultMessage: '(untitled)',
    description: 'Shown instead of an empty name or title',
  },
});

/** The list's counts, and the note on the order of search results. */
export const countMessages = defineMessages<{
  total: { total: number };
  matching: { count: number };
  matchingCounting: { count: number };
  searchOrder: { field: string };
  totalCounting: NoMessageValues;
}>({
  total: {
    id: 'library.list.total',
    defaultMessage: '{total, number} in total',
    description: 'Number of records of this kind on this device',
  },
  matching: {
    id: 'library.list.matching',
    defaultMessage: '{count, number} matching',
    description: 'Number of records that match the search and filters',
  },
  matchingCounting: {
    id: 'library.list.matchingCounting',
    defaultMessage: 'at least {count, number} matching, counting…',
    description: 'Number of matching records found so far while the count goes on',
  },
  searchOrder: {
    id: 'library.list.searchOrder',
    defaultMessage: 'Search results are listed by {field}.',
    description: 'Why the chosen sort does not apply while searching; field is "name" or "ISRC"',
  },
  totalCounting: {
    id: 'library.list.totalCounting',
    defaultMessage: 'counting…',
    description: 'Shown instead of the total while it is being counted',
  },
});

export const columnMessages = defineMessages({
  name: labels.name,
  trackName: { id: 'library.list.col.trackName', defaultMessage: 'Track name', description: COL },
  title: labels.title,
  isrc: { id: 'library.list.col.isrc', defaultMessage: 'ISRC', description: COL },
  album: { id: 'library.list.col.album', defaultMessage: 'Album', description: COL },
  artists: labels.artists,
  status: {
    id: 'library.list.col.status',
    defaultMessage: 'Album status',
    description: 'Column header: review status of the album a track belongs to',
  },
  language: labels.performingLanguage,
  displayLanguage: {
    id: 'library.list.col.displayLanguage',
    defaultMessage: 'Display language',
    description: COL,
  },
  updatedAt: labels.updatedAt,
  createdAt: { id: 'library.list.col.createdAt', defaultMessage: 'Created', description: COL },
  type: labels.type,
  upc: { id: 'library.list.col.upc', defaultMessage: 'UPC', description: COL },
  releaseDate: {
    id: 'library.list.col.releaseDate',
    defaultMessage: 'Original release',
    description: 'Column header: original release date of an album',
  },
  country: labels.countryRegion,
  albums: {
    id: 'library.list.col.albums',
    defaultMessage: 'Albums',
    description: 'Column header: number of albums',
  },
  songs: labels.songCount,
  tracks: {
    id: 'library.list.col.tracks',
    defaultMessage: 'Tracks',
    description: 'Column header: number of tracks',
  },
  source: labels.source,
  creator: { id: 'library.list.col.creator', defaultMessage: 'Created by', description: COL },
  number: labels.number,
  attachment: labels.attachment,
  track: { id: 'library.list.col.track', defaultMessage: 'Track', description: COL },
  start: labels.start,
  duration: { id: 'library.list.col.duration', defaultMessage: 'Duration', description: COL },
  tag: labels.tag,
  format: labels.format,
  size: labels.size,
});

export const filterMessages = defineMessages({
  reviewStatus: labels.reviewStatus,
  releaseStatus: labels.releaseStatus,
  albumType: {
    id: 'library.list.filter.albumType',
    defaultMessage: 'Album type',
    description: FILTER,
  },
  source: labels.source,
  language: labels.performingLanguage,
  version: { id: 'library.list.filter.version', defaultMessage: 'Version', description: FILTER },
  artistType: {
    id: 'library.list.filter.artistType',
    defaultMessage: 'Artist type',
    description: FILTER,
  },
  clipType: {
    id: 'library.list.filter.clipType',
    defaultMessage: 'Clip type',
    description: FILTER,
  },
  accompanimentType: {
    id: 'library.list.filter.accompanimentType',
    defaultMessage: 'Accompaniment type',
    description: FILTER,
  },
});

/** The empty state, its hint and the table's accessible name of each list. */
export const trackListMessages = defineMessages({
  table: {
    id: 'library.list.track.table',
    defaultMessage: 'Tracks of your organisation',
    description: TABLE,
  },
  empty: { id: 'library.list.track.empty', defaultMessage: 'No tracks yet', description: EMPTY },
  emptyHint: {
    id: 'library.list.track.emptyHint',
    defaultMessage:
      'Tracks appear here once you add them to an album or they are synced to this device.',
    description: HINT,
  },
});

export const artistListMessages = defineMessages({
  table: {
    id: 'library.list.artist.table',
    defaultMessage: 'Artists of your organisation',
    description: TABLE,
  },
  empty: { id: 'library.list.artist.empty', defaultMessage: 'No artists yet', description: EMPTY },
  emptyHint: {
    id: 'library.list.artist.emptyHint',
    defaultMessage: 'Artists you create, or that are synced to this device, appear here.',
    description: HINT,
  },
});

export const recordCompanyListMessages = defineMessages({
  table: {
    id: 'library.list.recordCompany.table',
    defaultMessage: 'Record companies of your organisation',
    description: TABLE,
  },
  empty: {
    id: 'library.list.recordCompany.empty',
    defaultMessage: 'No record companies yet',
    description: EMPTY,
  },
  emptyHint: {
    id: 'library.list.recordCompany.emptyHint',
    defaultMessage: 'Record companies you create, or that are synced to this device, appear here.',
    description: HINT,
  },
});

export const plClineListMessages = defineMessages({
  table: {
    id: 'library.list.plCline.table',
    defaultMessage: 'P-line and C-line names of your organisation',
    description: TABLE,
  },
  empty: {
    id: 'library.list.plCline.empty',
    defaultMessage: 'No P-line or C-line names yet',
    description: EMPTY,
  },
  emptyHint: {
    id: 'library.list.plCline.emptyHint',
    defaultMessage: 'Names you create for P-lines and C-lines appear here.',
    description: HINT,
  },
});

export const authorizationListMessages = defineMessages({
  table: {
    id: 'library.list.authorization.table',
    defaultMessage: 'Authorization files of your organisation',
    description: TABLE,
  },
  empty: {
    id: 'library.list.authorization.empty',
    defaultMessage: 'No authorization files yet',
    description: EMPTY,
  },
  emptyHint: {
    id: 'library.list.authorization.emptyHint',
    defaultMessage: 'Add an authorization file, then bind the tracks it covers.',
    description: HINT,
  },
});

export const trackClipListMessages = defineMessages({
  table: {
    id: 'library.list.trackClip.table',
    defaultMessage: 'Track clips of your organisation',
    description: TABLE,
  },
  empty: {
    id: 'library.list.trackClip.empty',
    defaultMessage: 'No track clips yet',
    description: EMPTY,
  },
  emptyHint: {
    id: 'library.list.trackClip.emptyHint',
    defaultMessage:
      'Create a clip from a track, or upload a clip file. 30 or 60 seconds is recommended.',
    description: HINT,
  },
});

export const accompanimentListMessages = defineMessages({
  table: {
    id: 'library.list.accompaniment.table',
    defaultMessage: 'Accompaniments of your organisation',
    description: TABLE,
  },
  empty: {
    id: 'library.list.accompaniment.empty',
    defaultMessage: 'No accompaniments yet',
    description: EMPTY,
  },
  emptyHint: {
    id: 'library.list.accompaniment.emptyHint',
    defaultMessage: 'Upload a vocal or non-vocal accompaniment for a track.',
    description: HINT,
  },
});

// One label per source code, in the spec's wording, shared with the record pages (sourceText).
export { sourceMessages } from '../artist/messages';

export const albumTypeMessages: Readonly<Record<number, MessageDescriptor>> = albumTypeLabels;

const VERSION = 'Track version (spec section 3: trackVersion)';
export const trackVersionMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  studio: {
    id: 'library.list.trackVersion.studio',
    defaultMessage: 'Studio',
    description: VERSION,
  },
  live: { id: 'library.list.trackVersion.live', defaultMessage: 'Live', description: VERSION },
  demo: { id: 'library.list.trackVersion.demo', defaultMessage: 'Demo', description: VERSION },
  remix: { id: 'library.list.trackVersion.remix', defaultMessage: 'Remix', description: VERSION },
  remaster: {
    id: 'library.list.trackVersion.remaster',
    defaultMessage: 'Remaster',
    description: VERSION,
  },
  accompaniment: {
    id: 'library.list.trackVersion.accompaniment',
    defaultMessage: 'Backing track',
    description: VERSION,
  },
  other: labels.other,
});

const ARTIST_TYPE = 'Artist type or gender (spec section 3)';
export const artistTypeMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  unknown: {
    id: 'library.list.artistType.unknown',
    defaultMessage: 'Unknown',
    description: ARTIST_TYPE,
  },
  male: { id: 'library.list.artistType.male', defaultMessage: 'Male', description: ARTIST_TYPE },
  female: {
    id: 'library.list.artistType.female',
    defaultMessage: 'Female',
    description: ARTIST_TYPE,
  },
  group: { id: 'library.list.artistType.group', defaultMessage: 'Group', description: ARTIST_TYPE },
  band: { id: 'library.list.artistType.band', defaultMessage: 'Band', description: ARTIST_TYPE },
  others: labels.other,
});

const CLIP_TYPE = 'Track clip type (spec section 3)';
export const clipTypeMessages: Readonly<Record<number, MessageDescriptor>> = defineMessages({
  1: { id: 'library.list.clipType.1', defaultMessage: 'System clip', description: CLIP_TYPE },
  2: {
    id: 'library.list.clipType.2',
    defaultMessage: 'Uploaded clip file',
    description: CLIP_TYPE,
  },
  3: {
    id: 'library.list.clipType.3',
    defaultMessage: 'Pay mode 3.0 default',
    description: CLIP_TYPE,
  },
});

const ACCOMPANIMENT = 'Accompaniment type (spec section 3)';
export const accompanimentTypeMessages: Readonly<Record<string, MessageDescriptor>> =
  defineMessages({
    vocal: {
      id: 'library.list.accompanimentType.vocal',
      defaultMessage: 'With vocals',
      description: ACCOMPANIMENT,
    },
    nonVocal: {
      id: 'library.list.accompanimentType.nonVocal',
      defaultMessage: 'Without vocals',
      description: ACCOMPANIMENT,
    },
  });
