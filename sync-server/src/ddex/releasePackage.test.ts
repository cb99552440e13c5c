// The offline package round-trips through the importer; the diff names fields, tracks and deals;
// every DDEX value of the mapping tables exists in the server's copy of the allowed-value sets.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  buildTakedownMessage,
  checkReleaseBundle,
  diffReleaseMessages,
  mappedAllowedValues,
  type ReleaseBundle,
  type StoredFile,
} from '../../../src/domain/ddex';
import { makeBundle, makeLyrics } from '../../../src/domain/ddex/testing';
import { importErnPackage } from './importErnPackage';
import { prepareMessage } from './prepareMessage';
import { buildReleasePackage } from './releasePackage';

const contentOf = (file: StoredFile) => Buffer.from(`bytes of ${file.fileId}`);
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A bundle whose file hashes are those of the bytes the opener serves. */
function packagedBundle(): ReleaseBundle {
  const bundle = makeBundle(3);
  const lyricsFile = 'f-lyrics-1';
  const files: Record<string, StoredFile> = {
    ...bundle.files,
    [lyricsFile]: { fileId: lyricsFile, fileName: 'song.lrc', sizeBytes: 10, sha256: '' },
  };
  for (const [id, file] of Object.entries(files))
    files[id] = { ...file, sha256: sha(contentOf(file)), sizeBytes: contentOf(file).length };
  return {
    ...bundle,
    files,
    lyrics: [makeLyrics('00000000-0000-4000-8000-000000009001', bundle.tracks[0]!.id, lyricsFile)],
  };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('buildReleasePackage', () => {
  it('zips the message, the files as it names them and a SHA-256 manifest; the same release gives the same bytes; it imports back', async () => {
    const bundle = packagedBundle();
    const first = buildReleasePackage(bundle, (file) => Readable.from([contentOf(file)]));
    const second = buildReleasePackage(bundle, (file) => Readable.from([contentOf(file)]));
    if (!first.ok || !second.ok) throw new Error('package refused');
    const [a, b] = [await bytesOf(first.stream), await bytesOf(second.stream)];
    expect(sha(a)).toBe(sha(b));
    const manifest = await first.manifest;
    expect(
      manifest
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split('  ')[1]),
    ).toEqual([
      'message.xml',
      'resources/690000000010.jpg',
      'resources/690000000010_01_001.wav',
      'resources/690000000010_01_001_lyrics1.lrc',
      'resources/690000000010_01_002.wav',
      'resources/690000000010_01_003.wav',
    ]);
    const imported = await importErnPackage(a);
    expect(imported.plan.problems.filter((p) => p.code !== 'resource-unused')).toEqual([]);
    expect(imported.plan.tracks.map((t) => t.isrc)).toEqual([
      'CNA122400001',
      'CNA122400002',
      'CNA122400003',
    ]);
    expect(imported.files).toHaveLength(5);
  });

  it('fails rather than ship a file whose bytes are not the ones the message states', async () => {
    const pkg = buildReleasePackage(packagedBundle(), (file) =>
      Readable.from([file.fileName.endsWith('.jpg') ? Buffer.from('tampered') : contentOf(file)]),
    );
    if (!pkg.ok) throw new Error('package refused');
    await expect(bytesOf(pkg.stream)).rejects.toThrow(/hash-mismatch/);
    await expect(pkg.manifest).rejects.toThrow(/hash-mismatch/);
  });

  it('refuses an album that cannot make a valid message, with the problems the album shows', () => {
    const bundle = makeBundle(1);
    const broken = {
      ...bundle,
      album: { ...bundle.album, upc: null, genreId: null },
      tracks: [{ ...bundle.tracks[0]!, isrc: null }],
    };
    const result = prepareMessage({ kind: 'release', bundle: broken });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems.map((p) => p.code).sort()).toEqual([
        'genre-missing',
        'isrc-missing',
        'upc-missing',
      ]);
    expect(
      checkReleaseBundle({
        ...bundle,
        deal: { ...bundle.deal, territories: ['XX'], usages: [] },
      }).map((p) => p.code),
    ).toEqual(['territory-invalid', 'usage-missing']);
  });
});

describe('diffReleaseMessages', () => {
  it('names the changed release fields, tracks and deals', () => {
    const before = makeBundle(3);
    const [t1, t2, t3] = before.tracks;
    const after: ReleaseBundle = {
      ...before,
      album: { ...before.album, name: '夏天的风（豪华版）', explicit: 2 },
      tracks: [
        { ...t2!, trackNo: 1 },
        { ...t1!, trackNo: 2, name: '新名字' },
        { ...t3!, trackNo: 3, isrc: 'CNA122499999' },
      ],
      deal: { ...before.deal, territories: ['CN', 'HK'], usages: ['subscriptionStream'] },
    };
    const diff = diffReleaseMessages(
      buildTakedownMessage(before, 'endDatedDeals', '2025-02-01').replace(
        /<EndDate>2025-02-01<\/EndDate>/g,
        '',
      ),
      after,
    );
    if (!diff.ok) throw new Error('diff refused');
    expect(diff.release.map((c) => [c.field, c.before, c.after])).toEqual([
      ['title', '夏天的风', '夏天的风（豪华版）'],
      ['parentalWarning', 'NotExplicit', 'Explicit'],
    ]);
    expect(
      diff.tracks.map((t) => [t.code, t.isrc, t.before, t.after, t.fields.map((f) => f.field)]),
    ).toEqual([
      ['track-changed', 'CNA122400001', 1, 2, ['title']],
      ['track-moved', 'CNA122400002', 2, 1, []],
      ['track-removed', 'CNA122400003', 3, null, []],
      ['track-added', 'CNA122499999', null, 3, []],
    ]);
    expect(
      diff.deals.map((d) => [
        d.code,
        d.deal,
        d.fields.map((f) => `${f.field}: ${f.before} -> ${f.after}`),
      ]),
    ).toEqual([
      ['deal-removed', 'PayAsYouGoModel: PermanentDownload', []],
      ['deal-changed', 'SubscriptionModel: OnDemandStream', ['territories: Worldwide -> CN, HK']],
    ]);
    expect(diffReleaseMessages(before, structuredClone(before))).toEqual({
      ok: true,
      isSame: true,
      release: [],
      tracks: [],
      deals: [],
    });
    const withdrawn = diffReleaseMessages(before, buildTakedownMessage(before, 'noDeals'));
    expect(withdrawn.ok && withdrawn.deals.map((d) => d.code)).toEqual(['deals-withdrawn']);
  });
});

describe('the schema copy and the mapping tables', () => {
  const avs = readFileSync(new URL('./schema/allowed-value-sets.xsd', import.meta.url), 'utf8');
  const main = readFileSync(new URL('./schema/release-notification.xsd', import.meta.url));

  it('are the files ORIGIN.md names', () => {
    const origin = readFileSync(new URL('./schema/ORIGIN.md', import.meta.url), 'utf8');
    expect(origin).toContain(sha(main));
    expect(origin).toContain(sha(Buffer.from(avs, 'utf8')));
  });

  it('map only to values of the allowed-value sets', () => {
    for (const [set, values] of Object.entries(mappedAllowedValues())) {
      const body =
        new RegExp(`<xs:simpleType name="${set}">([\\s\\S]*?)</xs:simpleType>`).exec(avs)?.[1] ??
        '';
      expect(body, set).not.toBe('');
      const allowed = new Set(
        [...body.matchAll(/<xs:enumeration value="([^"]+)"/g)].map((m) => m[1]),
      );
      expect(
        values.filter((v) => !allowed.has(v)),
        set,
      ).toEqual([]);
    }
  });
});
