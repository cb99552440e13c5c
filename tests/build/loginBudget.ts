// The login page's JavaScript budget, read from the build's Vite manifest: the entry chunk and the
// login route's lazy chunk, each with every chunk it imports statically (what the browser must
// fetch before the form works). Gzip at zlib's default level, as the bench and the budget count.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, type ViteManifest } from '../../vite.manifest';

/** The sources whose chunks a cold /login runs: the HTML entry and the login route's screen. */
export const LOGIN_PAGE_SOURCES = ['index.html', 'src/features/auth/LoginPage.tsx'] as const;

/** 180 kB gzip (kB = 1024 bytes, as the bench prints it). */
export const LOGIN_BUDGET_BYTES = 180 * 1024;

export interface BudgetReport {
  files: Array<{ file: string; gzipBytes: number }>;
  totalGzipBytes: number;
}

export function measureLoginPage(distDir: string): BudgetReport {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const files = staticClosure(manifest, LOGIN_PAGE_SOURCES).map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(distDir, file))).length,
  }));
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
