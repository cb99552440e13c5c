// A material file is known again after a reload by its album folder and its name (the last two
// parts of its path) and its size: the folder chosen again may sit under another root.

export function materialKey(path: string): string {
  const parts = path
    .normalize('NFC')
    .split('/')
    .filter((p) => p !== '');
  return parts.slice(-2).join('/').toLowerCase();
}
