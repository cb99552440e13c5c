// Cell numbers (1-based, as DSR Part 8 counts them) of the Basic Audio Profile records this parser
// reads, checked against DDEX's own schemas of the profile's versions 1.0, 1.1 and 1.2
// (ddexnet/dsrf, schemas/BasicAudioProfile) and Part 8's current SY01.03, AS02.04, SU0x.03, FOOT.
// Later versions only add cells at the end of a record, so extra cells are read as absent.
import { parseDecimal } from '../money';
import { singleValue } from './dsrCells';

export const SUPPORTED_PROFILE = 'BasicAudioProfile';

export const HEAD_CELLS = {
  messageVersion: 2,
  profile: 3,
  profileVersion: 4,
  messageId: 5,
  createdAt: 6,
  fileNumber: 7,
  numberOfFiles: 8,
  usageStartDate: 9,
  usageEndDate: 10,
  senderPartyId: 11,
  senderName: 12,
  serviceDescription: 13,
  recipientPartyId: 14,
  recipientName: 15,
} as const;

/** SY01, SY02 and SY03 share cells 2-12 in every version. */
export const SUMMARY_CELLS = {
  summaryRecordId: 2,
  distributionChannel: 3,
  distributionChannelDpid: 4,
  commercialModel: 5,
  useType: 6,
  territory: 7,
  serviceDescription: 8,
  usages: 9,
  subscribers: 10,
  currency: 11,
  netRevenue: 12,
} as const;

/**
 * SY02 and SY03 may also say what of the service's usages and revenue is allocated to the
 * licensor receiving the report (RightsController); when given, that is what the lines split.
 */
export const ALLOCATED_SUMMARY_CELLS = { allocatedUsages: 15, allocatedNetRevenue: 17 } as const;

/** Summary families whose lines this parser prices; SY04 (per-subscriber minima), SY05, ... are kept as records only. */
export const PRICED_SUMMARY_FAMILIES = ['SY01', 'SY02', 'SY03'] as const;
export const ALLOCATING_SUMMARY_FAMILIES = ['SY02', 'SY03'] as const;

export const RELEASE_CELLS = {
  blockId: 2,
  releaseReference: 3,
  dspReleaseId: 4,
  icpn: 7,
  displayArtistName: 8,
  title: 10,
} as const;
export const SUB_RELEASE_CELLS = {
  blockId: 2,
  releaseReference: 3,
  dspSubReleaseId: 4,
  usedResources: 6,
} as const;
/** AS01 and AS02 (the latter adds the musical work after cell 11). */
export const RESOURCE_CELLS = {
  blockId: 2,
  resourceReference: 3,
  dspResourceId: 4,
  isrc: 5,
  title: 6,
  displayArtistName: 8,
} as const;
export const WORK_CELLS = { blockId: 2 } as const;

/** SU01: downloads. Units are Usages minus Returns. */
export const DOWNLOAD_CELLS = {
  blockId: 2,
  summaryRecordId: 3,
  salesTransactionId: 4,
  transactedRelease: 5,
  transactedResource: 6,
  isRoyaltyBearing: 7,
  salesUpgrade: 8,
  usages: 9,
  returns: 10,
  priceConsumerPaidExcSalesTax: 11,
} as const;

/** SU02: streams and webcasts. */
export const STREAM_CELLS = {
  blockId: 2,
  summaryRecordId: 3,
  salesTransactionId: 4,
  transactedRelease: 5,
  transactedResource: 6,
  isRoyaltyBearing: 7,
  numberOfStreams: 8,
  priceConsumerPaidExcSalesTax: 9,
} as const;

export const FOOT_CELLS = {
  numberOfLinesInFile: 2,
  numberOfLinesInReport: 3,
  numberOfSummaryRecords: 4,
  numberOfBlocksInFile: 5,
  numberOfBlocksInReport: 6,
} as const;

export const BODY_FAMILIES = ['RE01', 'RE02', 'AS01', 'AS02', 'MW01', 'SU01', 'SU02'] as const;

/** The cell's single value, trimmed; '' when the record is shorter. */
export function cellText(cells: readonly string[], n: number): string {
  return singleValue(cells[n - 1]);
}

/** "12", "-3", "12.00" -> a safe integer; null for fractions and anything else. */
export function readInteger(text: string): number | null {
  // most cells are plain digits: no BigInt needed below 16 digits
  if (/^-?\d{1,15}$/.test(text)) return Number(text);
  const value = parseDecimal(text);
  if (value === null) return null;
  const scale = 10n ** BigInt(value.scale);
  if (value.units % scale !== 0n) return null;
  const whole = value.units / scale;
  return whole >= BigInt(Number.MIN_SAFE_INTEGER) && whole <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(whole)
    : null;
}

/** "true"/"false" in any case; an empty cell takes `ifEmpty`. */
export function readBoolean(text: string, ifEmpty: boolean): boolean | null {
  if (text === '') return ifEmpty;
  const lower = text.toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : null;
}
