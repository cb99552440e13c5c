// Summary and block records of a DSR file. A usage record's territory, currency, channel and
// revenue come from the summary it points to (DSR Part 1: the sales context lives there); its
// ISRC or UPC from the resource or release it names in the current block.
import { cleanGtin, cleanIsrc, hasValidGtinCheckDigit, validateIsrc } from '../identifiers';
import { decimalToMicro, divideRounded, normalizeCurrency, parseDecimal } from '../money';
import { splitMultiValue } from './dsrCells';
import type { DsrHeader } from './dsrParser';
import {
  BODY_FAMILIES,
  DOWNLOAD_CELLS,
  RELEASE_CELLS,
  RESOURCE_CELLS,
  STREAM_CELLS,
  SUB_RELEASE_CELLS,
  SUMMARY_CELLS,
  cellText,
  isGroupedNumber,
  readBoolean,
  readInteger,
  summaryLayout,
} from './dsrLayout';
import {
  normalizeTerritory,
  type RecordKind,
  type ReportProblemCode,
  type UsageLine,
} from './usageLine';

/** Summaries kept per file: they are few (one per territory, model and tier); a flood of them is refused. */
export const SUMMARY_LIMIT = 10_000;
/** Releases and resources kept per block: a block is one release; a runaway block is refused. */
export const BLOCK_ENTRY_LIMIT = 10_000;

export interface Summary {
  id: string;
  family: string;
  lineNo: number;
  /** false for a summary whose lines cannot be priced (SY05 of profile 1.1): kept as a record only */
  isPriced: boolean;
  /** the cells its units and revenue were read from, for a finding about them */
  unitsCell: number | null;
  revenueCell: number | null;
  channel: string;
  territory: string;
  currency: string;
  /** true when the lines split the licensor's allocation (AllocatedNetRevenue), not NetRevenue */
  isAllocated: boolean;
  /** the usages and revenue the lines split: the licensor's allocation when the summary gives one */
  basisUnits: number;
  basisRevenueMicro: bigint;
  /** IndirectNetRevenue (SY01, SY06): no line carries it */
  indirectRevenueMicro: bigint;
  /** units split so far by allocateSummaryRevenue, and the revenue they were given */
  allocatedUnits: number;
  allocatedRevenueMicro: bigint;
  /** the lines' usages before returns (compared with basisUnits), after returns, and revenue */
  lineUnits: number;
  lineNetUnits: number;
  lineRevenueMicro: bigint;
}

interface Release {
  upc: string | null;
  title: string | null;
  artist: string | null;
  /** RE02: the resources a sub-release is made of */
  usedResources: string[] | null;
}

interface Resource {
  isrc: string | null;
  title: string | null;
  artist: string | null;
}

export interface Block {
  id: string;
  /** the block's first RE01: the Head Release its sub-releases are cut from */
  head: Release | null;
  releases: Map<string, Release>;
  resources: Map<string, Resource>;
}

export interface BodyState {
  block: Block | null;
  /** blocks started in this file (a block is a run of records with one BlockId) */
  blocks: number;
  summaries: Map<string, Summary>;
}

type Refusal = { code: ReportProblemCode; cell: number | null };
/** Something to tell staff about a record that is still read (a UPC with a wrong check digit). */
export interface RecordWarning {
  code: 'upc-check-digit';
  cell: number;
  value: string;
}
export type BodyOutcome =
  | { kind: 'record'; record: RecordKind; warning?: RecordWarning }
  | ({ kind: 'problem' } & Refusal)
  | { kind: 'usage'; line: UsageLine };

const refuse = (
  code: ReportProblemCode,
  cell: number | null = null,
): { kind: 'problem' } & Refusal => ({ kind: 'problem', code, cell });

/**
 * A money cell in micro, by the one precision rule of every layout (docs/report-precision.md):
 * read exactly, then rounded once to six decimals, half away from zero.
 */
export function readMoneyCell(text: string): bigint | null {
  const value = parseDecimal(text);
  return value === null ? null : decimalToMicro(value);
}

/** units x price, computed exactly and rounded once to micro by the same rule. */
export function priceTimesUnits(priceText: string, units: number): bigint | null {
  const price = parseDecimal(priceText);
  if (price === null) return null;
  return decimalToMicro({ units: price.units * BigInt(units), scale: price.scale });
}

/** Revenue of `units` more usages of a summary: its basis pro rata by units, telescoping so the lines add up exactly. */
export function allocateSummaryRevenue(summary: Summary, units: number): bigint {
  summary.allocatedUnits += units;
  if (summary.basisUnits === 0) return 0n;
  const upTo = divideRounded(
    summary.basisRevenueMicro * BigInt(summary.allocatedUnits),
    BigInt(summary.basisUnits),
  );
  const revenue = upTo - summary.allocatedRevenueMicro;
  summary.allocatedRevenueMicro = upTo;
  return revenue;
}

