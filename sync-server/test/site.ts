// A minimal built site (index.html and a service worker) for suites that need static files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function makeStaticSite(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-site-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
