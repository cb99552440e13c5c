// Material folders as a flat list of files with paths relative to what the user chose: from a
// folder picker (`<input webkitdirectory>`, whose files carry webkitRelativePath) or from folders
// dropped on the page (DataTransferItem.webkitGetAsEntry, read recursively). A directory reader
// hands out its entries in batches (100 in Chromium) until an empty one: all batches are read.

export interface FolderFile {
  /** forward slashes, no leading slash, the chosen folder's own name first */
  path: string;
  file: File;
}

/** More files than any batch needs (500 tracks with cover and lyrics): a bound for a wrong drop. */
export const MAX_FOLDER_FILES = 5000;

/** Hidden files the systems leave in folders (.DS_Store, Thumbs.db, ._ resource forks). */
export function isSystemFile(name: string): boolean {
  return (
    name.startsWith('.') ||
    name.toLowerCase() === 'thumbs.db' ||
    name.toLowerCase() === 'desktop.ini'
  );
}

function cleanPath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^\/+/, '');
}

/** The files of a folder picker's input. */
export function filesFromInput(files: ArrayLike<File>): FolderFile[] {
  const out: FolderFile[] = [];
  for (let i = 0; i < files.length && out.length < MAX_FOLDER_FILES; i++) {
    const file = files[i]!;
    if (isSystemFile(file.name)) continue;
    out.push({ path: cleanPath(file.webkitRelativePath || file.name), file });
  }
  return out;
}

/** The parts of the File and Directory Entries API read here (structural, so tests can fake them). */
export interface EntryLike {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  fullPath: string;
}
export interface FileEntryLike extends EntryLike {
  file(success: (file: File) => void, failure?: (error: unknown) => void): void;
}
export interface DirectoryEntryLike extends EntryLike {
  createReader(): {
    readEntries(success: (entries: EntryLike[]) => void, failure?: (error: unknown) => void): void;
  };
}

const isFileEntry = (entry: EntryLike): entry is FileEntryLike => entry.isFile;
const isDirectoryEntry = (entry: EntryLike): entry is DirectoryEntryLike => entry.isDirectory;

function fileOf(entry: FileEntryLike): Promise<File | null> {
  return new Promise((resolve) => entry.file(resolve, () => resolve(null)));
}

async function entriesOf(directory: DirectoryEntryLike): Promise<EntryLike[]> {
  const reader = directory.createReader();
  const all: EntryLike[] = [];
  for (;;) {
    const batch = await new Promise<EntryLike[]>((resolve) =>
      reader.readEntries(resolve, () => resolve([])),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** Every file under the dropped entries, depth first; unreadable entries are skipped. */
export async function readEntries(roots: readonly EntryLike[]): Promise<FolderFile[]> {
  const out: FolderFile[] = [];
  const stack = [...roots].reverse();
  while (stack.length > 0 && out.length < MAX_FOLDER_FILES) {
    const entry = stack.pop()!;
    if (isSystemFile(entry.name)) continue;
    if (isFileEntry(entry)) {
      const file = await fileOf(entry);
      if (file !== null) out.push({ path: cleanPath(entry.fullPath || entry.name), file });
    } else if (isDirectoryEntry(entry)) {
      const children = await entriesOf(entry);
      stack.push(...[...children].reverse());
    }
  }
  return out;
}

/** The entries of a drop, taken synchronously: the DataTransfer is emptied once the event ends. */
export function entriesOfDrop(items: DataTransferItemList): EntryLike[] {
  const roots: EntryLike[] = [];
  for (let i = 0; i < items.length; i++) {
    const entry = items[i]!.webkitGetAsEntry();
    if (entry !== null) roots.push(entry as unknown as EntryLike);
  }
  return roots;
}
