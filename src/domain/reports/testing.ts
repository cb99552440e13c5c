// Builders for tests of the back office's report screens: a complete file as the list answers it;
// tests override what they probe.
import type { ReportFileView } from './reportApi';

/** An importing DSR file a quarter read (50,000 of 200,000 bytes, 1,000 lines written). */
export function makeReportFileView(patch: Partial<ReportFileView> = {}): ReportFileView {
  return {
    id: '6f1d2c3e-0000-4000-8000-000000000001',
    name: 'HarbourStream_2026-10.tsv',
    format: 'dsr',
    sizeBytes: 200_000,
    channel: 'Harbour Stream',
    partyId: null,
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    state: 'importing',
    lineCount: 0,
    usageCount: 0,
    matchedCount: 0,
    unmatchedCount: 0,
    problemCount: 0,
    isReconciled: null,
    uploadedAt: '2026-11-29T10:00:00.000Z',
    importedAt: null,
    linesRead: 1_000,
    bytesRead: 50_000,
    fileNumber: 1,
    numberOfFiles: 1,
    setReceived: null,
    messageId: 'MSG-2026-10',
    compression: 'none',
    replacesId: null,
    replacesName: null,
    replacedById: null,
    ...patch,
  };
}
