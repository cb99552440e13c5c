// Contract: the server's own verification of stored files (never the client's word), the spec's
// /file/* calls (form uploads, parse, download, playback URL) and the signed, ranged stream.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import { flacFile, wavFile } from '../../../src/domain/media/testing/audioFixtures';
import { jpegFile, pngFile } from '../../../src/domain/media/testing/imageFixtures';
import { signPlayUrl } from '../../src/files/fileAccess';
import type { FileRecord } from '../../src/files/fileRecords';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser } from '../fixtures';
import { multipartBody } from '../multipart';
import { useApp } from '../suite';

const MIN_PART = 4;

interface FormResult {
  status: number;
  body: {
    state: boolean;
    code?: string;
    msg: string;
    result: FileRecord & { reason?: string; file?: FileRecord };
  };
}

export function describeFileVerificationContract(backend: TestBackend): void {
  describe('file verification and the /file calls', () => {
    const ctx = useApp(backend, { files: { minPartBytes: MIN_PART } });
    let adminSign: string | undefined;
    const sign = async (): Promise<string> =>
      (adminSign ??= (await login(ctx().app, 'demo-admin', 'Demo-Admin-2026')).sign);

    /** The whole Companion flow in one part, through a fresh grant. */
    async function uploadViaGrant(
      name: string,
      kind: string,
      purpose: string,
      bytes: Uint8Array,
    ): Promise<FileRecord> {
      const grant = await call<{ endpoint: string }>(ctx().app, apiUrl(PATHS.uploadGrant), {
        method: 'POST',
        sign: await sign(),
      });
      const base = `${grant.body.result.endpoint}/s3/multipart`;
      const created = await call<{ key: string; uploadId: string }>(ctx().app, base, {
        json: { filename: name, type: '', metadata: { kind, purpose, size: String(bytes.length) } },
      });
      expect(created.status, created.text).toBe(200);
      const { key, uploadId } = created.body as unknown as { key: string; uploadId: string };
      const signed = await call(ctx().app, `${base}/${uploadId}/1`, { query: { key } });
      const put = await ctx().app.inject({
        method: 'PUT',
        url: (signed.body as unknown as { url: string }).url,
        payload: Buffer.from(bytes),
      });
      expect(put.statusCode, put.body).toBe(200);
      const done = await call(ctx().app, `${base}/${uploadId}/complete`, {
        query: { key },
        json: { parts: [{ PartNumber: 1, ETag: String(put.headers.etag) }] },
      });
      expect(done.status, done.text).toBe(200);
      return (done.body as unknown as { file: FileRecord }).file;
    }

    async function form(
      path: string,
      fields: Record<string, string>,
      file: { name: string; bytes: Uint8Array },
      as?: string,
      query = '',
    ) {
      const { payload, contentType } = multipartBody(fields, file);
      const res = await ctx().app.inject({
        method: 'POST',
        url: `${apiUrl(path)}${query}`,
        payload,
        headers: { 'content-type': contentType, uvsign: as ?? (await sign()), language: 'en' },
      });
      return { status: res.statusCode, body: JSON.parse(res.body) } as FormResult;
    }

    async function expectServing(): Promise<void> {
      expect(
        (await call(ctx().app, apiUrl(PATHS.loginUserInfo), { sign: await sign() })).status,
      ).toBe(200);
    }

    it('verifies a stereo 44.1 kHz/16-bit WAV and rejects what breaks the rules, by content', async () => {
      const good = await uploadViaGrant('ok.wav', 'audio', 'track', wavFile());
      expect(good).toMatchObject({
        status: 'verified',
        rejectCode: null,
        facts: { container: 'wav', sampleRate: 44100, channels: 2 },
      });
      const cases: [string, string, string, Uint8Array, string][] = [
        ['low.wav', 'audio', 'track', wavFile({ sampleRate: 22050 }), 'audio-sample-rate'],
        ['mono.wav', 'audio', 'track', wavFile({ channels: 1 }), 'audio-channels'],
        [
          'text.wav',
          'audio',
          'track',
          new TextEncoder().encode('this is not audio at all'),
          'file-format',
        ],
        ['cover.png', 'image', 'albumCover', pngFile(1000, 1000), 'image-too-small'],
        [
          'words.txt',
          'lyrics',
          'lyrics',
          new Uint8Array([0, 1, 2, 3, 0xff, 0xfe, 0, 7]),
          'lyrics-format',
        ],
        [
          'order.lrc',
          'lyrics',
          'lyrics',
          new TextEncoder().encode('[00:05.00]b\n[00:01.00]a\n'),
          'lyrics-time-order',
        ],
        [
          'scan.pdf',
          'attachment',
          'authorization',
          new TextEncoder().encode('GIF89a not a pdf'),
          'file-format',
        ],
      ];
      for (const [name, kind, purpose, bytes, code] of cases) {
        const file = await uploadViaGrant(name, kind, purpose, bytes);
        expect(file.status, name).toBe('rejected');
        expect(file.rejectCode, name).toBe(code);
        expect((file.facts?.issues as { code: string }[])[0].code).toBe(code);
      }
      const tar = new Uint8Array(600);
      tar.set(new TextEncoder().encode('ustar'), 257);
      for (const [name, bytes] of [
        ['a.pdf', new TextEncoder().encode('%PDF-1.7\n')],
        ['b.zip', new Uint8Array([0x50, 0x4b, 5, 6, ...new Array(18).fill(0)])],
        ['c.tar', tar],
      ] as const) {
        expect(
          (await uploadViaGrant(name, 'attachment', 'authorization', bytes)).status,
          name,
        ).toBe('verified');
      }
      await expectServing();
    });

    it('takes lyrics, images and music as forms, verifying each the same way', async () => {
      const krc = await form(
        PATHS.uploadLyric,
        {},
        { name: 'a.krc', bytes: new TextEncoder().encode('krc1\u0001binary') },
      );
      expect(krc.status).toBe(200);
      expect(krc.body.result).toMatchObject({
        purpose: 'lyrics',
        status: 'verified',
        facts: { format: 'krc' },
      });
      const lrc = await form(
        PATHS.uploadLyric,
        {},
        {
          name: 'a.lrc',
          bytes: new TextEncoder().encode('[ti:歌]\n[00:01.00]你好\n[00:02.50]世界\n'),
        },
      );
      expect(lrc.body.result.facts).toMatchObject({ format: 'lrc', lines: 2 });
      const txt = await form(
        PATHS.uploadLyric,
        {},
        { name: 'a.txt', bytes: new TextEncoder().encode('只是歌词\n没有时间\n') },
      );
      expect(txt.body.result.facts).toMatchObject({ format: 'txt' });
      const binary = await form(
        PATHS.uploadLyric,
        {},
        { name: 'b.txt', bytes: new Uint8Array([0, 0, 1, 2, 3]) },
      );
      expect(binary.status).toBe(422);
      expect(binary.body).toMatchObject({
        state: false,
        code: 'badInput',
        result: { reason: 'lyrics-format', file: { status: 'rejected' } },
      });

      const cover = await form(
        PATHS.uploadImg,
        { purpose: 'albumCover' },
        { name: 'c.jpg', bytes: jpegFile(1400, 1400) },
      );
      expect(cover.status).toBe(200);
      expect(cover.body.result).toMatchObject({
        purpose: 'albumCover',
        status: 'verified',
        facts: { format: 'jpeg', width: 1400 },
      });
      const small = await form(
        PATHS.uploadImg,
        { purpose: 'albumCover' },
        { name: 'c.png', bytes: pngFile(1000, 1000) },
      );
      expect(small.body.result).toMatchObject({ reason: 'image-too-small' });
      expect(
        (await form(PATHS.uploadImg, {}, { name: 'c.jpg', bytes: jpegFile(10, 10) })).status,
      ).toBe(422);
      expect(
        (
          await form(
            PATHS.uploadImg,
            { purpose: 'track' },
            { name: 'c.jpg', bytes: jpegFile(10, 10) },
          )
        ).status,
      ).toBe(422);
      expect(
        (
          await form(
            PATHS.uploadImg,
            { purpose: 'avatar' },
            { name: 'c.exe', bytes: jpegFile(10, 10) },
          )
        ).status,
      ).toBe(422);
      expect(
        (
          await form(
            PATHS.uploadImg,
            { purpose: 'avatar' },
            { name: 'c.jpg', bytes: new Uint8Array(0) },
          )
        ).status,
      ).toBe(422);
      // over the purpose's limit: refused while streaming, nothing kept
      const big = await form(
        PATHS.uploadImg,
        { purpose: 'avatar' },
        { name: 'big.jpg', bytes: new Uint8Array(10_000_000 + 1) },
      );
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({
        code: 'payloadTooLarge',
        result: { reason: 'file-too-large' },
      });
      const { rows } = await ctx().db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM files WHERE name = 'big.jpg'`,
      );
      expect(rows[0].n).toBe(0);

      const flac = flacFile({ sampleRate: 48000, bits: 24 });
      expect(
        (
          await form(
            PATHS.uploadMusic,
            {},
            { name: 'm.flac', bytes: flac },
            undefined,
            '?isCheckRiff=0',
          )
        ).body.result,
      ).toMatchObject({
        purpose: 'track',
        status: 'verified',
      });
      const riff = await form(
        PATHS.uploadMusic,
        {},
        { name: 'm.flac', bytes: flac },
        undefined,
        '?isCheckRiff=1',
      );
      expect(riff.status).toBe(422);
      expect(riff.body.result).toMatchObject({ reason: 'file-format' });
      expect(
        (
          await form(
            PATHS.uploadMusic,
            {},
            { name: 'm.wav', bytes: wavFile() },
            undefined,
            '?isCheckRiff=1',
          )
        ).status,
      ).toBe(200);
      const clip = await form(
        PATHS.uploadMusic,
        { purpose: 'clip' },
        { name: 'c.wav', bytes: wavFile() },
      );
      expect(clip.body.result).toMatchObject({ purpose: 'clip', kind: 'clip', status: 'verified' });
      // a staff-only account may not upload
      const staff = await login(ctx().app, 'demo-staff', 'Demo-Staff-2026');
      expect(
        (
          await form(
            PATHS.uploadLyric,
            {},
            { name: 'a.txt', bytes: new TextEncoder().encode('x') },
            staff.sign,
          )
        ).status,
      ).toBe(403);
      const noSession = await ctx().app.inject({
        method: 'POST',
        url: apiUrl(PATHS.uploadLyric),
        ...multipartBodyRequest(),
      });
      expect(noSession.statusCode).toBe(401);
      await expectServing();
    });

    it('parses, downloads (Chinese names), and streams with ranges under a signed URL', async () => {
      const lrc = (
        await form(
          PATHS.uploadLyric,
          {},
          { name: 'l.lrc', bytes: new TextEncoder().encode('[00:01.00]a\n') },
        )
      ).body.result;
      const parsed = await call(ctx().app, apiUrl(PATHS.parseFileType), {
        sign: await sign(),
        json: { filePath: lrc.id },
      });
      expect(parsed.body.result).toMatchObject({
        format: 'lrc',
        status: 'verified',
        facts: { format: 'lrc' },
      });
      const wav = wavFile({ seconds: 0.05 });
      const song = (await form(PATHS.uploadMusic, {}, { name: 'song.wav', bytes: wav })).body
        .result;
      const byLocation = await call(ctx().app, apiUrl(PATHS.parseFileType), {
        sign: await sign(),
        json: { filePath: `/api/files/${song.id}.json` },
      });
      expect(byLocation.body.result).toMatchObject({ format: 'wav', status: 'verified' });

      const download = await ctx().app.inject({
        method: 'POST',
        url: apiUrl(PATHS.downloadByFileUrl),
        headers: { uvsign: await sign() },
        payload: { fileUrl: `/api/files/${song.id}.json`, fileName: '我的歌 (demo).wav' },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(Buffer.from(wav))).toBe(true);
      expect(download.headers['content-type']).toBe('audio/wav');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="___ (demo).wav"; filename*=UTF-8''%E6%88%91%E7%9A%84%E6%AD%8C%20%28demo%29.wav`,
      );

      const xcode = await call<{ url: string }>(ctx().app, apiUrl(PATHS.audioXcodeUrl), {
        sign: await sign(),
        json: { fileUrl: song.id },
      });
      expect(xcode.status).toBe(200);
      const { url } = xcode.body.result;
      const admin = (
        await ctx().db.query<{ id: string }>(`SELECT id FROM users WHERE login_name = 'demo-admin'`)
      ).rows[0].id;
      expect(url).toMatch(
        new RegExp(`^/api/files/${song.id}/stream\\?exp=\\d+&sig=[\\w-]+&u=${admin}$`),
      );
      // as a browser asks: compression offered, which a stream of stored bytes must not take
      const get = (target: string, range?: string) =>
        ctx().app.inject({
          method: 'GET',
          url: target,
          headers: { 'accept-encoding': 'br, gzip', ...(range ? { range } : {}) },
        });
      const whole = await get(url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-encoding']).toBeUndefined();
      expect(whole.headers['content-length']).toBe(String(wav.length));
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['content-type']).toBe('audio/wav');
      expect(whole.rawPayload.equals(Buffer.from(wav))).toBe(true);
      const first = await get(url, 'bytes=0-3');
      expect(first.statusCode).toBe(206);
      expect(first.body).toBe('RIFF');
      expect(first.headers['content-encoding']).toBeUndefined();
      expect(first.headers['content-range']).toBe(`bytes 0-3/${wav.length}`);
      const middle = await get(url, 'bytes=8-11');
      expect(middle.body).toBe('WAVE');
      expect(middle.headers['content-length']).toBe('4');
      const suffix = await get(url, 'bytes=-10');
      expect(suffix.statusCode).toBe(206);
      expect(suffix.rawPayload.equals(Buffer.from(wav.subarray(wav.length - 10)))).toBe(true);
      expect(suffix.headers['content-range']).toBe(
        `bytes ${wav.length - 10}-${wav.length - 1}/${wav.length}`,
      );
      const beyond = await get(url, `bytes=${wav.length}-`);
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${wav.length}`);

      expect((await get(url.replace(/sig=[\w-]+/, 'sig=AAAA'))).statusCode).toBe(403);
      expect((await get(url.replace(/u=[\w-]+/, `u=${lrc.id}`))).statusCode).toBe(403);
      expect((await get(url.replace(`/files/${song.id}/`, `/files/${lrc.id}/`))).statusCode).toBe(
        403,
      );
      const stale = signPlayUrl(
        ctx().config.secrets.signingSecret,
        song.id,
        admin,
        new Date(Date.now() - 2 * 3_600_000),
      );
      expect((await get(stale.url)).statusCode).toBe(403);
      // a rejected file has no playback URL
      const rejected = (
        await form(
          PATHS.uploadMusic,
          {},
          { name: 'bad.wav', bytes: wavFile({ sampleRate: 22050 }) },
        )
      ).body.result.file;
      expect(
        (
          await call(ctx().app, apiUrl(PATHS.audioXcodeUrl), {
            sign: await sign(),
            json: { fileUrl: rejected?.id },
          })
        ).status,
      ).toBe(409);

      // another organisation sees none of it
      const orgB = await createOrganisation(ctx().db);
      const userB = await createUser(ctx().db, orgB);
      const signB = (await login(ctx().app, userB.loginName, userB.password)).sign;
      for (const [path, json] of [
        [PATHS.parseFileType, { filePath: song.id }],
        [PATHS.downloadByFileUrl, { fileUrl: song.id, fileName: 'x.wav' }],
        [PATHS.audioXcodeUrl, { fileUrl: song.id }],
        [PATHS.parseFileType, { filePath: 'not-a-file' }],
      ] as const) {
        expect((await call(ctx().app, apiUrl(path), { sign: signB, json })).status, path).toBe(404);
      }
      const theirs = signPlayUrl(ctx().config.secrets.signingSecret, song.id, userB.id);
      expect((await get(theirs.url)).statusCode).toBe(404);
      await expectServing();
    });
  });
}

function multipartBodyRequest() {
  const { payload, contentType } = multipartBody(
    {},
    { name: 'a.txt', bytes: new TextEncoder().encode('x') },
  );
  return { payload, headers: { 'content-type': contentType } };
}
