// The check before an upload (spec sections 5 and 9): declared kind, extension and size, then the
// domain's content check (the server runs the same on the stored file). Reads only headers through
// a ByteSource over File.slice, so it is O(1) in file size.
import {
  inspectFile,
  mediaIssue,
  type ByteSource,
  type InspectedFacts,
  type MediaCode,
  type MediaIssue,
} from '../domain/media';
import {
  checkDeclaredFile,
  FILE_PURPOSES,
  type FilePurpose,
  type FileProblem,
} from '../domain/media/filePolicy';
import { megabytesOf } from '../domain/media/fileSize';

export type FileFacts =
  | {
      kind: 'audio';
      format: string;
      durationMs: number;
      sampleRateHz: number;
      bitDepth: number | null;
      channels: number;
    }
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
    read: async (offset, length) =>
      new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer()),
  };
}

function declaredProblemIssue(
  problem: FileProblem,
  file: string,
  purpose: FilePurpose,
): MediaIssue {
  const rule = FILE_PURPOSES[purpose];
  const code: MediaCode =
    problem === 'file-empty' || problem === 'file-too-large' ? problem : 'file-format';
  return mediaIssue('file', code, {
    file,
    maxMb: megabytesOf(rule.maxBytes),
    formats: rule.extensions.join(', '),
  });
}

/** What the check needs to know beyond the file: the track's length bounds an LRC's time tags. */
export interface CheckOptions {
  durationMs?: number | null;
}

export async function checkFile(
  file: NamedBlob,
  purpose: FilePurpose,
  options: CheckOptions = {},
): Promise<FileCheck> {
  const problem = checkDeclaredFile({
    name: file.name,
    kind: FILE_PURPOSES[purpose].kind,
    purpose,
    size: file.size,
  });
  if (problem !== null)
    return { facts: null, issues: [declaredProblemIssue(problem, file.name, purpose)] };
  const { facts, issues } = await inspectFile(blobByteSource(file), {
    name: file.name,
    purpose,
    durationMs: options.durationMs,
  });
  return { facts: facts === null ? null : catalogueFacts(facts), issues };
}

/** What a catalogue record stores of the facts (src/domain/catalogue/common.ts shapes). */
function catalogueFacts(facts: InspectedFacts): FileFacts {
  switch (facts.kind) {
    case 'audio': {
      const f = facts.audio;
      return {
        kind: 'audio',
        format: f.container,
        durationMs: Math.round(f.durationSeconds * 1000),
        sampleRateHz: f.sampleRate,
        bitDepth: f.bitDepth,
        channels: f.channels,
      };
    }
    case 'image':
      return {
        kind: 'image',
        format: facts.image.format,
        widthPx: facts.image.width,
        heightPx: facts.image.height,
      };
    case 'lyrics':
      return { kind: 'lyrics', format: facts.format };
    case 'attachment':
      return { kind: 'other' };
  }
}

export function hasBlockingIssue(check: FileCheck): boolean {
  return check.issues.some((issue) => issue.severity === 'error');
}
