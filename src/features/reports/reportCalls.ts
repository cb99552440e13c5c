// The back office's channel-report calls. Nothing is cached or queued: an upload and an import's
// figures are the server's word, so the screen says it needs a connection instead.
import { api } from '../../app/api/api';
import {
  REPORT_PATHS,
  type ReportFileDetail,
  type ReportFileView,
  type ReportFormatChoice,
} from '../../domain/reports/reportApi';

export const REPORT_PAGE_SIZE = 20;
/** How often the screen asks again while an import runs (the import commits a batch per second or so). */
export const REPORT_PROGRESS_POLL_MS = 5_000;

export function fetchReportFiles(
  page: number,
  signal: AbortSignal,
): Promise<{ total: number; list: ReportFileView[] }> {
  return api.request(REPORT_PATHS.list, {
    query: { page: String(page), size: String(REPORT_PAGE_SIZE) },
    signal,
  });
}

export function fetchReportFile(
  id: string,
  page: number,
  signal: AbortSignal,
): Promise<ReportFileDetail> {
  return api.request(REPORT_PATHS.get, {
    query: { id, page: String(page), size: String(REPORT_PAGE_SIZE) },
    signal,
  });
}

export function uploadReport(
  file: File,
  format: ReportFormatChoice,
  replaces: string | null = null,
): Promise<{ id: string; format: string }> {
  // the fields before the file: the server streams the file as it arrives
  const form = new FormData();
  form.append('format', format);
  if (replaces !== null) form.append('replaces', replaces);
  form.append('file', file, file.name);
  return api.request(REPORT_PATHS.upload, { method: 'POST', body: form });
}

/** Accepts (it counts) or rejects (it never does) a held report, with the reason (issue 26). */
export function decideReport(
  id: string,
  decision: 'accept' | 'reject',
  reason: string,
): Promise<ReportFileDetail> {
  return api.request(REPORT_PATHS[decision], { method: 'POST', body: { id, reason } });
}
