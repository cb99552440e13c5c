// A push parser for DDEX DSR flat files, Basic Audio Profile (Multi Record Block Variant): HEAD,
// summary records (SY01-SY06), blocks of RE01/RE02/AS01/AS02/MW01 and SU01/SU02, FOOT.
// Lines are fed in chunks; only the current block and the summaries are held, never the file.
import { createChunkDecoder } from './textDecoding';
import { createLineSplitter, type SplitLine } from './lineSplitter';
import { parseRecordType, splitDsrCells } from './dsrCells';
import { HEAD_CELLS, SUPPORTED_PROFILE, cellText, isGroupedNumber, readInteger } from './dsrLayout';
import { handleBodyRecord, handleSummaryRecord, type BodyState, type Summary } from './dsrRecords';
import {
  createTotals,
  isReconciled,
  makeTotalsCheck,
  mismatchFindings,
  sumUnattributed,
  type CountCheck,
  type ReportFinding,
  type ReportResult,
  type TotalsCheck,
} from './reconciliation';
import { periodFromDates } from './period';
import {
  makeProblem,
  type RecordKind,
  type ReportFileCode,
  type ReportOutcome,
  type ReportProblemCode,
} from './usageLine';

export interface DsrHeader {
  messageId: string;
  messageVersion: string;
  profile: string;
  profileVersion: string;
  senderPartyId: string;
  senderName: string;
  serviceDescription: string;
  recipientPartyId: string;
  recipientName: string;
  periodStart: string;
  periodEnd: string;
  fileNumber: number | null;
  numberOfFiles: number | null;
}

/** What the FOOT record declares (DSR Part 8 FOOT cells 2-6), null where a cell is empty. */
export interface DsrFooter {
  lineNo: number;
  linesInFile: number | null;
  linesInReport: number | null;
  summaryRecords: number | null;
  blocksInFile: number | null;
  blocksInReport: number | null;
}

export interface DsrResult extends ReportResult {
  format: 'dsr';
  header: DsrHeader | null;
  /** the FOOT's own counts (a multi-file report's linesInReport and blocksInReport are the set's) */
  footer: DsrFooter | null;
  /** blocks started in this file (a multi-file set adds them up against blocksInReport) */
  blockCount: number;
}

/** Warnings kept per file: enough to show the pattern, bounded for the database. */
export const WARNING_LIMIT = 100;

export interface ReportParser<R extends ReportResult = ReportResult> {
  /** Feeds text or bytes; returns the outcomes of the lines completed by this chunk. */
  push(chunk: string | Uint8Array): ReportOutcome[];
  /** Ends the input; returns the outcomes of what was left. */
  end(): ReportOutcome[];
  /** Counts and reconciliation; complete after end(). */
  result(): R;
}

type Phase = 'start' | 'open' | 'rejected' | 'closed';

