import Uppy from '@uppy/core';
import { describe, expect, it, vi } from 'vitest';
import ParallelS3Uploader, {
  PARTS_IN_FLIGHT,
  planChunks,
  type S3ClientLike,
} from './ParallelS3Uploader';

const MiB = 1024 * 1024;

/** An S3 client whose part uploads finish when the test says so. */
function fakeClient(listed: Array<{ partNumber: number; etag: string }> = []) {
  const inFlight = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  let maxInFlight = 0;
  const sent: number[] = [];
  const client: S3ClientLike = {
    putObject: vi.fn(),
    createMultipartUpload: vi.fn(async () => ({ uploadId: 'u1', key: 'k1' })),
    listParts: vi.fn(async () => listed),
    uploadPart: vi.fn(({ partNumber, signal, data, onProgress }) => {
      sent.push(partNumber);
      return new Promise<{ etag: string }>((resolve, reject) => {
        const fail = (e: Error) => {
          inFlight.delete(partNumber);
          reject(e);
        };
        signal.addEventListener(
          'abort',
          () => fail(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          { once: true },
        );
        inFlight.set(partNumber, {
          resolve: () => {
            inFlight.delete(partNumber);
            onProgress(data.size);
            resolve({ etag: `e${partNumber}` });
          },
          reject: fail,
        });
        maxInFlight = Math.max(maxInFlight, inFlight.size);
      });
    }),
    completeMultipartUpload: vi.fn(async () => ({ location: '/x', key: 'k1' })),
    abortMultipartUpload: vi.fn(async () => undefined),
  };
  const finishAll = async () => {
    for (let guard = 0; guard < 100 && (inFlight.size > 0 || guard === 0); guard++) {
      await vi.waitFor(() => expect(inFlight.size).toBeGreaterThan(0));
      for (const part of [...inFlight.values()]) part.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (
        inFlight.size === 0 &&
        (client.completeMultipartUpload as ReturnType<typeof vi.fn>).mock.calls.length > 0
      )
        break;
    }
  };
  return { client, inFlight, sent, finishAll, maxInFlight: () => maxInFlight };
}

function uploaderFor(
  client: S3ClientLike,
  size: number,
  resume?: { uploadId: string; key: string },
) {
  const uppy = new Uppy();
  const id = uppy.addFile({
    name: 'a.wav',
    type: 'audio/wav',
    data: new Blob([new Uint8Array(size)]),
  });
  const file = uppy.getFile(id);
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const onProgress = vi.fn();
  const uploader = new ParallelS3Uploader({
    uppy: uppy as never,
    s3Client: client,
    file: { id: file.id, type: file.type, data: file.data as Blob, s3Multipart: resume },
    metadata: {},
    requestedKey: 'a.wav',
    shouldUseMultipart: true,
    getChunkSize: () => 5 * MiB,
    onSuccess,
    onError,
    onProgress,
  });
  return { uploader, onSuccess, onError, onProgress, uppy, id };
}

describe('ParallelS3Uploader', () => {
  it('cuts parts of at least 5 MiB and at most 10,000', () => {
    expect(planChunks(12 * MiB, MiB).map((c) => c.size)).toEqual([5 * MiB, 5 * MiB, 2 * MiB]);
    expect(planChunks(100_000 * MiB, 5 * MiB)).toHaveLength(10_000);
  });

  it(`sends ${PARTS_IN_FLIGHT} parts at a time and completes with every part in order`, async () => {
    const fake = fakeClient();
    const { uploader, onSuccess, onError, onProgress } = uploaderFor(fake.client, 40 * MiB);
    const started = uploader.start();
    await vi.waitFor(() => expect(fake.inFlight.size).toBe(PARTS_IN_FLIGHT));
    await fake.finishAll();
    await started;
    expect(fake.maxInFlight()).toBe(PARTS_IN_FLIGHT);
    expect([...fake.sent].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const completed = (fake.client.completeMultipartUpload as ReturnType<typeof vi.fn>).mock
      .calls[0][0] as { parts: Array<{ partNumber: number }> };
    expect(completed.parts.map((p) => p.partNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
    expect(onProgress).toHaveBeenLastCalledWith(40 * MiB, 40 * MiB);
  });

  it('stops the other parts when one fails, reports the failure once and does not complete', async () => {
    const fake = fakeClient();
    const { uploader, onError, onSuccess } = uploaderFor(fake.client, 40 * MiB);
    const started = uploader.start();
    await vi.waitFor(() => expect(fake.inFlight.size).toBe(PARTS_IN_FLIGHT));
    fake.inFlight.get(1)?.resolve();
    await vi.waitFor(() => expect(fake.inFlight.has(PARTS_IN_FLIGHT + 1)).toBe(true));
    fake.inFlight.get(2)?.reject(new Error('network down'));
    await started;
    expect(onError).toHaveBeenCalledOnce();
    expect((onError.mock.calls[0][0] as Error).message).toBe('network down');
    expect(fake.inFlight.size).toBe(0);
    expect(fake.client.completeMultipartUpload).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('after a reload sends only the parts the server does not list', async () => {
    const fake = fakeClient([1, 2, 3, 4, 5].map((n) => ({ partNumber: n, etag: `e${n}` })));
    const { uploader, onSuccess } = uploaderFor(fake.client, 40 * MiB, {
      uploadId: 'u1',
      key: 'k1',
    });
    const started = uploader.start();
    await fake.finishAll();
    await started;
    expect(fake.client.createMultipartUpload).not.toHaveBeenCalled();
    expect([...fake.sent].sort((a, b) => a - b)).toEqual([6, 7, 8]);
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('a pause stops every part without reporting an error', async () => {
    const fake = fakeClient();
    const { uploader, onError, uppy, id } = uploaderFor(fake.client, 40 * MiB);
    void uploader.start();
    await vi.waitFor(() => expect(fake.inFlight.size).toBe(PARTS_IN_FLIGHT));
    uppy.emit('upload-pause', uppy.getFile(id), true);
    await vi.waitFor(() => expect(fake.inFlight.size).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onError).not.toHaveBeenCalled();
  });

  it('lets the completion finish when a pause comes after the last part (the server completes it anyway)', async () => {
    const fake = fakeClient();
    let finishComplete: () => void = () => undefined;
    fake.client.completeMultipartUpload = vi.fn(
      () =>
        new Promise<{ location: string; key: string }>((resolve) => {
          finishComplete = () => resolve({ location: '/x', key: 'k1' });
        }),
    );
    const { uploader, onSuccess, uppy, id } = uploaderFor(fake.client, 12 * MiB);
    const started = uploader.start();
    await fake.finishAll();
    await vi.waitFor(() => expect(fake.client.completeMultipartUpload).toHaveBeenCalled());
    uppy.emit('upload-pause', uppy.getFile(id), true);
    finishComplete();
    await started;
    expect(onSuccess).toHaveBeenCalledOnce();
  });
});