/** The problem of a number cell that cannot be read: "3,120" is told apart from other text. */
function numberProblem(text: string, cell: number, kind: 'integer' | 'decimal'): Refusal {
  if (text === '') return { code: 'cell-missing', cell };
  if (isGroupedNumber(text)) return { code: 'number-grouping', cell };
  return { code: kind === 'integer' ? 'integer-format' : 'decimal-format', cell };
}

/** Reads a summary record into `summaries`; returns null when it is kept, or why it is not. */
export function handleSummaryRecord(
  family: string,
  version: string | null,
  cells: string[],
  lineNo: number,
  header: DsrHeader,
  summaries: Map<string, Summary>,
): Refusal | null {
  const text = (n: number) => cellText(cells, n);
  const id = text(SUMMARY_CELLS.summaryRecordId);
  if (id === '') return { code: 'cell-missing', cell: SUMMARY_CELLS.summaryRecordId };
  if (summaries.has(id)) return { code: 'summary-duplicate', cell: SUMMARY_CELLS.summaryRecordId };
  if (summaries.size >= SUMMARY_LIMIT) return { code: 'summary-limit', cell: null };
  const layout = summaryLayout(family, version, header.profileVersion);
  const summary: Summary = {
    id,
    family,
    lineNo,
    isPriced: false,
    isAllocated: false,
    unitsCell: null,
    revenueCell: null,
    channel: '',
    territory: '',
    currency: '',
    basisUnits: 0,
    basisRevenueMicro: 0n,
    indirectRevenueMicro: 0n,
    allocatedUnits: 0,
    allocatedRevenueMicro: 0n,
    lineUnits: 0,
    lineNetUnits: 0,
    lineRevenueMicro: 0n,
  };
  if (layout === null) {
    summaries.set(id, summary);
    return null;
  }
  const territory = normalizeTerritory(text(SUMMARY_CELLS.territory));
  if (territory === null) return { code: 'territory-format', cell: SUMMARY_CELLS.territory };
  const currency = normalizeCurrency(text(layout.currency));
  if (currency === null)
    return text(layout.currency) === ''
      ? { code: 'cell-missing', cell: layout.currency }
      : { code: 'currency-unknown', cell: layout.currency };
  const usagesCell = layout.usages.find((n) => text(n) !== '') ?? layout.usages[0];
  let units = readInteger(text(usagesCell));
  if (units === null) return numberProblem(text(usagesCell), usagesCell, 'integer');
  let unitsCell = usagesCell;
  let revenueCell = layout.netRevenue;
  let revenue: bigint | null = 0n;
  if (layout.netRevenue !== null) {
    revenue = readMoneyCell(text(layout.netRevenue));
    if (revenue === null)
      return numberProblem(text(layout.netRevenue), layout.netRevenue, 'decimal');
  }
  let indirect: bigint | null = 0n;
  if (layout.indirectNetRevenue !== null && text(layout.indirectNetRevenue) !== '') {
    indirect = readMoneyCell(text(layout.indirectNetRevenue));
    if (indirect === null)
      return numberProblem(text(layout.indirectNetRevenue), layout.indirectNetRevenue, 'decimal');
  }
  // the licensor's allocation, when given, is what the lines split (SY02, SY03, SY05)
  const allocatedRevenueCell = layout.allocatedNetRevenue;
  if (allocatedRevenueCell !== null && text(allocatedRevenueCell) !== '') {
    revenue = readMoneyCell(text(allocatedRevenueCell));
    if (revenue === null)
      return numberProblem(text(allocatedRevenueCell), allocatedRevenueCell, 'decimal');
    revenueCell = allocatedRevenueCell;
    const allocatedUnitsCell = layout.allocatedUsages;
    if (allocatedUnitsCell !== null && text(allocatedUnitsCell) !== '') {
      units = readInteger(text(allocatedUnitsCell));
      if (units === null)
        return numberProblem(text(allocatedUnitsCell), allocatedUnitsCell, 'integer');
      unitsCell = allocatedUnitsCell;
    }
  } else if (layout.netRevenue === null && allocatedRevenueCell !== null)
    return { code: 'cell-missing', cell: allocatedRevenueCell };
  summaries.set(id, {
    ...summary,
    isPriced: true,
    isAllocated: revenueCell !== null && revenueCell === layout.allocatedNetRevenue,
    unitsCell,
    revenueCell,
    channel: text(SUMMARY_CELLS.distributionChannel) || header.senderName,
    territory,
    currency,
    basisUnits: units,
    basisRevenueMicro: revenue,
    indirectRevenueMicro: indirect,
  });
  return null;
}

