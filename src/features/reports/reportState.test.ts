import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ReportFileView } from '../../domain/reports/reportApi';
import { makeReportFileView } from '../../domain/reports/testing';
import en from '../../i18n/locales/en.json';
import zhHans from '../../i18n/locales/zh-Hans.json';
import { isImportRunning, stateText } from './reportState';

const intlEn = createIntl({ locale: 'en', messages: en });
const intlZh = createIntl({ locale: 'zh-Hans', messages: zhHans });

const file = makeReportFileView;

describe('stateText', () => {
  it("shows an importing file's bytes read and lines written, in both languages", () => {
    const f = file({ sizeBytes: 200_000_000, bytesRead: 84_000_000, linesRead: 1_240_000 });
    expect(stateText(intlEn, f)).toBe('Importing: 42% read, 1,240,000 lines');
    expect(stateText(intlZh, f)).toBe('导入中：已读取 42%，已写入 1,240,000 行');
  });

  it('never says 100 % before the file is imported, nor more than the file', () => {
    expect(stateText(intlEn, file({ bytesRead: 200_000, linesRead: 9 }))).toMatch(
      /^Importing: 99% read/,
    );
    expect(stateText(intlEn, file({ bytesRead: 300, sizeBytes: 200, linesRead: 9 }))).toMatch(
      /99%/,
    );
  });

  it('names the other states without progress', () => {
    expect(stateText(intlEn, file({ state: 'queued' }))).toBe('Queued');
    expect(stateText(intlEn, file({ state: 'imported', bytesRead: 200_000 }))).toBe('Imported');
    expect(stateText(intlZh, file({ state: 'failed' }))).toBe('失败');
  });

  it('never says imported for a held, waiting, rejected or replaced file (issue 26)', () => {
    for (const state of ['held', 'waiting', 'rejected', 'replaced'] as const) {
      expect(stateText(intlEn, file({ state }))).not.toMatch(/Imported/);
      expect(stateText(intlZh, file({ state }))).not.toMatch(/已导入/);
    }
    expect(stateText(intlEn, file({ state: 'held' }))).toBe('Held: not counted');
  });

  it('says how much of a multi-file report has arrived while a part waits', () => {
    const part = file({ state: 'waiting', fileNumber: 1, numberOfFiles: 3, setReceived: 2 });
    expect(stateText(intlEn, part)).toBe('Waiting: 2 of 3 files received');
    expect(stateText(intlZh, part)).toBe('等待中：已收到 2/3 个文件');
  });
});

describe('isImportRunning', () => {
  it('is true while queued or importing', () => {
    expect(
      ['queued', 'importing', 'imported', 'failed'].map((state) =>
        isImportRunning(file({ state: state as ReportFileView['state'] })),
      ),
    ).toEqual([true, true, false, false]);
  });
});
