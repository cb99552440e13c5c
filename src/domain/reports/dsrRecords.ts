// Summary and block records of a DSR file. A usage record's territory, currency, channel and
// revenue come from the summary it points to (DSR Part 1: the sales context lives there); its
// ISRC or UPC from the resource or release it names in the current block.
import { cleanGtin, cleanIsrc, hasValidGtinCheckDigit, validateIsrc } from '../identifiers';
import { decimalToMicro, divideRounded, normalizeCurrency, parseDecimal } from '../money';
import { splitMultiValue } from './dsrCells';
import type { DsrHeader } from './dsrParser';
import {
  ALLOCATED_SUMMARY_CELLS,
  ALLOCATING_SUMMARY_FAMILIES,
  BODY_FAMILIES,
  DOWNLOAD_CELLS,
  PRICED_SUMMARY_FAMILIES,
  RELEASE_CELLS,
  RESOURCE_CELLS,
  STREAM_CELLS,
  SUB_RELEASE_CELLS,
  SUMMARY_CELLS,
  cellText,
  readBoolean,
  readInteger,
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
  /** SY01-SY03 price their lines; other families are kept as records only */
  isPriced: boolean;
  channel: string;
  territory: string;
  currency: string;
  /** the usages and revenue the lines split: the licensor's allocation when the summary gives one */
  basisUnits: number;
  basisRevenueMicro: bigint;
  lineUnits: number;
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
export type BodyOutcome =
  | { kind: 'record'; record: RecordKind }
  | ({ kind: 'problem' } & Refusal)
  | { kind: 'usage'; line: UsageLine };

const refuse = (
  code: ReportProblemCode,
  cell: number | null = null,
): { kind: 'problem' } & Refusal => ({ kind: 'problem', code, cell });

/** A summary's money cell in micro: more than six decimals are rounded once, by the one rule. */
export function readMoneyCell(text: string): bigint | null {
  const value = parseDecimal(text);
  return value === null ? null : decimalToMicro(value);
}

/** Revenue of `units` more usages of a summary: its basis pro rata by units, telescoping so the lines add up exactly. */
export function allocateSummaryRevenue(summary: Summary, units: number): bigint {
  summary.lineUnits += units;
  if (summary.basisUnits === 0) return 0n;
  const upTo = divideRounded(
    summary.basisRevenueMicro * BigInt(summary.lineUnits),
    BigInt(summary.basisUnits),
  );
  const revenue = upTo - summary.lineRevenueMicro;
  summary.lineRevenueMicro = upTo;
  return revenue;
}

/** Reads a summary record into `summaries`; returns null when it is kept, or why it is not. */
export function handleSummaryRecord(
  family: string,
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
  const summary: Summary = {
    id,
    family,
    lineNo,
    isPriced: false,
    channel: '',
    territory: '',
    currency: '',
    basisUnits: 0,
    basisRevenueMicro: 0n,
    lineUnits: 0,
    lineRevenueMicro: 0n,
  };
  if (!(PRICED_SUMMARY_FAMILIES as readonly string[]).includes(family)) {
    summaries.set(id, summary);
    return null;
  }
  const territory = normalizeTerritory(text(SUMMARY_CELLS.territory));
  if (territory === null) return { code: 'territory-format', cell: SUMMARY_CELLS.territory };
  const currency = normalizeCurrency(text(SUMMARY_CELLS.currency));
  if (currency === null) return { code: 'currency-unknown', cell: SUMMARY_CELLS.currency };
  let units = readInteger(text(SUMMARY_CELLS.usages));
  if (units === null) return { code: 'integer-format', cell: SUMMARY_CELLS.usages };
  let revenue = readMoneyCell(text(SUMMARY_CELLS.netRevenue));
  if (revenue === null) return { code: 'decimal-format', cell: SUMMARY_CELLS.netRevenue };
  if ((ALLOCATING_SUMMARY_FAMILIES as readonly string[]).includes(family)) {
    const allocatedRevenueText = text(ALLOCATED_SUMMARY_CELLS.allocatedNetRevenue);
    if (allocatedRevenueText !== '') {
      revenue = readMoneyCell(allocatedRevenueText);
      if (revenue === null)
        return { code: 'decimal-format', cell: ALLOCATED_SUMMARY_CELLS.allocatedNetRevenue };
      const allocatedUnitsText = text(ALLOCATED_SUMMARY_CELLS.allocatedUsages);
      if (allocatedUnitsText !== '') {
        units = readInteger(allocatedUnitsText);
        if (units === null)
          return { code: 'integer-format', cell: ALLOCATED_SUMMARY_CELLS.allocatedUsages };
      }
    }
  }
  summaries.set(id, {
    ...summary,
    isPriced: true,
    channel: text(SUMMARY_CELLS.distributionChannel) || header.senderName,
    territory,
    currency,
    basisUnits: units,
    basisRevenueMicro: revenue,
  });
  return null;
}

/** 12-14 digits with a valid GTIN check digit (a DSR ICPN is a UPC, EAN or GTIN-14). */
function readIcpn(raw: string): string | null {
  const value = cleanGtin(raw);
  return /^\d{12,14}$/.test(value) && hasValidGtinCheckDigit(value) ? value : null;
}

function readIsrcCell(raw: string): { isrc: string | null; isBad: boolean } {
  const values = splitMultiValue(raw);
  const valid = values.map(cleanIsrc).find((v) => validateIsrc(v, { clean: false }) === null);
  return { isrc: valid ?? null, isBad: values.length > 0 && valid === undefined };
}

function enterBlock(state: BodyState, blockId: string): Block {
  if (state.block === null || state.block.id !== blockId) {
    state.block = { id: blockId, releases: new Map(), resources: new Map() };
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
    const upc = icpnText === '' ? null : readIcpn(icpnText);
    block.releases.set(ref, {
      upc,
      title: text(RELEASE_CELLS.title) || null,
      artist: text(RELEASE_CELLS.displayArtistName) || null,
      usedResources: null,
    });
    return icpnText !== '' && upc === null
      ? refuse('upc-format', RELEASE_CELLS.icpn)
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
  let units: number | null;
  if (family === 'SU01') {
    const usages = readInteger(text(DOWNLOAD_CELLS.usages));
    if (usages === null)
      return refuse(
        text(DOWNLOAD_CELLS.usages) === '' ? 'cell-missing' : 'integer-format',
        DOWNLOAD_CELLS.usages,
      );
    const returns =
      text(DOWNLOAD_CELLS.returns) === '' ? 0 : readInteger(text(DOWNLOAD_CELLS.returns));
    if (returns === null) return refuse('integer-format', DOWNLOAD_CELLS.returns);
    units = usages - returns;
  } else {
    units = readInteger(text(STREAM_CELLS.numberOfStreams));
    if (units === null)
      return refuse(
        text(STREAM_CELLS.numberOfStreams) === '' ? 'cell-missing' : 'integer-format',
        STREAM_CELLS.numberOfStreams,
      );
  }
  // a sub-release made of one resource is that recording (a track release)
  const used =
    release?.usedResources?.length === 1
      ? block.resources.get(release.usedResources[0])
      : undefined;
  const recording = resource ?? used ?? null;
  const revenueMicro = allocateSummaryRevenue(summary, units);
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
      upc: release?.upc ?? null,
      usageType: family === 'SU01' ? 'download' : 'stream',
      units,
      currency: summary.currency,
      revenueMicro,
      isRoyaltyBearing,
      title: recording?.title ?? release?.title ?? null,
      artist: recording?.artist ?? release?.artist ?? null,
      transactionId: text(layout.salesTransactionId) || null,
    },
  };
}
