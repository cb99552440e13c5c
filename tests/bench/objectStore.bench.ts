// The S3 store (issue 12, item 8): a 100 MB multipart upload through the store against s3rver on
// loopback, beside a bare unsigned PUT of the same bytes to the same s3rver in the same run, so the
// figure to compare across versions is the ratio (the machine is shared and noisy). Two paths: the
// browser's (a presigned URL per part, PUT by fetch) and the form uploads' (writePart through the
// server); each ends with completeMultipartUpload, which reads the object back once for its sha256.
// Run alone: `node --import tsx tests/bench/objectStore.bench.ts`.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { S3_MIN_PART_BYTES, type PartRef } from '../../sync-server/src/storage/objectStore';
import { s3rverBackend } from '../../sync-server/test/objectStores';
import { printFigures, type Figure } from './harness';

const TOTAL = 100 * 1000 * 1000;
const PART = S3_MIN_PART_BYTES;
const ROUNDS = 3;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function partRanges(): Array<{ start: number; end: number }> {
  const ranges = [];
  for (let start = 0; start < TOTAL; start += PART)
    ranges.push({ start, end: Math.min(start + PART, TOTAL) - 1 });
  return ranges;
}

const bodyOf = (file: string, range: { start: number; end: number }) =>
  Readable.toWeb(createReadStream(file, range)) as unknown as ReadableStream<Uint8Array>;

async function put(
  url: string,
  body: ReadableStream<Uint8Array>,
  length: number,
): Promise<Response> {
  const response = await fetch(url, {
    method: 'PUT',
    body,
    headers: { 'content-length': String(length) },
    duplex: 'half',
  } as RequestInit);
  if (!response.ok)
    throw new Error(`PUT ${url} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return response;
}

export async function benchObjectStore(): Promise<Figure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-objects-'));
  const backend = s3rverBackend();
  await backend.setup();
  try {
    const file = join(dir, 'upload.bin');
    const bytes = Buffer.alloc(TOTAL);
    for (let i = 0; i < TOTAL; i += 4096) bytes[i] = i & 0xff;
    await writeFile(file, bytes);
    const bucket = await backend.freshPlace();
    const store = backend.openStore(bucket);
    const { endpoint } = backend.settingsOf(bucket);
    const ranges = partRanges();
    const bare: number[] = [];
    const presigned: number[] = [];
    const throughServer: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let started = performance.now();
      await put(
        `${endpoint}/${bucket}/bare-${round}.bin`,
        bodyOf(file, { start: 0, end: TOTAL - 1 }),
        TOTAL,
      );
      bare.push(performance.now() - started);

      started = performance.now();
      const browser = await store.createMultipartUpload(`org/bench/presigned-${round}.bin`);
      const refs: PartRef[] = [];
      for (const [index, range] of ranges.entries()) {
        const { url } = await store.signPartUrl(browser.uploadId, index + 1);
        const answer = await put(url, bodyOf(file, range), range.end - range.start + 1);
        refs.push({ PartNumber: index + 1, ETag: answer.headers.get('etag') ?? '' });
      }
      if ((await store.completeMultipartUpload(browser.uploadId, refs)).size !== TOTAL)
        throw new Error('presigned upload lost bytes');
      presigned.push(performance.now() - started);

      started = performance.now();
      const form = await store.createMultipartUpload(`org/bench/server-${round}.bin`);
      const written: PartRef[] = [];
      for (const [index, range] of ranges.entries()) {
        const part = await store.writePart(form.uploadId, index + 1, createReadStream(file, range));
        written.push({ PartNumber: part.PartNumber, ETag: part.ETag });
      }
      if ((await store.completeMultipartUpload(form.uploadId, written)).size !== TOTAL)
        throw new Error('server upload lost bytes');
      throughServer.push(performance.now() - started);
    }
    const mbps = (ms: number) => TOTAL / 1e6 / (ms / 1000);
    const figures: Figure[] = [
      {
        name: `bare unsigned PUT of 100 MB to s3rver (median of ${ROUNDS})`,
        value: mbps(median(bare)),
        unit: 'MB/s',
        higherIsBetter: true,
      },
      {
        name: `${ranges.length} presigned part PUTs + complete (reads back for sha256)`,
        value: mbps(median(presigned)),
        unit: 'MB/s',
        higherIsBetter: true,
      },
      {
        name: `${ranges.length} parts through writePart + complete`,
        value: mbps(median(throughServer)),
        unit: 'MB/s',
        higherIsBetter: true,
      },
    ];
    // the ratios per round, each against that round's bare PUT, then their median
    const ratio = (times: number[]) => median(times.map((ms, i) => (100 * bare[i]) / ms));
    figures.push(
      {
        name: 'presigned path / bare PUT (median of per-round ratios)',
        value: ratio(presigned),
        unit: '%',
        higherIsBetter: true,
      },
      {
        name: 'writePart path / bare PUT (median of per-round ratios)',
        value: ratio(throughServer),
        unit: '%',
        higherIsBetter: true,
      },
    );
    return figures;
  } finally {
    await backend.teardown();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printFigures(
    'S3 store on s3rver: 100 MB multipart upload (Node, loopback)',
    await benchObjectStore(),
  );
}
