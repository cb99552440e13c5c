// The check before an upload (spec sections 5 and 9): declared kind, extension and size, then the
// header facts. Reads only headers through a ByteSource over File.slice, so it is O(1) in file size.
import {
  checkAudio,
  checkImage,
  detectLyrics,
  mediaIssue,
  parseLrc,
  probeAudio,
  probeImage,
  type AudioPurpose,
  type ByteSource,
  type ImagePurpose,
  type MediaCode,
  type MediaIssue,
} from '../domain/media';
import { checkDeclaredFile, FILE_PURPOSES, type FilePurpose, type FileProblem } from '../domain/media/filePolicy';

/** the first bytes read to tell lyrics by content (the lyrics limit is 2 MiB) */
const LYRICS_PROBE_BYTES = 2 * 1024 * 1024;
const MiB = 1024 * 1024;

export type FileFacts =
  | { kind: 'audio'; format: string; durationMs: number; sampleRateHz: number; bitDepth: number | null; channels: number }
  | { kind: 'image'; format: string; widthPx: number; heightPx: number }
  | { kind: 'lyrics'; format: string }
  | { kind: 'other' };

export interface FileCheck {
  facts: FileFacts | null;
  /** errors refuse the file; warnings are shown and the upload goes on */
  issues: MediaIssue[];
}

/** A named Blob: a File in the browser and the worker, a stand-in in tests. */
export interface NamedBlob {
  readonly name: string;
  readonly size: number;
  slice(start?: number, end?: number): Blob;
}

export function blobByteSource(blob: NamedBlob): ByteSource {
  return {
    size: blob.size,
    read: async (offset, length) => new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer()),
  };
}

const AUDIO_PURPOSES: readonly string[] = ['track', 'accompaniment', 'clip', 'atmos', 'surround51', 'surround71'];
const IMAGE_PURPOSES: readonly string[] = ['albumCover', 'overseasCover', 'avatar', 'idImage', 'logo', 'batchCover'];

function declaredProblemIssue(problem: FileProblem, file: string, purpose: FilePurpose): MediaIssue {
  const rule = FILE_PURPOSES[purpose];
  const code: MediaCode = problem === 'file-empty' || problem === 'file-too-large' ? problem : 'file-format';
  return mediaIssue('file', code, {
    file,
    maxMb: Math.round((rule.maxBytes / MiB) * 10) / 10,
    formats: rule.extensions.join(', '),
  });
}

/** What the check needs to know beyond the file: the track's length bounds an LRC's time tags. */
export interface CheckOptions {
  durationMs?: number | null;
}

export async function checkFile(file: NamedBlob, purpose: FilePurpose, options: CheckOptions = {}): Promise<FileCheck> {
  const rule = FILE_PURPOSES[purpose];
  const fileName = file.name;
  const problem = checkDeclaredFile({ name: fileName, kind: rule.kind, purpose, size: file.size });
  if (problem !== null) return { facts: null, issues: [declaredProblemIssue(problem, fileName, purpose)] };
  const src = blobByteSource(file);

  if (AUDIO_PURPOSES.includes(purpose)) {
    const probe = await probeAudio(src);
    if (!probe.ok) return { facts: null, issues: [mediaIssue('file', probe.code, { file: fileName, formats: rule.extensions.join(', ') })] };
    const f = probe.facts;
    return {
      facts: {
        kind: 'audio',
        format: f.container,
        durationMs: Math.round(f.durationSeconds * 1000),
        sampleRateHz: f.sampleRate,
        bitDepth: f.bitDepth,
        channels: f.channels,
      },
      issues: checkAudio(f, { size: file.size, fileName, purpose: purpose as AudioPurpose }),
    };
  }
  if (IMAGE_PURPOSES.includes(purpose)) {
    const probe = await probeImage(src);
    if (!probe.ok) return { facts: null, issues: [mediaIssue('file', probe.code, { file: fileName, formats: rule.extensions.join(', ') })] };
    const f = probe.facts;
    return {
      facts: { kind: 'image', format: f.format, widthPx: f.width, heightPx: f.height },
      issues: checkImage(f, { size: file.size, fileName, purpose: purpose as ImagePurpose }),
    };
  }
  if (purpose === 'lyrics') {
    const detection = detectLyrics(await src.read(0, LYRICS_PROBE_BYTES));
    if (!detection.ok) return { facts: null, issues: [mediaIssue('file', detection.code, { file: fileName })] };
    const facts: FileFacts = { kind: 'lyrics', format: detection.format };
    // KRC is encrypted (its time tags cannot be read); plain text has none
    if (detection.format !== 'lrc') return { facts, issues: [] };
    const lrc = parseLrc(detection.text, { durationMs: options.durationMs ?? null, field: 'file', fileName });
    return { facts, issues: lrc.issues };
  }
  return { facts: { kind: 'other' }, issues: [] };
}

export function hasBlockingIssue(check: FileCheck): boolean {
  return check.issues.some((issue) => issue.severity === 'error');
}
