// @uppy/aws-s3 6.3's S3Uploader with one change: a file's parts go up several at a time. Upstream
// 6.x sends them one after another (transloadit/uppy#6547, fix pending in #6568), so every part
// waits for its signing round trip and a new request, and one TCP stream carries a master of a
// gigabyte. vite.config.ts puts this module in place of the package's own './S3Uploader.js';
// everything else (constructor, events, resume through ListParts, abort) follows upstream.
import { EventManager, type Uppy } from '@uppy/core';

/**
 * Parts of one file in flight at once. Two hide each part's signing round trip and request gap
 * behind the other's bytes. Measured on the 2-core machine (`npm run bench -- upload`, 1 GB over
 * loopback, quiet): one at a time 131 MiB/s (76 % of a bare PUT that stores), two 163 MiB/s (83 %),
 * three 107 MiB/s (55 %: the server's one thread and the browser then fight over the cores, and
 * parts landing out of order cost the server's running hash extra reads).
 */
export const PARTS_IN_FLIGHT = 2;
const MB = 1024 * 1024;
/** S3's smallest part (all but the last) and most parts */
const MIN_CHUNK_SIZE = 5 * MB;
const MAX_PARTS = 10_000;

interface Chunk {
  index: number;
  start: number;
  end: number;
  size: number;
}
interface ChunkState {
  uploaded: number;
  etag?: string;
}
interface UploadPartArgs {
  key: string;
  uploadId: string | undefined;
  data: Blob;
  partNumber: number;
  onProgress: (bytesUploaded: number) => void;
  signal: AbortSignal;
}
export interface S3ClientLike {
  putObject(args: Record<string, unknown>): Promise<{ location: string; key: string }>;
  createMultipartUpload(args: Record<string, unknown>): Promise<{ uploadId: string; key: string }>;
  uploadPart(args: UploadPartArgs): Promise<{ etag: string }>;
  listParts(args: {
    uploadId: string;
    key: string;
    signal: AbortSignal;
  }): Promise<Array<{ partNumber: number; etag: string }>>;
  completeMultipartUpload(
    args: Record<string, unknown>,
  ): Promise<{ location: string; key: string }>;
  abortMultipartUpload(args: { key: string; uploadId: string }): Promise<unknown>;
}
interface UploaderFile {
  id: string;
  type?: string;
  data: Blob | null;
  s3Multipart?: { uploadId: string; key: string };
}
export interface UploadResult {
  location: string;
  key: string;
  uploadId?: string;
}
export interface UploaderOptions {
  // the plugin hands its own Uppy; only events and file state are used here
  uppy: Uppy<never, never>;
  s3Client: S3ClientLike;
  file: UploaderFile;
  metadata: Record<string, unknown>;
  requestedKey: string;
  shouldUseMultipart?: boolean;
  getChunkSize?: (file: { size: number }) => number;
  onProgress?: (bytesUploaded: number, bytesTotal: number) => void;
  onPartComplete?: (part: { PartNumber: number; ETag: string }) => void;
  onSuccess?: (result: UploadResult) => void;
  onError?: (err: Error) => void;
  onAbort?: () => void;
  log?: (message: unknown, type?: string) => void;
}

const toError = (err: unknown): Error => (err instanceof Error ? err : new Error(String(err)));

/** Cuts `size` bytes into S3 parts: at least 5 MiB each (but the last), at most 10,000 of them. */
export function planChunks(size: number, chunkSize: number): Chunk[] {
  let step = Math.max(chunkSize, MIN_CHUNK_SIZE);
  if (Math.ceil(size / step) > MAX_PARTS) step = Math.ceil(size / MAX_PARTS);
  const chunks: Chunk[] = [];
  for (let offset = 0, index = 0; offset < size; offset += step, index++) {
    const end = Math.min(offset + step, size);
    chunks.push({ index, start: offset, end, size: end - offset });
  }
  return chunks;
}

export default class ParallelS3Uploader {
  readonly #data: Blob;
  #resolvedKey: string | undefined;
  readonly #options: UploaderOptions;
  readonly #eventManager: EventManager<never, never>;
  readonly #chunks: Chunk[];
  readonly #chunkState: ChunkState[];
  readonly #shouldUseMultipart: boolean;
  #uploadId: string | undefined;
  #uploadHasStarted = false;
  #abortController: AbortController | undefined;

