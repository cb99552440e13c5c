// Every business constant of spec sections 5 and 9 in one table: the form's maxLength, the upload
// worker's caps, the client check and the server's schema all read it. The spec's "M" is a decimal
// megabyte (MB), the unit every size on screen is shown in (domain/media/fileSize).
import { AUTO_LOGIN_DAYS, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../api';

/** For transfer mechanics (part sizes), not for limits a partner reads. */
export const MiB = 1024 * 1024;
/** The spec's "M": limits are whole decimal megabytes, so "at most 15 MB" is exact. */
export const MB = 1000 * 1000;

/** Picture formats accepted for covers, avatars, ID scans and logos (by extension, lower case). */
export const IMAGE_FORMATS = ['jpg', 'jpeg', 'png'] as const;
/** Audio formats for tracks and accompaniments; "aif" is also written "aiff". */
export const AUDIO_FORMATS = ['wav', 'flac', 'mp3', 'm4a', 'aif', 'aiff'] as const;

export const AlbumLimits = {
  /** minimum cover side; the spec's other reading (500 px) is not used */
  coverMinPx: 1400,
  coverMaxBytes: 15 * MB,
  /** cover size cap in the batch upload */
  batchCoverMaxBytes: 10 * MB,
  coverFormats: IMAGE_FORMATS,
  overseasCoverMinPx: 3000,
  overseasCoverMaxPx: 10_000,
  epMinTracks: 2,
  epMaxTracks: 5,
  albumMinTracks: 6,
} as const;

export const TrackLimits = {
  audioMaxBytes: 1000 * MB,
  audioFormats: AUDIO_FORMATS,
  audioMinSampleRateHz: 44_100,
  audioMinBitDepth: 16,
  /** stereo: exactly two channels */
  audioChannels: 2,
  isrcLength: 12,
  lyricsFormats: ['txt', 'lrc', 'krc'],
  /** Dolby Atmos panorama only as .wav; 5.1 and 7.1 only as .mov */
  atmosFormats: ['wav'],
  surroundFormats: ['mov'],
} as const;

export const ImageLimits = {
  /** ID scans, logos, artist avatars, batch covers */
  maxBytes: 10 * MB,
  formats: IMAGE_FORMATS,
} as const;

export const ArtistLimits = {
  /** a recommendation: smaller avatars give a warning */
  avatarRecommendedMinPx: 500,
  avatarMaxBytes: ImageLimits.maxBytes,
} as const;

export const ExcelLimits = {
  maxRows: 500,
  albumFolderNameMax: 200,
} as const;

export const MaterialLimits = {
  nameMax: 500,
  typeMin: 1,
  typeMax: 14,
} as const;

export const RightsLimits = {
  percentageMin: 0,
  percentageMax: 100,
  percentageDecimals: 2,
} as const;

export const ClipLimits = {
  suggestedSeconds: [30, 60],
} as const;

export const AuthorizationLimits = {
  attachmentFormats: ['pdf', 'jpg', 'png', 'tar', 'zip'],
} as const;

/** Password min 8, login name min 4: kept in the account schemas' table, re-exported so one table rules. */
export { AccountLimits } from '../schemas/limits';

/** Lengths the spec does not give; ours, generous, so a record cannot grow without bound. */
export const TextLimits = {
  nameMax: 500,
  shortTextMax: 200,
  introductionMax: 10_000,
  lyricsMax: 200_000,
} as const;

export const UiLimits = {
  recentPageCacheEntries: 15,
  playerAutoHideMs: 4_000,
  textFoldMaxHeightPx: 100,
} as const;

export const ApiLimits = {
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  uploadTimeoutMs: UPLOAD_TIMEOUT_MS,
  autoLoginDays: AUTO_LOGIN_DAYS,
  /** natural-time call answering code 12000: show the message 10 s, retry after 10 s */
  naturalTimeRetryMs: 10_000,
  naturalTimeMessageMs: 10_000,
} as const;

export const FinanceConstants = {
  /** invoice item type required on statements: "intangible asset copyright usage fee" */
  invoiceItemType: 'intangibleAssetCopyrightUsageFee',
} as const;

/** Lower-case extension of a file name or path, without the dot; '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}
