#!/usr/bin/env node
// Adds messages to both catalogues from one fragment file: {"en": {id: text}, "zh-Hans": {id: text}}.
// Several people (or helpers) add messages at once, so the read-modify-write holds a lock file.
// Usage: node scripts/merge-messages.mjs fragment.json   (an id already present is replaced)
import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const lock = join(root, 'src/i18n/locales/.merge.lock');

function acquire() {
  for (let i = 0; i < 600; i++) {
    try {
      return openSync(lock, 'wx');
    } catch {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  throw new Error(`could not take ${lock}`);
}

const enIds = Object.keys(fragment.en ?? {}).sort();
const zhIds = Object.keys(fragment['zh-Hans'] ?? {}).sort();
if (enIds.join() !== zhIds.join()) throw new Error('the fragment must give every id in both "en" and "zh-Hans"');
const fd = acquire();
try {
  for (const language of ['en', 'zh-Hans']) {
    const file = join(root, `src/i18n/locales/${language}.json`);
    const catalogue = JSON.parse(readFileSync(file, 'utf8'));
    Object.assign(catalogue, fragment[language]);
    writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
  }
} finally {
  closeSync(fd);
  unlinkSync(lock);
}
console.log(`merged ${enIds.length} messages`);