  constructor(options: UploaderOptions) {
    if (options.file.data == null)
      throw new Error(`File data is missing for file ${options.file.id}`);
    this.#options = options;
    this.#data = options.file.data;
    this.#eventManager = new EventManager(options.uppy);
    // resume state persisted by Golden Retriever across a reload forces multipart
    const resumeState = options.file.s3Multipart;
    if (resumeState) {
      this.#resolvedKey = resumeState.key;
      this.#uploadId = resumeState.uploadId;
      this.#uploadHasStarted = true;
    }
    const fileSize = this.#data.size;
    this.#shouldUseMultipart =
      Boolean(resumeState) || (options.shouldUseMultipart === true && fileSize > 0);
    this.#chunks = this.#shouldUseMultipart
      ? planChunks(
          fileSize,
          options.getChunkSize
            ? options.getChunkSize({ size: fileSize })
            : Math.ceil(fileSize / MAX_PARTS),
        )
      : [{ index: 0, start: 0, end: fileSize, size: fileSize }];
    this.#chunkState = this.#chunks.map(() => ({ uploaded: 0 }));

    const fileId = options.file.id;
    const stop = () => {
      this.abort();
      this.#options.onAbort?.();
    };
    this.#eventManager.onFileRemove(fileId, stop);
    this.#eventManager.onCancelAll(fileId, stop);
    this.#eventManager.onFilePause(fileId, (isPaused) =>
      isPaused ? this.#pause() : void this.start(),
    );
    this.#eventManager.onPauseAll(fileId, () => this.#pause());
    this.#eventManager.onResumeAll(fileId, () => void this.start());
    this.#eventManager.onRetry(fileId, () => void this.start());
    this.#eventManager.onRetryAll(fileId, () => void this.start());
  }

  async start(): Promise<void> {
    this.#abortController?.abort();
    this.#abortController = new AbortController();
    const { signal } = this.#abortController;
    try {
      const uploadId = this.#uploadId;
      if (this.#uploadHasStarted && uploadId) {
        await this.#resumeMultipartUpload(uploadId, signal);
      } else {
        this.#uploadHasStarted = true;
        if (this.#shouldUseMultipart) await this.#uploadMultipart(signal);
        else await this.#uploadNonMultipart(signal);
      }
    } catch (err) {
      this.#onError(toError(err));
    }
  }

  #pause(): void {
    this.#abortController?.abort();
  }

  /** `abortInS3: false` keeps the multipart upload on the server (to resume or clean up later). */
  abort(opts?: { abortInS3?: boolean }): void {
    this.#abortController?.abort();
    this.#eventManager.remove();
    if (opts?.abortInS3 !== false && this.#uploadId) {
      if (!this.#resolvedKey) throw new Error('Missing S3 object key for aborting upload');
      this.#options.s3Client
        .abortMultipartUpload({ key: this.#resolvedKey, uploadId: this.#uploadId })
        .catch((abortErr: unknown) => this.#options.log?.(abortErr, 'warning'));
    }
    this.#resolvedKey = undefined;
    this.#uploadId = undefined;
    this.#uploadHasStarted = false;
  }

  async #resumeMultipartUpload(uploadId: string, signal: AbortSignal): Promise<void> {
    if (!this.#resolvedKey) throw new Error('Missing S3 object key for resuming upload');
    const existingParts = await this.#options.s3Client.listParts({
      uploadId,
      key: this.#resolvedKey,
      signal,
    });
    // parts cut off mid-flight start again from zero: only listed parts count
    for (const state of this.#chunkState) if (!state.etag) state.uploaded = 0;
    for (const part of existingParts) {
      const chunkIndex = part.partNumber - 1;
      if (chunkIndex >= 0 && chunkIndex < this.#chunkState.length) {
        this.#chunkState[chunkIndex].uploaded = this.#chunks[chunkIndex].size;
        this.#chunkState[chunkIndex].etag = part.etag;
      }
    }
    this.#onProgress();
    await this.#uploadRemainingParts(signal);
  }

  async #uploadNonMultipart(signal: AbortSignal): Promise<void> {
    const { location, key } = await this.#options.s3Client.putObject({
      key: this.#options.requestedKey,
      data: this.#data,
      fileType: this.#options.file.type || 'application/octet-stream',
      metadata: this.#options.metadata,
      onProgress: (bytesUploaded: number) => {
        this.#chunkState[0].uploaded = bytesUploaded;
        this.#onProgress();
      },
      signal,
    });
    this.#onSuccess({ location, key });
  }

  async #uploadMultipart(signal: AbortSignal): Promise<void> {
    const { uploadId, key } = await this.#options.s3Client.createMultipartUpload({
      key: this.#options.requestedKey,
      fileType: this.#options.file.type || 'application/octet-stream',
      metadata: this.#options.metadata,
      signal,
    });
    this.#resolvedKey = key;
    this.#uploadId = uploadId;
    // Golden Retriever keeps this, so a reload resumes instead of starting over
    this.#options.uppy.setFileState(this.#options.file.id, {
      s3Multipart: { uploadId, key },
    } as never);
    await this.#uploadRemainingParts(signal);
  }

  async #uploadPart(i: number, signal: AbortSignal): Promise<void> {
    const key = this.#resolvedKey;
    if (key == null) throw new Error('Missing S3 object key for uploading part');
    const chunk = this.#chunks[i];
    const { etag } = await this.#options.s3Client.uploadPart({
      key,
      uploadId: this.#uploadId,
      data: this.#data.slice(chunk.start, chunk.end),
      partNumber: i + 1,
      onProgress: (bytesUploaded) => {
        this.#chunkState[i].uploaded = bytesUploaded;
        this.#onProgress();
      },
      signal,
    });
    this.#chunkState[i].uploaded = chunk.size;
    this.#chunkState[i].etag = etag;
    this.#onProgress();
    this.#options.onPartComplete?.({ PartNumber: i + 1, ETag: etag });
  }

  /**
   * The parts not yet stored, PARTS_IN_FLIGHT at a time in part order. A failed part stops the
   * others of this attempt (their bytes would be sent again anyway once the upload resumes).
   */
  async #uploadRemainingParts(signal: AbortSignal): Promise<void> {
    const todo = this.#chunks.map((_, i) => i).filter((i) => !this.#chunkState[i].etag);
    const attempt = new AbortController();
    const stop = () => attempt.abort(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    let next = 0;
    let failure: unknown = null;
    const lane = async () => {
      while (next < todo.length && failure === null) {
        attempt.signal.throwIfAborted();
        const i = todo[next++];
        await this.#uploadPart(i, attempt.signal);
      }
    };
    const lanes = Array.from({ length: Math.min(PARTS_IN_FLIGHT, todo.length) }, () =>
      lane().catch((err: unknown) => {
        failure ??= err;
        attempt.abort(err);
      }),
    );
    await Promise.all(lanes);
    signal.removeEventListener('abort', stop);
    if (failure !== null) throw failure;
    signal.throwIfAborted();

    const parts = this.#chunkState.flatMap((state, i) =>
      state.etag ? [{ partNumber: i + 1, etag: state.etag }] : [],
    );
    if (this.#resolvedKey == null)
      throw new Error('Missing S3 object key for completing multipart upload');
    // Every byte is stored: a pause now would only cut the completion short on the client while
    // the server finishes it, leaving an upload that can no longer be resumed. So it runs to the end.
    const { location, key } = await this.#options.s3Client.completeMultipartUpload({
      key: this.#resolvedKey,
      uploadId: this.#uploadId,
      parts,
    });
    this.#onSuccess({ location, key, uploadId: this.#uploadId });
  }

  #onProgress(): void {
    if (!this.#options.onProgress) return;
    const bytesUploaded = this.#chunkState.reduce((sum, state) => sum + state.uploaded, 0);
    this.#options.onProgress(bytesUploaded, this.#data.size);
  }

  #onSuccess(result: UploadResult): void {
    // a request that finishes after the file was removed (cancelled) must not report success
    this.#eventManager.remove();
    if (this.#options.uppy.getFile(this.#options.file.id) === undefined) return;
    this.#options.uppy.setFileState(this.#options.file.id, { s3Multipart: undefined } as never);
    this.#options.onSuccess?.(result);
  }

  #onError(err: Error): void {
    if (err.name === 'AbortError') return;
    // no zombie uploader reacting to later retry events; the multipart upload stays to resume
    this.#eventManager.remove();
    this.#options.onError?.(err);
  }
}
