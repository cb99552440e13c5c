// Messages written by other systems import with the expected plan; hostile uploads are refused
// with a code, quickly and without memory blow-up.
import { readFileSync } from 'node:fs';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { importErnPackage } from './importErnPackage';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const codes = (problems: ReadonlyArray<{ code: string }>) => problems.map((p) => p.code);

async function zipOf(entries: Array<[string, Buffer]>, compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries)
    zip.addBuffer(data, name, { mtime: new Date(2000, 0, 1), compress });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('importErnPackage: messages written by other systems', () => {
  it('imports a single with its artist matched by name, credits, preview and territory deals', async () => {
    const { plan, kind } = await importErnPackage(fixture('single.xml'), {
      artists: [{ id: 'a-lin', name: 'LIN MEI ' }],
      recordCompanies: [],
    });
    expect(kind).toBe('xml');
    expect(plan.isImportable).toBe(true);
    expect(plan.album).toMatchObject({
      name: 'Harbour Lights',
      type: 2,
      upc: '4711234567899',
      genreId: 'pop',
      originalReleaseDate: '2024-07-19',
      expectedOnShelfDate: '2024-07-19',
      explicit: 0,
    });
    expect(plan.tracks).toHaveLength(1);
    expect(plan.tracks[0]).toMatchObject({
      name: 'Harbour Lights',
      isrc: 'TWA012400017',
      durationMs: 225_000,
      composers: ['Chen Da-wei'],
      lyricists: ['Chen Da-wei'],
      langCode: 'zh',
      localizedTitles: [{ language: 'zh-Hant', name: '港灣燈火', subTitle: null }],
      preview: { startMs: 30_000, endMs: 60_000 },
      audio: { uri: '4711234567899_01_001.flac', codec: 'FLAC', bitDepth: 24, channels: 2 },
    });
    expect(plan.artists).toEqual([
      {
        partyRef: 'PLinMei',
        name: 'Lin Mei',
        foreignName: '林美',
        language: null,
        matchedId: 'a-lin',
      },
    ]);
    expect(plan.recordCompanies.map((c) => [c.name, c.matchedId])).toEqual([
      ['Harbour Lights Records', null],
    ]);
    expect(plan.deals).toEqual({
      territories: ['HK', 'JP', 'TW'],
      excludedTerritories: [],
      usages: ['subscriptionStream', 'permanentDownload', 'conditionalDownload'],
      validFrom: '2024-07-19',
      validUntil: null,
      preorderStart: null,
    });
    // a bare message: its two files are expected in another upload
    expect(plan.problems.map((p) => [p.code, p.severity])).toEqual([
      ['resource-missing', 'warning'],
      ['resource-missing', 'warning'],
    ]);
  });

  it('imports an album on two discs with lyrics, rights holders and English titles', async () => {
    const { plan } = await importErnPackage(fixture('album-lyrics.xml'));
    expect(plan.isImportable).toBe(true);
    expect(plan.album).toMatchObject({
      name: '海上',
      type: 1,
      upc: '6901234567892',
      explicit: 2,
      genreId: 'folk',
      localizedTitles: [{ language: 'en', name: 'At Sea', subTitle: null }],
    });
    expect(
      plan.tracks.map((t) => [t.discNo, t.trackNo, t.name, t.isrc, t.trackVersion, t.langCode]),
    ).toEqual([
      [1, 1, '夜航船', 'CNB112400101', null, 'zh'],
      [1, 2, '灯塔', 'CNB112400102', null, 'zh'],
      [2, 1, '海风 (Live)', 'CNB112400103', 'live', 'yue'],
    ]);
    const first = plan.tracks[0]!;
    expect(first.durationMs).toBe(242_000);
    expect(plan.tracks[1]!.durationMs).toBe(190_500);
    expect(first.artists).toEqual([
      { partyRef: 'P-BlueTide', role: 'main' },
      { partyRef: 'P-ZhouXiaoyu', role: 'featured' },
      { partyRef: 'P-ZhaoMixer', role: 'mixer' },
    ]);
    expect(first.rightsHolders).toEqual([
      {
        partyRef: 'P-BlueTideMusic',
        name: '蓝潮音乐',
        type: 'recordingOwner',
        countries: [{ countryCode: null, percentage: 100, periodStart: null, periodEnd: null }],
      },
      {
        partyRef: 'P-WangComposer',
        name: '王作曲',
        type: 'composer',
        countries: [{ countryCode: 'CN', percentage: 50, periodStart: null, periodEnd: null }],
      },
    ]);
    expect(plan.files.map((f) => [f.kind, f.uri])).toEqual([
      ['audio', 'audio/track1.wav'],
      ['audio', 'audio/track2.wav'],
      ['audio', 'audio/track3.wav'],
      ['cover', 'cover.png'],
      ['lyrics', 'lyrics/track1.lrc'],
    ]);
    expect(plan.deals).toMatchObject({
      territories: ['Worldwide'],
      usages: ['subscriptionStream', 'adSupportedStream'],
      validFrom: '2023-12-01',
      validUntil: '2028-11-30',
    });
  });

  it('reads a takedown: the same release with every deal ended', async () => {
    const { plan } = await importErnPackage(fixture('takedown.xml'));
    expect(plan.isImportable).toBe(true);
    expect(plan.messageId).toBe('SINGLE-2024-07.2');
    expect(plan.deals).toMatchObject({ validFrom: '2024-07-19', validUntil: '2025-03-01' });
  });

  it('checks a zip: files found and hashed, a missing one and a wrong hash listed with their lines', async () => {
    const xml = fixture('album-lyrics.xml')
      .toString('utf8')
      .replace(
        '<File><URI>cover.png</URI></File>',
        '<File><URI>cover.png</URI><HashSum><Algorithm>SHA-256</Algorithm><HashSumValue>00</HashSumValue></HashSum></File>',
      );
    const zip = await zipOf([
      ['batch/message.xml', Buffer.from(xml)],
      ['batch/audio/track1.wav', Buffer.from('one')],
      ['batch/audio/track2.wav', Buffer.from('two')],
      ['batch/cover.png', Buffer.from('png')],
      ['batch/lyrics/track1.lrc', Buffer.from('[00:01.00]夜')],
      ['batch/extra.txt', Buffer.from('?')],
    ]);
    const result = await importErnPackage(zip);
    expect(result.kind).toBe('zip');
    expect(result.files.map((f) => f.entryName)).toEqual([
      'batch/audio/track1.wav',
      'batch/audio/track2.wav',
      'batch/cover.png',
      'batch/lyrics/track1.lrc',
    ]);
    expect(
      result.plan.problems.map((p) => [
        p.code,
        p.params?.uri ?? p.params?.entry,
        p.line !== undefined,
      ]),
    ).toEqual([
      ['resource-missing', 'audio/track3.wav', true],
      ['hash-mismatch', 'cover.png', true],
      ['resource-unused', 'batch/extra.txt', false],
    ]);
    expect(result.plan.isImportable).toBe(false);
  });
});

