import { describe, expect, it } from 'vitest';
import {
  filesFromInput,
  MAX_FOLDER_FILES,
  readEntries,
  type DirectoryEntryLike,
  type EntryLike,
  type FileEntryLike,
} from './readFolder';

function fileEntry(fullPath: string, failing = false): FileEntryLike {
  const name = fullPath.split('/').pop() ?? fullPath;
  return {
    isFile: true,
    isDirectory: false,
    name,
    fullPath,
    file: (ok, fail) => (failing ? fail?.(new Error('gone')) : ok(new File(['x'], name))),
  };
}

/** A directory whose reader hands out `batch` entries per call, as Chromium does with 100. */
function dirEntry(fullPath: string, children: EntryLike[], batch = 2): DirectoryEntryLike {
  return {
    isFile: false,
    isDirectory: true,
    name: fullPath.split('/').pop() ?? fullPath,
    fullPath,
    createReader() {
      let at = 0;
      return {
        readEntries(ok) {
          const next = children.slice(at, at + batch);
          at += batch;
          setTimeout(() => ok(next), 0);
        },
      };
    },
  };
}

describe('reading dropped folders', () => {
  it('reads every batch of every directory, depth first, with paths from the dropped root', async () => {
    const a = dirEntry('/root/A', [
      fileEntry('/root/A/cover.png'),
      fileEntry('/root/A/01.wav'),
      fileEntry('/root/A/02.wav'),
      fileEntry('/root/A/.DS_Store'),
    ]);
    const b = dirEntry('/root/B', [fileEntry('/root/B/cover.png')]);
    const root = dirEntry('/root', [a, b, fileEntry('/root/readme.txt')]);
    const files = await readEntries([root]);
    expect(files.map((f) => f.path)).toEqual([
      'root/A/cover.png',
      'root/A/01.wav',
      'root/A/02.wav',
      'root/B/cover.png',
      'root/readme.txt',
    ]);
    expect(files[0]?.file.name).toBe('cover.png');
  });

  it('takes several dropped folders and loose files, and skips a file it cannot read', async () => {
    const files = await readEntries([
      dirEntry('/A', [fileEntry('/A/x.wav'), fileEntry('/A/y.wav', true)]),
      fileEntry('/loose.png'),
    ]);
    expect(files.map((f) => f.path)).toEqual(['A/x.wav', 'loose.png']);
  });

  it('stops at the file bound of a wrong drop', async () => {
    const many = Array.from({ length: MAX_FOLDER_FILES + 5 }, (_, i) => fileEntry(`/big/${i}.wav`));
    const files = await readEntries([dirEntry('/big', many, 1000)]);
    expect(files).toHaveLength(MAX_FOLDER_FILES);
  });
});

describe('a folder picker', () => {
  it('keeps webkitRelativePath and drops system files', () => {
    const make = (path: string) =>
      Object.assign(new File(['x'], path.split('/').pop() ?? path), { webkitRelativePath: path });
    const files = filesFromInput([
      make('mat/A/01.wav'),
      make('mat/A/Thumbs.db'),
      make('mat/B/cover.png'),
    ]);
    expect(files.map((f) => f.path)).toEqual(['mat/A/01.wav', 'mat/B/cover.png']);
  });
});
