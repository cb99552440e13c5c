// A NewReleaseMessage as read, in plain data: what the import turns into records and what the diff
// compares. References stay as the message wrote them; lines point back into the message.

export interface ErnTitle {
  text: string;
  subTitle: string | null;
  language: string | null;
  isDefault: boolean;
}

export interface ErnPartyName {
  name: string;
  language: string | null;
}

export interface ErnParty {
  ref: string;
  line: number;
  names: ErnPartyName[];
  proprietaryIds: string[];
}

export interface ErnArtistRef {
  partyRef: string;
  role: string;
  line: number;
}

export interface ErnFile {
  uri: string;
  /** hex, lower case, when the message gives a SHA-256 (the only hash we check) */
  sha256: string | null;
  sizeBytes: number | null;
}

export interface ErnRights {
  partyRef: string;
  side: 'resource' | 'work';
  control: string | null;
  percentage: number | null;
  territories: string[];
  start: string | null;
  end: string | null;
  line: number;
}

export interface ErnAudio {
  container: string | null;
  codec: string | null;
  sampleRateHz: number | null;
  bitDepth: number | null;
  channels: number | null;
  bitrateKbps: number | null;
  file: ErnFile | null;
}

export interface ErnSoundRecording {
  ref: string;
  line: number;
  isrc: string | null;
  proprietaryIds: string[];
  iswc: string | null;
  titles: ErnTitle[];
  versionTypes: string[];
  displayArtistName: string | null;
  displayArtists: ErnArtistRef[];
  contributors: ErnArtistRef[];
  rights: ErnRights[];
  durationMs: number | null;
  parentalWarning: string | null;
  languages: string[];
  isInstrumental: boolean;
  pLine: string | null;
  edition: string | null;
  recordingMode: string | null;
  /** the stereo resource this is the immersive edition of */
  immersiveEditionOf: string | null;
  audio: ErnAudio | null;
  preview: { startMs: number; endMs: number | null } | null;
}

export interface ErnImage {
  ref: string;
  line: number;
  type: string;
  codec: string | null;
  widthPx: number | null;
  heightPx: number | null;
  file: ErnFile | null;
}

export interface ErnText {
  ref: string;
  line: number;
  type: string;
  title: string | null;
  codec: string | null;
  languages: string[];
  file: ErnFile | null;
}

export interface ErnGroupItem {
  sequence: number | null;
  /** the disc: the component's position in a multi-disc release, else 1 */
  disc: number;
  resourceRef: string;
  linked: string[];
  line: number;
}

export interface ErnRelease {
  ref: string;
  line: number;
  types: string[];
  icpn: string | null;
  catalogNumber: string | null;
  proprietaryIds: string[];
  titles: ErnTitle[];
  versionTypes: string[];
  displayArtistName: string | null;
  displayArtists: ErnArtistRef[];
  labelRefs: string[];
  pLine: string | null;
  cLine: string | null;
  genres: string[];
  originalReleaseDate: string | null;
  parentalWarning: string | null;
  isCompilation: boolean;
  items: ErnGroupItem[];
  linked: string[];
}

export interface ErnTrackRelease {
  ref: string;
  line: number;
  resourceRef: string;
  labelRefs: string[];
  genres: string[];
}

export interface ErnDeal {
  releaseRefs: string[];
  territories: string[];
  excludedTerritories: string[];
  start: string | null;
  end: string | null;
  commercialModels: string[];
  useTypes: string[];
  isPreOrder: boolean;
  line: number;
}

export interface ErnHeader {
  messageId: string | null;
  threadId: string | null;
  senderDpid: string | null;
  senderName: string | null;
  recipientDpids: string[];
  createdAt: string | null;
}

export interface ErnMessage {
  header: ErnHeader;
  language: string | null;
  parties: ErnParty[];
  soundRecordings: ErnSoundRecording[];
  images: ErnImage[];
  texts: ErnText[];
  release: ErnRelease | null;
  trackReleases: ErnTrackRelease[];
  /** null: the message has no DealList (a takedown by omission) */
  deals: ErnDeal[] | null;
  visibilityStart: string | null;
}
