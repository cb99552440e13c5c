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

/** SY01-SY06 share cells 2-8 in every version (DSR Part 8; BasicAudioProfile 1.0-1.2 schemas). */
export const SUMMARY_CELLS = {
  summaryRecordId: 2,
  distributionChannel: 3,
  distributionChannelDpid: 4,
  commercialModel: 5,
  useType: 6,
  territory: 7,
  serviceDescription: 8,
} as const;

/**
 * Where a summary family keeps what its lines split, from the BasicAudioProfile schemas
 * (ddexnet/dsrf schemas/BasicAudioProfile/1.0, 1.1, 1.2):
 * - SY01 (1.0-1.2) and SY06.02 (1.2): Usages, CurrencyOfReporting, NetRevenue, IndirectNetRevenue
 *   ("Net Revenue of the MessageSender ... that cannot be allocated to individual Releases").
 * - SY02 (1.0-1.2) and SY03 (1.0): Usages 9, Currency 11, NetRevenue 12; AllocatedUsages 15 and
 *   AllocatedNetRevenue 17, "to be allocated to the MessageRecipient / RightsController": when
 *   given, that is what the lines split.
 * - SY04 (1.1, 1.2; per-subscriber minima): UsagesInSubPeriod 13 (else UsagesInReportingPeriod
 *   14), CurrencyOfReporting 15, NetRevenue 19.
 * - SY05.02 (1.2; subscription sales for one licensor): AllocatedUsages 13, AllocatedNetRevenue
 *   15, CurrencyOfReporting 18. SY05 of profile 1.1 has no currency cell: kept as a record only.
 */
export interface SummaryLayout {
  /** usages cells, the first one given wins */
  usages: readonly number[];
  currency: number;
  /** the revenue the lines split (null: only the allocated revenue is given) */
  netRevenue: number | null;
  indirectNetRevenue: number | null;
  allocatedUsages: number | null;
  allocatedNetRevenue: number | null;
}

const SY01_LAYOUT: SummaryLayout = {
  usages: [9],
  currency: 11,
  netRevenue: 12,
  indirectNetRevenue: 13,
  allocatedUsages: null,
  allocatedNetRevenue: null,
};
const SY02_LAYOUT: SummaryLayout = {
  usages: [9],
  currency: 11,
  netRevenue: 12,
  indirectNetRevenue: null,
  allocatedUsages: 15,
  allocatedNetRevenue: 17,
};

/** The summary layout of a record, or null when its lines cannot be priced from it. */
export function summaryLayout(
  family: string,
  version: string | null,
  profileVersion: string,
): SummaryLayout | null {
  switch (family) {
    case 'SY01':
      return SY01_LAYOUT;
    case 'SY02':
    case 'SY03':
      return SY02_LAYOUT;
    case 'SY04':
      return {
        usages: [13, 14],
        currency: 15,
        netRevenue: 19,
        indirectNetRevenue: null,
        allocatedUsages: null,
        allocatedNetRevenue: null,
      };
    case 'SY05': {
      const isOld = version === '01' || (version === null && /^1\.[01]\b/.test(profileVersion));
      return isOld
        ? null
        : {
            usages: [13],
            currency: 18,
            netRevenue: null,
            indirectNetRevenue: null,
            allocatedUsages: 13,
            allocatedNetRevenue: 15,
          };
    }
    case 'SY06':
      return {
        usages: [9],
        currency: 11,
        netRevenue: 13,
        indirectNetRevenue: 14,
        allocatedUsages: null,
        allocatedNetRevenue: null,
      };
    default:
      return null;
  }
}

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

/**
 * SU01: downloads. Units are Usages minus Returns ("returned (with refund) by Consumers"); the
 * line's revenue is those net units x PriceConsumerPaidExcSalesTax, "a Price paid by Consumers,
 * excluding SalesTax for each SalesTransaction ... mandatory when the CommercialModel is
 * PayAsYouGoModel" (BasicAudioProfile 1.2, RecordType-SU01, cell 11).
 */
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

/** SU02: streams and webcasts; their revenue is the summary's, split by streams. */
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

/** "3,120", "1,234.50": a number written with thousands separators, which no DSR cell allows. */
export function isGroupedNumber(text: string): boolean {
  return /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(text.trim());
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
