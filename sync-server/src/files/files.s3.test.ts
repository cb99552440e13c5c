// The upload routes with S3_ENDPOINT set, against s3rver 3.7 started here on loopback: the browser
// side (Uppy) is played by fetch. s3rver implements create, upload part and complete; it answers
// ListParts and Abort with MethodNotAllowed, so those two stay untested against a real server
// (storage/s3/s3Store.test.ts covers their requests against canned answers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import { wavFile } from '../../../src/domain/media/testing/audioFixtures';
import { call, login } from '../../test/client';
import { restoreDemoObjects } from '../../test/demoObjects';
import { s3rverBackend } from '../../test/objectStores';
import { openPgliteFromTemplate } from '../../test/pgliteTemplate';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { FileRecord } from './fileRecords';

describe('uploads on an S3-compatible store (s3rver)', () => {
  const backend = s3rverBackend();
  let bucket: string;
  let app: TestApp;

  beforeAll(async () => {
    await backend.setup();
    bucket = await backend.freshPlace();
    const { endpoint, accessKeyId, secretAccessKey } = backend.settingsOf(bucket);
    const env = {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    };
    app = await createTestApp(await openPgliteFromTemplate(), { env });
  });
  afterAll(async () => {
    await app?.close();
    await backend.teardown();
  });

  it('creates, hands out a presigned part URL of the bucket, completes, verifies the stored WAV and streams it back', async () => {
    const { sign } = await login(app.app, 'demo-admin', 'Demo-Admin-2026');
    const grant = await call<{ endpoint: string }>(app.app, apiUrl(PATHS.uploadGrant), {
      method: 'POST',
      sign,
    });
    expect(grant.status, grant.text).toBe(200);
    const s3 = `${grant.body.result.endpoint}/s3/multipart`;
    const wav = Buffer.from(wavFile({ seconds: 0.5 }));

    const created = await call(app.app, s3, {
      json: {
        filename: 'Master.wav',
        type: 'audio/wav',
        metadata: { kind: 'audio', purpose: 'track', size: String(wav.length) },
      },
    });
    expect(created.status, created.text).toBe(200);
    const { key, uploadId } = created.body as unknown as { key: string; uploadId: string };

    const signed = await call(app.app, `${s3}/${uploadId}/1?key=${encodeURIComponent(key)}`);
    const { url } = signed.body as unknown as { url: string };
    // the part goes straight to the bucket, not through the portal
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${bucket}/`));
    const put = await fetch(url, { method: 'PUT', body: wav });
    expect(put.status).toBe(200);
    const etag = put.headers.get('etag') ?? '';

    const done = await call(app.app, `${s3}/${uploadId}/complete?key=${encodeURIComponent(key)}`, {
      method: 'POST',
      json: { parts: [{ PartNumber: 1, ETag: etag }] },
    });
    expect(done.status, done.text).toBe(200);
    const file = (done.body as unknown as { file: FileRecord }).file;
    expect(file).toMatchObject({
      status: 'verified',
      size: wav.length,
      facts: expect.objectContaining({ container: 'wav', sampleRate: 44100, channels: 2 }),
    });

    const play = await call<{ url: string }>(app.app, apiUrl(PATHS.audioXcodeUrl), {
      method: 'POST',
      sign,
      json: { fileUrl: file.id },
    });
    expect(play.status, play.text).toBe(200);
    const streamed = await app.app.inject({
      method: 'GET',
      url: play.body.result.url,
      headers: { range: 'bytes=0-3' },
    });
    expect(streamed.statusCode).toBe(206);
    expect(streamed.rawPayload.toString('latin1')).toBe('RIFF');
  });

  it("takes the demo's files through the calls the seed makes (one part each, below S3's part minimum) and streams one back", async () => {
    expect(await restoreDemoObjects(app.db, app.store)).toBeGreaterThan(0);
    const { rows } = await app.db.query<{ id: string; size: string }>(
      `SELECT id, size FROM files WHERE purpose = 'track' AND status = 'verified' ORDER BY name LIMIT 1`,
    );
    const { sign } = await login(app.app, 'demo-admin', 'Demo-Admin-2026');
    const play = await call<{ url: string }>(app.app, apiUrl(PATHS.audioXcodeUrl), {
      method: 'POST',
      sign,
      json: { fileUrl: rows[0].id },
    });
    expect(play.status, play.text).toBe(200);
    const streamed = await app.app.inject({ method: 'GET', url: play.body.result.url });
    expect([streamed.statusCode, streamed.headers['content-length']]).toEqual([
      200,
      String(rows[0].size),
    ]);
    expect(streamed.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
  });
});
