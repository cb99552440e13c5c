// Units written into a screen by hand escape the catalogues: "3000 × 3000 px" showed in Chinese
// where the album page says 像素. Sizes go through sharedMessages.pixelSize and formatBytes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));

function screens(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return screens(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

describe('units on screen', () => {
  it('no screen writes a pixel size or a file size outside the catalogues', () => {
    const handWritten = screens(SRC).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return (
        /×\s*\$?\{[^}]*\}\s*px\b/.test(text) ||
        /\b(MB|KB|MiB)\s*[`<]/.test(text) ||
        /unit="megabyte"/.test(text)
      );
    });
    expect(handWritten.map((file) => relative(SRC, file))).toEqual([]);
  });
});
