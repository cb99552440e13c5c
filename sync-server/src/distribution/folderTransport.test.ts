// The folder transport: the behaviour every DeliveryTransport owes (whole files only, stat, list,
// read limits, classified failures) and the folder's own confinement. The shared part is written to
// be replaced by transport.contract.ts's describeTransport once that lands on main.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFolderTransport } from './folderTransport';
import { TransportError, type DeliveryTransport } from './transport';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof TransportError) return error.failure;
    throw error;
  }
  return 'no failure';
}

describe('folder transport', () => {
  let base: string;
  let root: string;
  let transport: DeliveryTransport;
  beforeEach(async () => {
    base = mkdtempSync(path.join(os.tmpdir(), 'rpp-folder-'));
    root = path.join(base, 'root');
    transport = await createFolderTransport(root);
  });
  afterEach(async () => {
    await transport.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('writes a file whole, then stats, lists, reads and streams it back', async () => {
    const bytes = randomBytes(200_000);
    await transport.ensureDir('b/1/resources');
    await transport.ensureDir('b/1/resources');
    await transport.writeFile('b/1/resources/a.wav', () => Readable.from([bytes]), bytes.length);
    expect(await transport.stat('b/1/resources/a.wav')).toEqual({
      size: bytes.length,
      isDirectory: false,
    });
    expect(await transport.stat('b/1')).toEqual({ size: expect.any(Number), isDirectory: true });
    expect(await transport.stat('b/nothing')).toBeNull();
    expect(await transport.list('b/1')).toEqual([
      { name: 'resources', size: expect.any(Number), isDirectory: true },
    ]);
    expect((await transport.list('b/1/resources')).map((e) => [e.name, e.size])).toEqual([
      ['a.wav', bytes.length],
    ]);
    expect((await transport.readFile('b/1/resources/a.wav', bytes.length)).equals(bytes)).toBe(
      true,
    );
    expect((await readAll(await transport.openRead('b/1/resources/a.wav'))).equals(bytes)).toBe(
      true,
    );
    expect(await failureOf(transport.readFile('b/1/resources/a.wav', 10))).toBe('other');
    await transport.remove('b/1/resources/a.wav');
    await transport.remove('b/1/resources/a.wav');
    expect(await transport.stat('b/1/resources/a.wav')).toBeNull();
  });

  it('a cut transfer leaves nothing at the name and no part file', async () => {
    await transport.ensureDir('b');
    const cut = () =>
      new Readable({
        read() {
          this.push(Buffer.alloc(1024, 1));
          this.destroy(new Error('connection cut'));
        },
      });
    await expect(transport.writeFile('b/m.xml', cut, 4096)).rejects.toBeInstanceOf(TransportError);
    const short = await failureOf(
      transport.writeFile('b/m.xml', () => Readable.from([Buffer.alloc(10)]), 11),
    );
    expect(short).toBe('other');
    expect(readdirSync(path.join(root, 'b'))).toEqual([]);
  });

  it('a missing file or folder is not-found', async () => {
    expect(await failureOf(transport.readFile('none.xml', 100))).toBe('not-found');
    expect(await failureOf(transport.openRead('none.xml'))).toBe('not-found');
    expect(await failureOf(transport.list('none'))).toBe('not-found');
  });

  it('refuses .., absolute paths and symlinks out of the root before touching anything', async () => {
    writeFileSync(path.join(base, 'secret.txt'), 'outside');
    symlinkSync(base, path.join(root, 'out'));
    symlinkSync(path.join(base, 'nowhere-yet'), path.join(root, 'dangling'));
    for (const rel of [
      '../secret.txt',
      '/etc/passwd',
      'a/../../secret.txt',
      'out/secret.txt',
      'dangling/x',
    ]) {
      expect(await failureOf(transport.readFile(rel, 100)), rel).toBe('permission-denied');
      expect(
        await failureOf(transport.writeFile(rel, () => Readable.from([Buffer.from('x')]), 1)),
        rel,
      ).toBe('permission-denied');
    }
    expect(await failureOf(transport.ensureDir('dangling/made'))).toBe('permission-denied');
    expect(existsSync(path.join(base, 'nowhere-yet'))).toBe(false);
    expect(await failureOf(transport.list('out'))).toBe('permission-denied');
    expect((await transport.list('')).map((e) => e.name)).toEqual([]);
  });
});
