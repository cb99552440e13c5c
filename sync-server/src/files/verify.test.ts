// The server's verification of a stored file of each audio purpose against that purpose's own
// limit (filePolicy.ts), on a real local-disk object: sparse, so 1.2 GB costs no disk.
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wavFile } from '../../../src/domain/media/testing/audioFixtures';
import type { FilePurpose } from '../../../src/domain/media/filePolicy';
import { createLocalDiskStore } from '../storage/localDisk';
import type { FileRow } from './fileRecords';
import { verifyStoredFile } from './verify';

const SIZE = 1200 * 1000 * 1000;

describe('verifyStoredFile: one size limit per purpose', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rpp-verify-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  async function storeSparse(key: string, head: Uint8Array, size: number): Promise<void> {
    const file = path.join(root, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, head);
    await truncate(file, size);
  }

  function row(key: string, purpose: FilePurpose, name: string, size: number): FileRow {
    return {
      id: '01933b5e-8f3a-7cc1-9b2e-4d5f6a7b8c9d',
      org_id: 'org',
      user_id: null,
      kind: purpose === 'atmos' ? 'spatialAudio' : 'audio',
      purpose,
      name,
      declared_size: size,
      size,
      content_type: 'audio/wav',
      object_key: key,
      upload_id: 'u',
      status: 'verifying',
      checksum_sha256: null,
      facts: null,
      reject_code: null,
      created_at: new Date(),
      updated_at: new Date(),
    };
  }

  it('verifies a 1.2 GB Dolby Atmos ADM WAV and refuses a 1.2 GB stereo track with the track limit', async () => {
    const store = createLocalDiskStore(root);
    await storeSparse(
      'org/atmos/mix.wav',
      wavFile({
        sampleRate: 48000,
        bits: 24,
        channels: 12,
        before: ['bext', 'chna'],
        dataSize: SIZE,
        headerOnly: true,
      }),
      SIZE,
    );
    const atmos = await verifyStoredFile(store, row('org/atmos/mix.wav', 'atmos', 'mix.wav', SIZE));
    expect(atmos).toMatchObject({
      status: 'verified',
      facts: { container: 'wav', channels: 12, atmos: true },
    });

    await storeSparse('org/track/song.wav', wavFile({ dataSize: SIZE, headerOnly: true }), SIZE);
    const track = await verifyStoredFile(
      store,
      row('org/track/song.wav', 'track', 'song.wav', SIZE),
    );
    expect(track).toMatchObject({ status: 'rejected', rejectCode: 'file-too-large' });
  });
});
