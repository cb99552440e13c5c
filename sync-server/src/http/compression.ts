// API answers compressed on the fly above 1 KiB (@fastify/compress): a sync pull page of 500
// records is ~370 KB of JSON and compresses ~10x, what a partner on a slow line waits for. Only
// JSON and text: file streams serve stored bytes with Range offsets (their route opts out), the
// SSE stream is hijacked (no onSend) and stays unbuffered, static files come precompressed.
// A client hanging up mid-answer is not a server error: 9.2.0's pipeline callback drops
// ERR_STREAM_PREMATURE_CLOSE (its issue 410) and Fastify logs the hang-up at info; an older or
// patched plugin that logs it at error fails compression.test.ts.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes out as it is: compressing would save less than a packet. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** JSON (also `+json`) and text, never an event stream (@fastify/compress's own default adds octet-stream). */
const COMPRESSIBLE = /^application\/(?:[\w.-]+\+)?json(?:;|$)|^text\/(?!event-stream)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    // brotli first (what browsers send), at the plugin's quality 4: ~gzip's speed, smaller output
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // request bodies are never sent compressed by our client; inflating them would step around the body limit
    globalDecompression: false,
  });
}