/**
 * A DSR ICPN is "a UPC, EAN or GTIN-14": the standard asks 12-14 digits and nothing more. A wrong
 * GTIN check digit is a warning (the release is still read, and matched by its digits), not a refusal.
 */
function readIcpn(raw: string): { upc: string | null; isCheckDigitWrong: boolean } {
  const value = cleanGtin(raw);
  if (!/^\d{12,14}$/.test(value)) return { upc: null, isCheckDigitWrong: false };
  return { upc: value, isCheckDigitWrong: !hasValidGtinCheckDigit(value) };
}

function readIsrcCell(raw: string): { isrc: string | null; isBad: boolean } {
  const values = splitMultiValue(raw);
  const valid = values.map(cleanIsrc).find((v) => validateIsrc(v, { clean: false }) === null);
  return { isrc: valid ?? null, isBad: values.length > 0 && valid === undefined };
}

function enterBlock(state: BodyState, blockId: string): Block {
  if (state.block === null || state.block.id !== blockId) {
    state.block = { id: blockId, head: null, releases: new Map(), resources: new Map() };
    state.blocks += 1;
  }
  return state.block;
}

/** A block record: remembered for the usage records after it, or turned into a usage line. */
export function handleBodyRecord(
  family: string,
  cells: string[],
  lineNo: number,
  header: DsrHeader,
  state: BodyState,
): BodyOutcome {
  const text = (n: number) => cellText(cells, n);
  const blockId = text(2);
  if (!(BODY_FAMILIES as readonly string[]).includes(family))
    return refuse('record-type-unknown', 1);
  if (blockId === '') return refuse('cell-missing', 2);
  const block = enterBlock(state, blockId);
  if (family === 'MW01') return { kind: 'record', record: 'work' };
  const isFull = block.releases.size + block.resources.size >= BLOCK_ENTRY_LIMIT;
  if (family === 'RE01' || family === 'RE02') {
    const cell =
      family === 'RE01' ? RELEASE_CELLS.releaseReference : SUB_RELEASE_CELLS.releaseReference;
    const ref = text(cell);
    if (ref === '') return refuse('cell-missing', cell);
    if (isFull) return refuse('block-too-large');
    if (family === 'RE02') {
      block.releases.set(ref, {
        upc: null,
        title: null,
        artist: null,
        usedResources: splitMultiValue(cells[SUB_RELEASE_CELLS.usedResources - 1] ?? ''),
      });
      return { kind: 'record', record: 'release' };
    }
    const icpnText = text(RELEASE_CELLS.icpn);
    const { upc, isCheckDigitWrong } =
      icpnText === '' ? { upc: null, isCheckDigitWrong: false } : readIcpn(icpnText);
    const release: Release = {
      upc,
      title: text(RELEASE_CELLS.title) || null,
      artist: text(RELEASE_CELLS.displayArtistName) || null,
      usedResources: null,
    };
    block.releases.set(ref, release);
    // "a Block ... describes one Head Release" (RE01) and its Sub-Releases (RE02)
    block.head ??= release;
    if (icpnText !== '' && upc === null) return refuse('upc-format', RELEASE_CELLS.icpn);
    return isCheckDigitWrong
      ? {
          kind: 'record',
          record: 'release',
          warning: { code: 'upc-check-digit', cell: RELEASE_CELLS.icpn, value: upc! },
        }
      : { kind: 'record', record: 'release' };
  }
  if (family === 'AS01' || family === 'AS02') {
    const ref = text(RESOURCE_CELLS.resourceReference);
    if (ref === '') return refuse('cell-missing', RESOURCE_CELLS.resourceReference);
    if (isFull) return refuse('block-too-large');
    const { isrc, isBad } = readIsrcCell(cells[RESOURCE_CELLS.isrc - 1] ?? '');
    block.resources.set(ref, {
      isrc,
      title: text(RESOURCE_CELLS.title) || null,
      artist: text(RESOURCE_CELLS.displayArtistName) || null,
    });
    return isBad
      ? refuse('isrc-format', RESOURCE_CELLS.isrc)
      : { kind: 'record', record: 'resource' };
  }
  return readUsage(family, cells, lineNo, header, state, block);
}

