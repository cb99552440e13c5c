// A report file's state as the list and the detail show it: an importing file says how far it has
// come (the bytes read of the file and the lines written by its last committed batch). Held,
// waiting, rejected or replaced files never say "Imported" (issue 26): none of them counts.
import type { IntlShape } from 'react-intl';
import type { ReportFileView } from '../../domain/reports/reportApi';
import { reportMessages as m } from './messages';

const STATE_TEXT = {
  queued: m.state_queued,
  importing: m.state_importing,
  imported: m.state_imported,
  failed: m.state_failed,
  held: m.state_held,
  waiting: m.state_waiting,
  rejected: m.state_rejected,
  replaced: m.state_replaced,
} as const;

/** Queued or importing: the screen asks again until it is done. */
export function isImportRunning(f: ReportFileView): boolean {
  return f.state === 'queued' || f.state === 'importing';
}

export function stateText(intl: IntlShape, f: ReportFileView): string {
  // a part of a multi-file report says how much of it has arrived (issue 26)
  if (f.state === 'waiting' && f.setReceived !== null && f.numberOfFiles !== null)
    return intl.formatMessage(m.waitingOf, { received: f.setReceived, expected: f.numberOfFiles });
  if (f.state !== 'importing') return intl.formatMessage(STATE_TEXT[f.state]);
  const percent = f.sizeBytes > 0 ? Math.min(1, f.bytesRead / f.sizeBytes) : 0;
  // whole percents, and never 100 % before the file is imported
  return intl.formatMessage(m.importProgress, {
    percent: Math.min(0.99, Math.floor(percent * 100) / 100),
    lines: f.linesRead,
  });
}
