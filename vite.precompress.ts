// Writes a .br and a .gz beside every text file of the build (at build time, once: brotli at its
// best quality costs seconds here, never a request). The server sends the one the browser accepts
// (@fastify/static `preCompressed`). Runs last, after the service worker and the prerendered pages.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Smaller files gain less than the headers a second file costs. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // .vite/ holds the build manifest, which is never served
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export interface PrecompressReport {
  files: number;
  rawBytes: number;
  brotliBytes: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses on libuv's thread pool, so the files go in parallel on every core. */
export async function precompressDir(dir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, rawBytes: 0, brotliBytes: 0 };
  const files = [...filesUnder(dir)].filter(
    (file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES,
  );
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // a copy that is not smaller would only cost the server a file lookup
      if (br.length < raw.length) await writeFile(`${file}.br`, br);
      if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
      report.files += 1;
      report.rawBytes += raw.length;
      report.brotliBytes += Math.min(br.length, raw.length);
    }),
  );
  return report;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // after vite-plugin-pwa has written sw.js (its closeBundle runs in the normal order)
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { files, rawBytes, brotliBytes } = await precompressDir(outDir);
        this.info(
          `precompressed ${files} files: ${(rawBytes / 1024).toFixed(0)} KiB -> ${(brotliBytes / 1024).toFixed(0)} KiB brotli`,
        );
      },
    },
  };
}
