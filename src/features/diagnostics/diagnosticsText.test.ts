import { describe, expect, it } from 'vitest';
import { toErrorReport } from '../../data/errorLog';
import { formatDiagnostics } from './diagnosticsText';

describe('the diagnostics text', () => {
  it('holds the build, the browser and every report with its cause chain, newest first as given', () => {
    const older = toErrorReport(
      'album.save',
      new Error('save failed', { cause: new TypeError('Failed to fetch') }),
      Date.UTC(2026, 0, 2, 3, 4, 5),
      '/library/album/list',
    );
    const newer = toErrorReport('upload.probe', 'plain', Date.UTC(2026, 0, 3));
    const text = formatDiagnostics([newer, older], {
      version: '0.1.0',
      build: 'abc123',
      userAgent: 'Chromium/140',
      now: new Date(Date.UTC(2026, 0, 4)),
    });
    expect(text).toContain(
      'Rights Partner Portal 0.1.0 (build abc123)\nUser agent: Chromium/140\nCopied: 2026-01-04T00:00:00.000Z\nReports: 2',
    );
    expect(text).toContain(
      '[2026-01-02T03:04:05.000Z] album.save at /library/album/list\nError: save failed\n  caused by TypeError: Failed to fetch',
    );
    expect(text).not.toContain('    Error: save failed');
    expect(text.indexOf('upload.probe')).toBeLessThan(text.indexOf('album.save'));
  });

  it('says there is nothing when the log is empty', () => {
    expect(
      formatDiagnostics([], { version: 'dev', build: 'dev', userAgent: 'x', now: new Date(0) }),
    ).toContain('Reports: 0');
  });
});
