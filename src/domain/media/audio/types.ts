// What an audio probe reads from a header: enough for the spec's rules (format, rate, depth,
// channels) and for the track's duration, without decoding a sample.
import type { ProbeFailureCode } from '../codes';

export type AudioContainer = 'wav' | 'rf64' | 'flac' | 'mp3' | 'm4a' | 'aiff' | 'aifc' | 'mov';

export interface AudioFacts {
  container: AudioContainer;
  /** 'pcm' (little-endian), 'pcm-be', 'float', 'flac', 'mp3', 'aac', 'alac', ... or 'unknown' */
  codec: string;
  sampleRate: number;
  /** null for lossy codecs, where a bit depth means nothing */
  bitDepth: number | null;
  channels: number;
  durationSeconds: number;
  /** WAV with a Broadcast Wave 'bext' chunk */
  bwf?: boolean;
  /** WAV carrying Dolby Atmos ADM metadata ('axml', 'chna' or 'dbmd' chunk) */
  atmos?: boolean;
}

export type AudioProbe = { ok: true; facts: AudioFacts } | { ok: false; code: ProbeFailureCode };

export const corrupt: AudioProbe = { ok: false, code: 'audio-corrupt' };
export const notAudio: AudioProbe = { ok: false, code: 'file-format' };

/** Guards the facts every parser returns: a header with zero or absurd values is a broken header. */
export function audioFacts(facts: AudioFacts): AudioProbe {
  const { sampleRate, channels, durationSeconds, bitDepth } = facts;
  const sane =
    Number.isFinite(sampleRate) &&
    sampleRate >= 1 &&
    sampleRate <= 1_536_000 &&
    Number.isInteger(channels) &&
    channels >= 1 &&
    channels <= 64 &&
    Number.isFinite(durationSeconds) &&
    durationSeconds >= 0 &&
    (bitDepth === null || (Number.isInteger(bitDepth) && bitDepth >= 1 && bitDepth <= 64));
  return sane ? { ok: true, facts } : corrupt;
}
