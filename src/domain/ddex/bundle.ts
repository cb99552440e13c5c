// What a DDEX message is built from: the album as stored with everything it points at, the facts of
// its stored files, the deal terms of the channel's contract and the message's own facts. The server
// loads a bundle in one read; the builders are pure functions of it (same bundle, same bytes).
import type { Album } from '../catalogue/album';
import type { Localization, Lyrics } from '../catalogue/media';
import type { Artist, PlCline, RecordCompany } from '../catalogue/parties';
import type { RightsCountry, RightsHolder } from '../catalogue/rights';
import type { Track } from '../catalogue/track';

/** A stored file as the server knows it after its own check (the `files` table plus its hash). */
export interface StoredFile {
  /** the object-store file id: the `path` of the record's file reference */
  fileId: string;
  /** the name it was uploaded under (the message names it by its own scheme, see fileNames.ts) */
  fileName: string;
  sizeBytes: number;
  /** lower-case hex SHA-256 of the stored bytes */
  sha256: string;
}

/**
 * How the contract lets the channel use the release. Each usage becomes one DDEX Deal (its
 * commercial model with its use types, see mappings.ts).
 */
export const DEAL_USAGES = [
  'subscriptionStream',
  'adSupportedStream',
  'nonInteractiveStream',
  'permanentDownload',
  'conditionalDownload',
] as const;
export type DealUsage = (typeof DEAL_USAGES)[number];

export interface DealTermsInput {
  /** ISO 3166-1 alpha-2 codes of the contract's territories, or ['Worldwide'] */
  territories: readonly string[];
  /** carved out of Worldwide (the contract's excluded territories); only with ['Worldwide'] */
  excludedTerritories: readonly string[];
  usages: readonly DealUsage[];
  /** first day on shelf; null takes the album's expected on-shelf date */
  validFrom: string | null;
  /** last day (contract end or requested off-shelf date); null for open-ended */
  validUntil: string | null;
  /** first day of pre-order and preview when the album allows them; null: none */
  preorderStart: string | null;
}

export interface MessageParty {
  /** DDEX party id: PADPIDA followed by letters and digits */
  dpid: string;
  name: string;
}

export interface MessageFacts {
  sender: MessageParty;
  recipient: MessageParty;
  messageId: string;
  /** the release's thread: the same for every message about it to this channel */
  threadId: string | null;
  /** ISO date-time the message was made (part of the bytes: pass it, never read the clock here) */
  createdAt: string;
  isTestMessage: boolean;
}

/**
 * A takedown re-sends the release with its deals ended, or with no deals at all, or (for channels
 * that take it) removes the release altogether with a PurgeReleaseMessage.
 */
export const TAKEDOWN_STYLES = ['endDatedDeals', 'noDeals', 'purge'] as const;
export type TakedownStyle = (typeof TAKEDOWN_STYLES)[number];

/** What the receiving channel takes (from its channel settings). */
export interface RecipientCapabilities {
  lyricsAccepted: boolean;
  spatialAudioAccepted: boolean;
  takedownStyle: TakedownStyle;
}

export interface ReleaseBundle {
  album: Album;
  /** the album's tracks; the builder orders them by disc and track number */
  tracks: readonly Track[];
  /** every artist the album and its tracks name */
  artists: readonly Artist[];
  /** the album's record company and the tracks' labels */
  recordCompanies: readonly RecordCompany[];
  /** the P-line and C-line owners the album and tracks name */
  plClines: readonly PlCline[];
  /** holders of the album (albumId set, trackId null: all its tracks) and of its tracks */
  rightsHolders: readonly RightsHolder[];
  rightsCountries: readonly RightsCountry[];
  lyrics: readonly Lyrics[];
  localizations: readonly Localization[];
  /** facts of every stored file the records point at, by file id */
  files: Readonly<Record<string, StoredFile>>;
  deal: DealTermsInput;
  message: MessageFacts;
  recipient: RecipientCapabilities;
}

/** Tracks in album order: disc, then track number, then id (a stable order for equal numbers). */
export function orderedTracks(tracks: readonly Track[]): Track[] {
  return [...tracks].sort(
    (a, b) =>
      a.discNo - b.discNo ||
      (a.trackNo ?? 0) - (b.trackNo ?? 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
