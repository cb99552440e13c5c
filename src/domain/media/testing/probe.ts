// Test helpers: probe bytes or a source while counting what the parser read.
import { probeAudio } from '../audio/probeAudio';
import type { AudioProbe } from '../audio/types';
import {
  byteSourceFromBytes,
  countingSource,
  type ByteSource,
  type CountingSource,
} from '../byteSource';

export async function probeBytes(bytes: Uint8Array): Promise<AudioProbe> {
  return probeAudio(byteSourceFromBytes(bytes));
}

export async function probeCounting(
  src: ByteSource,
): Promise<{ probe: AudioProbe; counter: CountingSource }> {
  const counter = countingSource(src);
  return { probe: await probeAudio(counter), counter };
}

/** Every proper prefix of `bytes` shorter than `upTo`: each must fail with a code, never throw. */
export function prefixes(bytes: Uint8Array, upTo = bytes.length): Uint8Array[] {
  return Array.from({ length: Math.min(upTo, bytes.length) }, (_, n) => bytes.subarray(0, n));
}