export function createDsrParser(): ReportParser<DsrResult> {
  const decoder = createChunkDecoder('utf-8');
  const splitter = createLineSplitter();
  const totals = createTotals();
  const counts: CountCheck[] = [];
  const problemCounts: Partial<Record<ReportProblemCode, number>> = {};
  let phase: Phase = 'start';
  let header: DsrHeader | null = null;
  let footer: DsrFooter | null = null;
  /** the first record of the file when it is not a HEAD: where the HEAD was expected */
  let firstRecord: { lineNo: number; type: string } | null = null;
  const warnings: ReportFinding[] = [];
  let isHeaderSeen = false;
  let summaryRecords = 0;
  let usageCount = 0;
  let recordCount = 0;
  let problemCount = 0;
  const body: BodyState = { block: null, blocks: 0, summaries: new Map<string, Summary>() };

  const problem = (
    line: SplitLine,
    code: ReportProblemCode,
    cell: number | null = null,
  ): ReportOutcome => {
    problemCount += 1;
    problemCounts[code] = (problemCounts[code] ?? 0) + 1;
    return { kind: 'problem', problem: makeProblem(line.lineNo, code, line.text, cell) };
  };
  const record = (line: SplitLine, kind: RecordKind): ReportOutcome => {
    recordCount += 1;
    return { kind: 'record', lineNo: line.lineNo, endLineNo: line.lineNo, record: kind };
  };

  const readHeader = (line: SplitLine, cells: string[]): ReportOutcome => {
    if (phase !== 'start') return problem(line, 'header-repeated');
    isHeaderSeen = true;
    phase = 'rejected';
    const text = (n: number) => cellText(cells, n);
    if (text(HEAD_CELLS.profile).toLowerCase() !== SUPPORTED_PROFILE.toLowerCase())
      return problem(line, 'profile-unsupported', HEAD_CELLS.profile);
    const period = periodFromDates(text(HEAD_CELLS.usageStartDate), text(HEAD_CELLS.usageEndDate));
    if (period === null) return problem(line, 'date-format', HEAD_CELLS.usageStartDate);
    for (const n of [HEAD_CELLS.messageId, HEAD_CELLS.senderName])
      if (text(n) === '') return problem(line, 'cell-missing', n);
    header = {
      messageId: text(HEAD_CELLS.messageId),
      messageVersion: text(HEAD_CELLS.messageVersion),
      profile: text(HEAD_CELLS.profile),
      profileVersion: text(HEAD_CELLS.profileVersion),
      senderPartyId: text(HEAD_CELLS.senderPartyId),
      senderName: text(HEAD_CELLS.senderName),
      serviceDescription: text(HEAD_CELLS.serviceDescription),
      recipientPartyId: text(HEAD_CELLS.recipientPartyId),
      recipientName: text(HEAD_CELLS.recipientName),
      periodStart: period.start,
      periodEnd: period.end,
      fileNumber: readInteger(text(HEAD_CELLS.fileNumber)),
      numberOfFiles: readInteger(text(HEAD_CELLS.numberOfFiles)),
    };
    phase = 'open';
    return record(line, 'header');
  };

  const readFooter = (line: SplitLine, cells: string[]): ReportOutcome => {
    const declared = [2, 3, 4, 5, 6].map((n) => cellText(cells, n));
    const numbers = declared.map((text) => (text === '' ? null : readInteger(text)));
    const bad = numbers.findIndex(
      (n, i) =>
        (n === null && (i === 0 || i === 2 || i === 3 || declared[i] !== '')) ||
        (n !== null && n < 0),
    );
    phase = 'closed';
    if (bad !== -1)
      return problem(
        line,
        declared[bad] === ''
          ? 'cell-missing'
          : isGroupedNumber(declared[bad])
            ? 'number-grouping'
            : 'integer-format',
        bad + 2,
      );
    const [linesInFile, linesInReport, summaries, blocksInFile, blocksInReport] = numbers;
    footer = {
      lineNo: line.lineNo,
      linesInFile,
      linesInReport,
      summaryRecords: summaries,
      blocksInFile,
      blocksInReport,
    };
    const lines = line.lineNo;
    const isSingleFile = (header?.numberOfFiles ?? 1) === 1;
    const add = (name: CountCheck['name'], value: number | null, actual: number) => {
      if (value !== null)
        counts.push({
          name,
          lineNo: line.lineNo,
          declared: value,
          actual,
          isMatched: value === actual,
        });
    };
    add('linesInFile', linesInFile, lines);
    add('summaryRecords', summaries, summaryRecords);
    add('blocksInFile', blocksInFile, body.blocks);
    if (isSingleFile) {
      add('linesInReport', linesInReport, lines);
      add('blocksInReport', blocksInReport, body.blocks);
    }
    return record(line, 'footer');
  };

  const handleLine = (line: SplitLine): ReportOutcome => {
    if (line.isTooLong) return problem(line, 'line-too-long');
    if (line.text.trim() === '') return record(line, 'empty');
    if (line.text.startsWith('#')) return record(line, 'comment');
    const cells = splitDsrCells(line.text);
    const type = parseRecordType(cells[0]);
    if (phase === 'start' && firstRecord === null && type?.family !== 'HEAD')
      firstRecord = { lineNo: line.lineNo, type: (cells[0] ?? '').trim().slice(0, 20) };
    if (type === null) return problem(line, 'record-type-unknown', 1);
    if (type.family === 'HEAD') return readHeader(line, cells);
    if (phase === 'start') return problem(line, 'record-before-header');
    if (phase === 'rejected') return problem(line, 'header-invalid');
    if (phase === 'closed') return problem(line, 'record-after-footer');
    if (type.family === 'FOOT') return readFooter(line, cells);
    if (type.family.startsWith('SY')) {
      summaryRecords += 1;
      const outcome = handleSummaryRecord(
        type.family,
        type.version,
        cells,
        line.lineNo,
        header!,
        body.summaries,
      );
      return outcome === null ? record(line, 'summary') : problem(line, outcome.code, outcome.cell);
    }
    const outcome = handleBodyRecord(type.family, cells, line.lineNo, header!, body);
    if (outcome.kind === 'record') {
      if (outcome.warning !== undefined && warnings.length < WARNING_LIMIT)
        warnings.push({
          code: outcome.warning.code,
          severity: 'warning',
          lineNo: line.lineNo,
          record: type.family,
          cell: outcome.warning.cell,
          key: null,
          expected: null,
          found: outcome.warning.value,
        });
      return record(line, outcome.record);
    }
    if (outcome.kind === 'problem') return problem(line, outcome.code, outcome.cell);
    usageCount += 1;
    totals.add(outcome.line);
    return { kind: 'usage', line: outcome.line, endLineNo: line.lineNo };
  };

  let lineCount = 0;
  const handleAll = (lines: SplitLine[]) => {
    lineCount += lines.length;
    return lines.map(handleLine);
  };

  return {
    push(chunk) {
      return handleAll(splitter.push(decoder.decode(chunk)));
    },
    end() {
      return handleAll([...splitter.push(decoder.flush()), ...splitter.end()]);
    },
    result() {
      const fileProblems: ReportFileCode[] = [];
      const fileFindings: ReportFinding[] = [];
      const fileFinding = (
        code: ReportFileCode,
        lineNo: number | null,
        record: string | null,
        expected: string | null,
        found: string | null,
      ) => {
        fileProblems.push(code);
        fileFindings.push({
          code,
          severity: 'error',
          lineNo,
          record,
          cell: null,
          key: null,
          expected,
          found,
        });
      };
      if (lineCount === 0) fileFinding('file-empty', null, null, null, null);
      else if (!isHeaderSeen)
        fileFinding(
          'header-missing',
          firstRecord?.lineNo ?? 1,
          firstRecord?.type || null,
          'HEAD',
          firstRecord?.type || null,
        );
      if (lineCount > 0 && phase !== 'closed')
        fileFinding('footer-missing', lineCount, null, 'FOOT', null);
      const priced = [...body.summaries.values()].filter((s) => s.isPriced);
      const checks: TotalsCheck[] = priced.map((s) =>
        makeTotalsCheck({
          key: s.id,
          lineNo: s.lineNo,
          record: s.family,
          currency: s.currency,
          declaredUnits: s.basisUnits,
          lineUnits: s.lineUnits,
          lineNetUnits: s.lineNetUnits,
          declaredRevenueMicro: s.basisRevenueMicro,
          lineRevenueMicro: s.lineRevenueMicro,
          indirectRevenueMicro: s.indirectRevenueMicro,
        }),
      );
      const byKey = new Map(priced.map((s) => [s.id, s]));
      const findings = [
        ...fileFindings,
        ...mismatchFindings(checks, counts, (c, what) => {
          const s = byKey.get(c.key);
          return s === undefined ? null : what === 'units' ? s.unitsCell : s.revenueCell;
        }),
        ...warnings,
      ];
      return {
        format: 'dsr',
        header,
        footer: footer === null ? null : { ...footer },
        blockCount: body.blocks,
        lineCount,
        usageCount,
        recordCount,
        problemCount,
        problemCounts: { ...problemCounts },
        reconciliation: {
          filePart: {
            fileNumber: header?.fileNumber ?? null,
            numberOfFiles: header?.numberOfFiles ?? null,
            lineCount,
            blockCount: body.blocks,
            declaredLinesInReport: footer?.linesInReport ?? null,
            declaredBlocksInReport: footer?.blocksInReport ?? null,
            footLineNo: footer?.lineNo ?? null,
          },
          hasOwnTotals: checks.length > 0 || counts.length > 0,
          checks,
          counts: [...counts],
          fileProblems,
          totals: totals.list(),
          unattributed: sumUnattributed(checks),
          findings,
          isMatched: isReconciled(checks, counts, fileProblems),
        },
      };
    },
  };
}
