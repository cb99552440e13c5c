// What an imported NewReleaseMessage becomes: an album, its tracks, the artists and companies it
// names (matched to the organisation's own by name), the files it expects, and every problem found.
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
import type { DdexProblem } from './codes';

/** The organisation's records an import matches names against. */
export interface ImportContext {
  artists: ReadonlyArray<{ id: string; name: string; foreignName?: string | null }>;
  recordCompanies: ReadonlyArray<{ id: string; name: string }>;
}

export interface ImportLocalizedTitle {
  language: string;
  name: string;
  subTitle: string | null;
}

export interface ImportParty {
  partyRef: string;
  name: string;
  /** a second name (often the Latin form of a Chinese name) */
  foreignName: string | null;
  language: string | null;
  /** the existing record this party is matched to by name, or null: a new record */
  matchedId: string | null;
}

export interface ImportRightsHolder {
  partyRef: string;
  name: string;
  type: RightsHolderType;
  countries: Array<{
    countryCode: string | null;
    percentage: number | null;
    periodStart: string | null;
    periodEnd: string | null;
  }>;
}

export interface ImportFile {
  resourceRef: string;
  kind: 'audio' | 'immersive' | 'cover' | 'lyrics';
  uri: string;
  sha256: string | null;
  sizeBytes: number | null;
  line: number;
}

export interface ImportTrack {
  resourceRef: string;
  discNo: number;
  trackNo: number;
  name: string;
  subTitle: string | null;
  localizedTitles: ImportLocalizedTitle[];
  displayLanguage: string | null;
  langCode: string | null;
  isrc: string | null;
  spatialIsrc: string | null;
  iswc: string | null;
  durationMs: number | null;
  explicit: Explicit;
  trackVersion: TrackVersion | null;
  genreText: string | null;
  genreId: string | null;
  artists: Array<{ partyRef: string; role: TrackArtistRole }>;
  composers: string[];
  lyricists: string[];
  recordingProducer: string | null;
  labelPartyRef: string | null;
  pLine: string | null;
  preview: { startMs: number; endMs: number | null } | null;
  audio: {
    uri: string;
    codec: string | null;
    sampleRateHz: number | null;
    bitDepth: number | null;
    channels: number | null;
  } | null;
  spatialAudioType: 'atmos' | 'surround51' | null;
  rightsHolders: ImportRightsHolder[];
  /** the lyrics resource the release links to this track (a file of the package), if any */
  lyricsRef: string | null;
  line: number;
}

export interface ImportAlbum {
  name: string;
  localizedTitles: ImportLocalizedTitle[];
  type: AlbumType;
  edition: AlbumEdition | null;
  upc: string | null;
  displayLanguage: string | null;
  genreText: string | null;
  genreId: string | null;
  explicit: Explicit;
  originalReleaseDate: string | null;
  expectedOnShelfDate: string | null;
  isCollection: boolean;
  previewAllowed: boolean;
  artists: Array<{ partyRef: string; role: AlbumArtistRole }>;
  recordCompanyPartyRef: string | null;
  pLine: string | null;
  cLine: string | null;
}

export interface ImportDeals {
  territories: string[];
  excludedTerritories: string[];
  usages: DealUsage[];
  validFrom: string | null;
  validUntil: string | null;
  preorderStart: string | null;
}

export interface ImportPlan {
  /** no error among the problems: the import may be carried out */
  isImportable: boolean;
  messageId: string | null;
  senderDpid: string | null;
  senderName: string | null;
  album: ImportAlbum | null;
  tracks: ImportTrack[];
  artists: ImportParty[];
  recordCompanies: ImportParty[];
  files: ImportFile[];
  /** null: the message has no deals (a takedown by omission) */
  deals: ImportDeals | null;
  problems: DdexProblem[];
}
