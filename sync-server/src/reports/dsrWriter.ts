// Writes a month of a channel's usage as a DDEX DSR flat file (Basic Audio Profile, the layout
// src/domain/reports/dsrParser.ts reads): HEAD, one priced SY01 summary per territory and use,
// a block per release (RE01, AS02 per recording, SU02 streams, SU01 downloads), FOOT with its
// counts. For the demo seed and the bench only: tests import files written by hand.
// Lines are generated twice from the same seed (the summaries, first in the file, need the totals
// of the lines after them), so a million-line file is written without being held.

export interface DsrRecording {
  isrc: string;
  title: string;
  artist: string;
}

export interface DsrRelease {
  upc: string | null;
  title: string;
  artist: string;
  recordings: readonly DsrRecording[];
}

export interface DsrTerritory {
  code: string;
  currency: string;
  /** revenue per stream, in micro units of the currency (1e-6) */
  streamRateMicro: number;
  /** price per download, in micro units */
  downloadPriceMicro: number;
}

export interface DsrSpec {
  messageId: string;
  senderPartyId: string;
  senderName: string;
  /** YYYY-MM */
  month: string;
  releases: readonly DsrRelease[];
  territories: readonly DsrTerritory[];
  /** usage lines per recording and territory: 0..max streams lines, sometimes a download */
  seed: number;
  /** largest stream count of one line */
  maxStreams: number;
}

/** mulberry32: a small deterministic PRNG, enough for plausible demo figures. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface UsageRow {
  block: number;
  summary: number;
  kind: 'stream' | 'download';
  resource: string;
  units: number;
}

function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

function micro(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 1_000_000n}.${String(abs % 1_000_000n).padStart(6, '0')}`;
}

/** Summary ids: 2n + 1 streams and 2n + 2 downloads of territory n. */
function* usageRows(spec: DsrSpec): Generator<UsageRow> {
  const random = createRandom(spec.seed);
  for (const [b, release] of spec.releases.entries()) {
    for (let r = 0; r < release.recordings.length; r += 1) {
      for (let t = 0; t < spec.territories.length; t += 1) {
        if (random() < 0.35) continue;
        const streams = 1 + Math.floor(random() ** 3 * spec.maxStreams);
        yield {
          block: b + 1,
          summary: 2 * t + 1,
          kind: 'stream',
          resource: `A${r + 1}`,
          units: streams,
        };
        if (random() < 0.2)
          yield {
            block: b + 1,
            summary: 2 * t + 2,
            kind: 'download',
            resource: `A${r + 1}`,
            units: 1 + Math.floor(random() * 5),
          };
      }
    }
  }
}

const COMMENTS = [
  '#HEAD\tMessageVersion\tProfile\tProfileVersion\tMessageId\tMessageCreatedDateTime\tFileNumber\tNumberOfFiles\tUsageStartDate\tUsageEndDate\tSenderPartyId\tSenderName\tServiceDescription\tRecipientPartyId\tRecipientName',
  '#SY01\tSummaryRecordId\tDistributionChannel\tDistributionChannelDPID\tCommercialModel\tUseType\tTerritory\tServiceDescription\tUsages\tSubscribers\tCurrencyOfReporting\tNetRevenue',
  '#RE01\tBlockId\tReleaseReference\tDspReleaseId\tProprietaryReleaseId\tCatalogNumber\tICPN\tDisplayArtistName\tDisplayArtistPartyId\tTitle',
  '#AS02\tBlockId\tResourceReference\tDspResourceId\tISRC\tTitle\tSubTitle\tDisplayArtistName',
  '#SU02\tBlockId\tSummaryRecordId\tSalesTransactionId\tTransactedRelease\tTransactedResource\tIsRoyaltyBearing\tNumberOfStreams',
  '#SU01\tBlockId\tSummaryRecordId\tSalesTransactionId\tTransactedRelease\tTransactedResource\tIsRoyaltyBearing\tSalesUpgrade\tUsages\tReturns',
];

/** The file's lines, each without its line feed. */
export function* dsrFileLines(spec: DsrSpec): Generator<string> {
  const totals = new Map<number, number>();
  for (const row of usageRows(spec))
    totals.set(row.summary, (totals.get(row.summary) ?? 0) + row.units);
  let lines = 0;
  const emit = (line: string): string => {
    lines += 1;
    return line;
  };
  yield emit(
    [
      'HEAD',
      'dsrf/1.1.2/1.6/1.0',
      'BasicAudioProfile',
      '1.2',
      spec.messageId,
      `${lastDay(spec.month)}T00:00:00Z`,
      '1',
      '1',
      `${spec.month}-01`,
      lastDay(spec.month),
      spec.senderPartyId,
      spec.senderName,
      'Premium-Store',
      'PADPIDA2024000001Z',
      'Rights Partner Portal',
    ].join('\t'),
  );
  for (const comment of COMMENTS) yield emit(comment);
  let summaries = 0;
  for (const [t, territory] of spec.territories.entries()) {
    const streams = totals.get(2 * t + 1) ?? 0;
    const downloads = totals.get(2 * t + 2) ?? 0;
    summaries += 2;
    const streamRevenue = BigInt(streams) * BigInt(territory.streamRateMicro);
    const downloadRevenue = BigInt(downloads) * BigInt(territory.downloadPriceMicro);
    yield emit(
      [
        'SY01.01',
        String(2 * t + 1),
        '',
        '',
        'SubscriptionModel',
        'OnDemandStream',
        territory.code,
        'Premium',
        String(streams),
        '',
        territory.currency,
        micro(streamRevenue),
      ].join('\t'),
    );
    yield emit(
      [
        'SY01.01',
        String(2 * t + 2),
        '',
        '',
        'PayAsYouGoModel',
        'PermanentDownload',
        territory.code,
        'Store',
        String(downloads),
        '',
        territory.currency,
        micro(downloadRevenue),
      ].join('\t'),
    );
  }
  let block = 0;
  let blocks = 0;
  let transaction = 0;
  for (const row of usageRows(spec)) {
    if (row.block !== block) {
      block = row.block;
      blocks += 1;
      const release = spec.releases[block - 1];
      yield emit(
        [
          'RE01',
          String(block),
          'R0',
          `DSP-REL-${block}`,
          '',
          '',
          release.upc ?? '',
          release.artist,
          '',
          release.title,
          '',
          'Album',
        ].join('\t'),
      );
      for (const [r, rec] of release.recordings.entries())
        yield emit(
          [
            'AS02.02',
            String(block),
            `A${r + 1}`,
            `DSP-RES-${block}-${r + 1}`,
            rec.isrc,
            rec.title,
            '',
            rec.artist,
            '',
            'PT3M30S',
            'SoundRecording',
          ].join('\t'),
        );
    }
    transaction += 1;
    const id = `TX-${String(transaction).padStart(9, '0')}`;
    yield emit(
      row.kind === 'stream'
        ? [
            'SU02',
            String(block),
            String(row.summary),
            id,
            '',
            row.resource,
            'true',
            String(row.units),
            '',
          ].join('\t')
        : [
            'SU01',
            String(block),
            String(row.summary),
            id,
            '',
            row.resource,
            'true',
            'false',
            String(row.units),
            '0',
            '',
          ].join('\t'),
    );
  }
  const total = lines + 1;
  yield [
    'FOOT',
    String(total),
    String(total),
    String(summaries),
    String(blocks),
    String(blocks),
  ].join('\t');
}
