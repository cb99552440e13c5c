// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import type { BatchFileRow, BatchRow } from '../../../data/batchRepo';
import { setLanguage } from '../../../i18n/languageStore';
import { BatchProgressTable } from './BatchProgressTable';
import { PlaylistIssues } from './PlaylistIssues';
import { formatRowRanges, PlaylistLeftOut } from './PlaylistLeftOut';
import { PlaylistNotices } from './PlaylistNotices';

afterEach(() => {
  cleanup();
  setLanguage('zh-hans');
});

const render = (element: React.ReactElement) => renderWithProviders([{ path: '/', element }], '/');

describe('the playlist errors', () => {
  it('name the field inside a message in the interface language, not the sheet’s (Chinese UI, English sheet)', async () => {
    render(
      <PlaylistIssues
        issues={[
          {
            sheet: 'Playlist',
            row: 3,
            column: 'Track name',
            value: '',
            code: 'required',
            params: { field: 'Track name' },
          },
        ]}
      />,
    );
    expect(await screen.findByText('歌曲名称信息不完整')).toBeTruthy();
    expect(screen.queryByText(/Track name信息不完整/)).toBeNull();
  });

  it('list each error under the spec heading with sheet, row, column, value and reason (English)', async () => {
    setLanguage('en');
    render(
      <PlaylistIssues
        issues={[
          {
            sheet: 'Playlist',
            row: 4,
            column: 'ISRC',
            value: '1N-B61-26-10402',
            code: 'isrc-format',
          },
          {
            sheet: 'Playlist',
            row: 8,
            column: 'Album main artists',
            value: 'Nobody Known',
            code: 'playlist-artist-not-found',
            params: { name: 'Nobody Known' },
          },
        ]}
      />,
    );
    expect(
      await screen.findByText('There are following errors in the Excel playlist:'),
    ).toBeTruthy();
    const rows = screen.getAllByTestId('batch-sheet-error');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Playlist',
      '8',
      'Album main artists',
      'Nobody Known',
      expect.stringContaining('“Nobody Known” does not exist'),
    ]);
  });
});

describe('the batch progress table', () => {
  it('shows each file with its file and association state in the spec words (Chinese)', async () => {
    const batch: BatchRow = {
      id: 'b',
      authorizationCompanyId: 'p',
      playlistName: 'p.xlsx',
      status: 'running',
      createdAt: '',
      updatedAt: '',
      albums: [
        {
          folder: 'A',
          row: 2,
          albumId: '00000000-0000-4000-8000-000000000001',
          name: '专辑甲',
          fields: {},
          tracks: [{ row: 2, trackId: 't', name: '歌一', fields: {} }],
          state: 'created',
          problem: null,
        },
        {
          folder: 'B',
          row: 3,
          albumId: '00000000-0000-4000-8000-000000000002',
          name: '专辑乙',
          fields: {},
          tracks: [],
          state: 'failed',
          problem: { code: 'batch.problem.createFailed' },
        },
      ],
    };
    const base = {
      batchId: 'b',
      size: 1,
      lastModified: 0,
      facts: null,
      fileId: 'f',
      problem: null,
      trackId: 't',
      recordId: 't',
    } as const;
    const files: BatchFileRow[] = [
      {
        ...base,
        path: 'A/01.wav',
        name: '01.wav',
        target: { kind: 'audio', folder: 'A', trackRow: 2 },
        purpose: 'track',
        fileState: 'success',
        associationState: 'associating',
      },
      {
        ...base,
        path: 'A/cover.png',
        name: 'cover.png',
        target: { kind: 'cover', folder: 'A' },
        purpose: 'batchCover',
        fileState: 'failed',
        associationState: 'failed',
        problem: { code: 'batch.problem.cancelled' },
      },
    ];
    render(<BatchProgressTable batch={batch} files={files} tasks={[]} />);
    const rows = await screen.findAllByTestId('batch-file');
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(['cover', 'audio']);
    expect(within(rows[0]!).getByTestId('batch-file-state').textContent).toBe('失败');
    expect(within(rows[0]!).getByText('上传已取消')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('batch-file-state').textContent).toBe('成功');
    expect(within(rows[1]!).getByTestId('batch-association-state').textContent).toBe('关联中');
    expect(within(rows[1]!).getByText('《歌一》的音频')).toBeTruthy();
    const failedAlbum = screen.getByTestId('batch-album');
    expect(failedAlbum.getAttribute('data-state')).toBe('failed');
    expect(within(failedAlbum).getByText('无法保存到本设备')).toBeTruthy();
  });
});

describe('the playlist notes', () => {
  it('say where a formula gave its saved value and which columns were ignored (English)', async () => {
    setLanguage('en');
    render(
      <PlaylistNotices
        notices={[
          {
            sheet: 'Playlist',
            row: 5,
            column: 'Track name',
            value: 'Dawn',
            code: 'playlist-formula-cached',
          },
          {
            sheet: 'Playlist',
            row: 1,
            column: '',
            value: '',
            code: 'playlist-columns-ignored',
            params: { max: 200 },
          },
        ]}
      />,
    );
    const notes = await screen.findAllByTestId('batch-sheet-notice');
    expect(notes.map((n) => n.textContent)).toEqual([
      'Row 5, Track name: A formula: its last calculated value was used (formulas are never recalculated here)',
      expect.stringMatching(/^Row 1: /),
    ]);
    expect(screen.getByText('Read with these notes')).toBeTruthy();
  });
});

describe('the albums left out', () => {
  it('are listed with their rows and the rows to correct (Chinese)', async () => {
    render(
      <PlaylistLeftOut
        albums={[
          { row: 9, folder: '合并缺歌名', name: '合并·缺歌名', rows: [9, 10, 11], badRows: [10] },
        ]}
      />,
    );
    expect(await screen.findByText('未创建的专辑（改正其行中的错误后才会创建）')).toBeTruthy();
    const [album] = screen.getAllByTestId('batch-sheet-left-out-album');
    expect(
      within(album!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['合并缺歌名', '合并·缺歌名', '9–11', '10']);
  });

  it('shorten runs of rows', () => {
    expect(formatRowRanges([2, 3, 4, 5, 9, 11, 12])).toBe('2–5, 9, 11–12');
    expect(formatRowRanges([7])).toBe('7');
    expect(formatRowRanges([])).toBe('');
  });
});