describe('importErnPackage: hostile input is refused', () => {
  it('refuses what is not XML, another namespace and another message, with the line', async () => {
    expect(codes((await importErnPackage(Buffer.from('%PDF-1.7 not xml'))).plan.problems)).toEqual([
      'not-xml',
    ]);
    expect(codes((await importErnPackage(Buffer.from('<a><b></a>'))).plan.problems)).toEqual([
      'not-xml',
    ]);
    const ern382 = fixture('single.xml')
      .toString('utf8')
      .replace('http://ddex.net/xml/ern/43"', 'http://ddex.net/xml/ern/382"');
    const wrongNs = (await importErnPackage(Buffer.from(ern382))).plan.problems;
    expect(wrongNs.map((p) => [p.code, p.line])).toEqual([['wrong-namespace', 7]]);
    const purge = '<ern:PurgeReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"/>';
    expect(codes((await importErnPackage(Buffer.from(purge))).plan.problems)).toEqual([
      'wrong-message',
    ]);
  });

  it('refuses a billion-laughs entity at its DOCTYPE, before any expansion', async () => {
    const levels = Array.from(
      { length: 10 },
      (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`,
    ).join('');
    const laughs = `<?xml version="1.0"?><!DOCTYPE ern:NewReleaseMessage [<!ENTITY l0 "ha">${levels}]><ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">&l10;</ern:NewReleaseMessage>`;
    const before = process.memoryUsage().rss;
    // how fast: tests/bench/refusals.bench.ts; the memory it took stays a check here
    const { plan } = await importErnPackage(Buffer.from(laughs));
    expect(codes(plan.problems)).toEqual(['doctype-refused']);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a 200 MB message by its size alone', async () => {
    const huge = Buffer.alloc(200 * 1024 * 1024, 0x20);
    huge.write(
      '<?xml version="1.0"?><ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">',
    );
    // how fast: tests/bench/refusals.bench.ts
    const { plan } = await importErnPackage(huge);
    expect(codes(plan.problems)).toEqual(['too-large']);
  });

  it('refuses a zip bomb from its central directory, and a message too big inside a zip, before inflating', async () => {
    // 16 x 8 MiB of zeros deflate to about 130 KB: the ratio gives it away before a byte is inflated
    const zeros = Buffer.alloc(8 * 1024 * 1024);
    const zip = new yazl.ZipFile();
    for (let i = 0; i < 16; i += 1) zip.addBuffer(zeros, `resources/part${i}.wav`);
    zip.addBuffer(fixture('single.xml'), 'message.xml');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    const bomb = Buffer.concat(chunks);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    expect(codes((await importErnPackage(bomb)).plan.problems)).toEqual(['zip-bomb']);
    expect(process.memoryUsage().rss - before).toBeLessThan(128 * 1024 * 1024);
    const bigXml = await zipOf([['message.xml', Buffer.alloc(40 * 1024 * 1024, 0x20)]], false);
    expect(codes((await importErnPackage(bigXml)).plan.problems)).toEqual(['too-large']);
  });

  it('refuses a zip whose entry lies about its size, an unsafe path, and a zip without a message', async () => {
    const real = await zipOf([['message.xml', Buffer.from(fixture('single.xml'))]]);
    // shrink the declared uncompressed size in both headers: inflating must stop at the lie
    const lying = Buffer.from(real);
    const central = lying.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(100, central + 24);
    lying.writeUInt32LE(100, 22);
    expect(codes((await importErnPackage(lying)).plan.problems)).toEqual(['zip-bomb']);
    // yazl will not write such a name, so the name is swapped in afterwards (same length)
    const safe = await zipOf([['aa/aa/etc/message.xml', fixture('single.xml')]]);
    const unsafe = Buffer.from(
      safe.toString('latin1').split('aa/aa/etc/message.xml').join('../../etc/message.xml'),
      'latin1',
    );
    expect(codes((await importErnPackage(unsafe)).plan.problems)).toEqual(['zip-path-unsafe']);
    const empty = await zipOf([['readme.txt', Buffer.from('hi')]]);
    expect(codes((await importErnPackage(empty)).plan.problems)).toEqual(['zip-no-message']);
  });
});