/** Usages, returns and price of a download record; its units are net of returns. */
function readDownload(
  text: (n: number) => string,
): Refusal | { usages: number; net: number; priceText: string } {
  const usages = readInteger(text(DOWNLOAD_CELLS.usages));
  if (usages === null)
    return numberProblem(text(DOWNLOAD_CELLS.usages), DOWNLOAD_CELLS.usages, 'integer');
  const returnsText = text(DOWNLOAD_CELLS.returns);
  const returns = returnsText === '' ? 0 : readInteger(returnsText);
  if (returns === null) return numberProblem(returnsText, DOWNLOAD_CELLS.returns, 'integer');
  const priceText = text(DOWNLOAD_CELLS.priceConsumerPaidExcSalesTax);
  if (priceText !== '' && parseDecimal(priceText) === null)
    return numberProblem(priceText, DOWNLOAD_CELLS.priceConsumerPaidExcSalesTax, 'decimal');
  return { usages, net: usages - returns, priceText };
}

function readUsage(
  family: string,
  cells: string[],
  lineNo: number,
  header: DsrHeader,
  state: BodyState,
  block: Block,
): BodyOutcome {
  const text = (n: number) => cellText(cells, n);
  const layout = family === 'SU01' ? DOWNLOAD_CELLS : STREAM_CELLS;
  const summaryId = text(layout.summaryRecordId);
  if (summaryId === '') return refuse('cell-missing', layout.summaryRecordId);
  const summary = state.summaries.get(summaryId);
  if (summary === undefined) return refuse('summary-unknown', layout.summaryRecordId);
  if (!summary.isPriced) return refuse('summary-unsupported', layout.summaryRecordId);
  const releaseRef = text(layout.transactedRelease);
  const resourceRef = text(layout.transactedResource);
  if (releaseRef === '' && resourceRef === '')
    return refuse('reference-missing', layout.transactedRelease);
  const resource = resourceRef === '' ? null : block.resources.get(resourceRef);
  const release = releaseRef === '' ? null : block.releases.get(releaseRef);
  if (resource === undefined) return refuse('reference-unknown', layout.transactedResource);
  if (release === undefined) return refuse('reference-unknown', layout.transactedRelease);
  const isRoyaltyBearing = readBoolean(text(layout.isRoyaltyBearing), true);
  if (isRoyaltyBearing === null) return refuse('boolean-format', layout.isRoyaltyBearing);
  let grossUnits: number;
  let units: number;
  let priceText = '';
  if (family === 'SU01') {
    const download = readDownload(text);
    if ('code' in download) return { kind: 'problem', ...download };
    grossUnits = download.usages;
    units = download.net;
    priceText = download.priceText;
  } else {
    const streams = readInteger(text(STREAM_CELLS.numberOfStreams));
    if (streams === null)
      return {
        kind: 'problem',
        ...numberProblem(
          text(STREAM_CELLS.numberOfStreams),
          STREAM_CELLS.numberOfStreams,
          'integer',
        ),
      };
    grossUnits = streams;
    units = streams;
  }
  // a sub-release (RE02) made of one resource is that recording (a track release); one made of
  // several is a bundle cut from the block's head release: it is sold as that release, and the
  // recordings it holds are kept with the line
  const used = (release?.usedResources ?? []).flatMap((ref) => {
    const r = block.resources.get(ref);
    return r === undefined ? [] : [r];
  });
  const isSubRelease = release?.usedResources != null;
  const isBundle = isSubRelease && used.length !== 1;
  const recording = resource ?? (isSubRelease && used.length === 1 ? used[0] : null);
  const albumRelease = isBundle ? block.head : isSubRelease ? null : (release ?? null);
  // SU01 with a price: net units x price (DSR Part 8 SU01 cell 11); else the summary's revenue
  // split by units, as for streams. Under a summary that gives the licensor's allocation
  // (AllocatedNetRevenue) the consumer's price is not what the licensor is paid: the allocation
  // is split by units.
  const revenueMicro =
    family === 'SU01' && priceText !== '' && !summary.isAllocated
      ? priceTimesUnits(priceText, units)!
      : allocateSummaryRevenue(summary, units);
  summary.lineUnits += grossUnits;
  summary.lineNetUnits += units;
  summary.lineRevenueMicro += revenueMicro;
  const bundleIsrcs = isBundle ? used.flatMap((r) => (r.isrc === null ? [] : [r.isrc])) : undefined;
  return {
    kind: 'usage',
    line: {
      format: 'dsr',
      lineNo,
      channel: summary.channel,
      periodStart: header.periodStart,
      periodEnd: header.periodEnd,
      territory: summary.territory,
      isrc: recording?.isrc ?? null,
      upc: albumRelease?.upc ?? null,
      usageType: family === 'SU01' ? 'download' : 'stream',
      units,
      currency: summary.currency,
      revenueMicro,
      isRoyaltyBearing,
      title: recording?.title ?? albumRelease?.title ?? null,
      artist: recording?.artist ?? albumRelease?.artist ?? null,
      transactionId: text(layout.salesTransactionId) || null,
      ...(bundleIsrcs === undefined ? {} : { bundleIsrcs }),
    },
  };
}
