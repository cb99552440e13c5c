// The batch writer over the real folder transport: the DDEX batch layout, the manifest last, the
// hashes in the message equal to the bytes on the remote, a resumed batch with no duplicate and no
// missing file, and a message that cannot be built never sent.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReleaseBundle, StoredFile } from '../../../src/domain/ddex';
import { makeBundle } from '../../../src/domain/ddex/testing';
import type { PlannedFile } from '../../../src/domain/distribution/batchLayout';
import { createFolderTransport } from './folderTransport';
import type { DeliveryTransport } from './transport';
import { planBatch, writeBatchFiles, type PlannedBatch } from './writeBatch';

const contentOf = (fileId: string) => Buffer.from(`bytes of ${fileId} `.repeat(50));
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const BATCH = '20261126080000000';

function deliverableBundle(): ReleaseBundle {
  const bundle = makeBundle(3);
  const files: Record<string, StoredFile> = {};
  for (const [id, file] of Object.entries(bundle.files))
    files[id] = { ...file, sha256: sha(contentOf(id)), sizeBytes: contentOf(id).length };
  return { ...bundle, files };
}

function planned(bundle = deliverableBundle()): PlannedBatch {
  const result = planBatch({
    bundle,
    batchId: BATCH,
    createdAt: '2026-11-26T08:00:00Z',
    takedown: null,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.batch;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`)
      : [`${prefix}${e.name}`],
  );
}

describe('writeBatch', () => {
  let root: string;
  let transport: DeliveryTransport;
  beforeEach(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'rpp-batch-'));
    transport = await createFolderTransport(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const depsFor = (
    batch: PlannedBatch,
    order: string[],
    open = (f: PlannedFile) => contentOf(f.sourceFileId ?? ''),
  ) => ({
    transport,
    openResource: async (f: PlannedFile) => Readable.from([open(f)]),
    madeFiles: new Map([
      [batch.messageFile, Buffer.from(batch.messageXml)],
      [batch.files.at(-1)!.path, Buffer.from(batch.manifestXml)],
    ]),
    onComplete: async (f: PlannedFile, skipped: boolean) => {
      order.push(`${skipped ? 'skip' : 'sent'} ${f.path}`);
    },
  });

  it('lays the batch out as DDEX has it, manifest last, and the message states the bytes sent', async () => {
    const batch = planned();
    const order: string[] = [];
    await writeBatchFiles(depsFor(batch, order), BATCH, batch.files);
    const upc = batch.releaseDir;
    expect(batch.messageFile).toBe(`${upc}/${upc}.xml`);
    expect(filesUnder(path.join(root, BATCH)).sort()).toEqual(
      batch.files.map((f) => f.path).sort(),
    );
    expect(order.at(-1)).toBe(`sent BatchComplete_${BATCH}.xml`);
    expect(order.at(-2)).toBe(`sent ${upc}/${upc}.xml`);
    const resources = batch.files.filter((f) => f.role === 'resource');
    expect(resources.length).toBeGreaterThanOrEqual(4);
    for (const f of resources) {
      expect(f.path.startsWith(`${upc}/resources/`)).toBe(true);
      const bytes = readFileSync(path.join(root, BATCH, f.path));
      // the hash the message states for this file is the hash of the bytes on the remote
      expect(batch.messageXml).toContain(sha(bytes));
      expect(batch.messageXml).toContain(f.path.slice(upc.length + 1));
    }
    const manifest = readFileSync(path.join(root, BATCH, `BatchComplete_${BATCH}.xml`), 'utf8');
    expect(manifest).toContain(
      `<HashSumValue>${sha(readFileSync(path.join(root, BATCH, batch.messageFile)))}</HashSumValue>`,
    );
    expect(manifest).toContain(`<URL>${batch.messageFile}</URL>`);
  });

  it('a batch cut after some files resumes with no duplicate and no missing file', async () => {
    const batch = planned();
    const first: string[] = [];
    let opened = 0;
    const cutting = depsFor(batch, first, (f) => {
      opened += 1;
      if (opened === 3) throw new Error('server killed');
      return contentOf(f.sourceFileId ?? '');
    });
    await expect(writeBatchFiles(cutting, BATCH, batch.files)).rejects.toThrow('server killed');
    expect(first).toHaveLength(2);
    expect(
      statSync(path.join(root, BATCH, `BatchComplete_${BATCH}.xml`), { throwIfNoEntry: false }),
    ).toBeUndefined();

    const second: string[] = [];
    const result = await writeBatchFiles(depsFor(batch, second), BATCH, batch.files);
    expect(result.skipped).toEqual(first.map((line) => line.replace('sent ', '')));
    expect([...result.skipped, ...result.sent].sort()).toEqual(
      batch.files.map((f) => f.path).sort(),
    );
    expect(filesUnder(path.join(root, BATCH)).sort()).toEqual(
      batch.files.map((f) => f.path).sort(),
    );
  });

  it('a file whose bytes differ from the message is not left at its name, and no manifest goes', async () => {
    const batch = planned();
    const bad = depsFor(batch, [], () => Buffer.from('tampered'.repeat(10)));
    await expect(writeBatchFiles(bad, BATCH, batch.files)).rejects.toThrow();
    expect(filesUnder(path.join(root, BATCH)).filter((f) => !f.endsWith('/'))).toEqual([]);
  });

  it('a message that cannot be built is never planned, and names why', () => {
    const bundle = deliverableBundle();
    const result = planBatch({
      bundle: { ...bundle, deal: { ...bundle.deal, territories: [] } },
      batchId: BATCH,
      createdAt: '2026-11-26T08:00:00Z',
      takedown: null,
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => p.code)).toContain('territory-missing');
  });

  it('a takedown by ended deals sends the message and the manifest only', () => {
    const result = planBatch({
      bundle: deliverableBundle(),
      batchId: BATCH,
      createdAt: '2026-11-26T08:00:00Z',
      takedown: { style: 'endDatedDeals', endDate: '2026-11-26' },
    });
    expect(result.ok && result.batch.files.map((f) => f.role)).toEqual(['message', 'manifest']);
    expect(result.ok && result.batch.manifestXml).toContain('TakedownDelivery');
  });

  it('a takedown to a channel that takes purges is a PurgeReleaseMessage, valid, with the manifest saying so', () => {
    const result = planBatch({
      bundle: deliverableBundle(),
      batchId: BATCH,
      createdAt: '2026-11-26T08:00:00Z',
      takedown: { style: 'purge', endDate: '2026-11-26' },
    });
    if (!result.ok) throw new Error(result.problems.map((p) => p.code).join(', '));
    expect(result.batch.files.map((f) => f.role)).toEqual(['message', 'manifest']);
    expect(result.batch.messageXml).toContain('<ern:PurgeReleaseMessage');
    expect(result.batch.messageXml).toContain('<PurgedRelease>');
    expect(result.batch.manifestXml).toContain('<MessageType>PurgeReleaseMessage</MessageType>');
    expect(result.batch.manifestXml).toContain('TakedownDelivery');
  });
});
