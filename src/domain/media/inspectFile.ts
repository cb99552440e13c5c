// The one content check of a file for its purpose: the browser runs it in a worker before any
// byte is sent, the server again on the stored object (the client is never trusted). Headers only:
// a probe for audio and images, the head for lyrics and attachments.
import { ATTACHMENT_EXTENSIONS, detectAttachment } from './attachment';
import type { AudioFacts } from './audio/types';
import { probeAudio } from './audio/probeAudio';
import type { ByteSource } from './byteSource';
import { mediaIssue, mediaWarning, type MediaCode, type MediaIssue } from './codes';
import { fileExtension, FILE_PURPOSES, type FilePurpose } from './filePolicy';
import { probeImage, type ImageFacts } from './image';
import { detectLyrics, parseLrc } from './lyrics';
import { checkAudio, checkImage, type AudioPurpose, type ImagePurpose } from './rules';

export type InspectedFacts =
  | { kind: 'audio'; audio: AudioFacts }
  | { kind: 'image'; image: ImageFacts }
  | {
      kind: 'lyrics';
      format: 'lrc' | 'txt' | 'krc';
      encoding?: string;
      lines?: number;
      tags?: Record<string, string>;
    }
  | { kind: 'attachment'; format: string };

export interface Inspection {
  /** null when the content could not be read at all */
  facts: InspectedFacts | null;
  /** errors refuse the file; warnings are shown and it goes on */
  issues: MediaIssue[];
}

export interface InspectOptions {
  name: string;
  purpose: FilePurpose;
  /** the track's length: an LRC's time tags must lie within it */
  durationMs?: number | null;
  /** the spec's isCheckRiff=1: the audio must be a RIFF/WAVE file */
  requireRiff?: boolean;
}

const AUDIO_PURPOSES: readonly FilePurpose[] = [
  'track',
  'accompaniment',
  'clip',
  'atmos',
  'surround51',
  'surround71',
];
const IMAGE_PURPOSES: readonly FilePurpose[] = [
  'albumCover',
  'overseasCover',
  'avatar',
  'idImage',
  'logo',
  'batchCover',
];

function unreadable(code: MediaCode, options: InspectOptions): Inspection {
  return {
    facts: null,
    issues: [
      mediaIssue('file', code, {
        file: options.name,
        formats: FILE_PURPOSES[options.purpose].extensions.join(', '),
      }),
    ],
  };
}

async function inspectAudio(src: ByteSource, options: InspectOptions): Promise<Inspection> {
  const probe = await probeAudio(src);
  if (!probe.ok) return unreadable(probe.code, options);
  const issues = checkAudio(probe.facts, {
    size: src.size,
    fileName: options.name,
    purpose: options.purpose as AudioPurpose,
  });
  if (options.requireRiff === true && probe.facts.container !== 'wav') {
    issues.unshift(
      mediaIssue('file', 'file-format', {
        file: options.name,
        formats: 'wav',
        actual: probe.facts.container,
      }),
    );
  }
  return { facts: { kind: 'audio', audio: probe.facts }, issues };
}

async function inspectImage(src: ByteSource, options: InspectOptions): Promise<Inspection> {
  const probe = await probeImage(src);
  if (!probe.ok) return unreadable(probe.code, options);
  const issues = checkImage(probe.facts, {
    size: src.size,
    fileName: options.name,
    purpose: options.purpose as ImagePurpose,
  });
  return { facts: { kind: 'image', image: probe.facts }, issues };
}

async function inspectLyrics(src: ByteSource, options: InspectOptions): Promise<Inspection> {
  const found = detectLyrics(await src.read(0, Math.min(src.size, FILE_PURPOSES.lyrics.maxBytes)));
  if (!found.ok)
    return { facts: null, issues: [mediaIssue('file', found.code, { file: options.name })] };
  // KRC is encrypted (its time tags cannot be read); plain text has none
  if (found.format === 'krc') return { facts: { kind: 'lyrics', format: 'krc' }, issues: [] };
  if (found.format === 'txt')
    return { facts: { kind: 'lyrics', format: 'txt', encoding: found.encoding }, issues: [] };
  const lrc = parseLrc(found.text, {
    durationMs: options.durationMs ?? null,
    field: 'file',
    fileName: options.name,
  });
  return {
    facts: {
      kind: 'lyrics',
      format: 'lrc',
      encoding: found.encoding,
      lines: lrc.lines.length,
      tags: lrc.tags,
    },
    issues: lrc.issues,
  };
}

async function inspectAttachment(src: ByteSource, options: InspectOptions): Promise<Inspection> {
  const format = await detectAttachment(src);
  if (format === null) return unreadable('file-format', options);
  const ext = fileExtension(options.name);
  const issues = ATTACHMENT_EXTENSIONS[format].includes(ext)
    ? []
    : [
        mediaWarning('file', 'file-extension-mismatch', {
          file: options.name,
          ext,
          actual: format,
        }),
      ];
  return { facts: { kind: 'attachment', format }, issues };
}

export function inspectFile(src: ByteSource, options: InspectOptions): Promise<Inspection> {
  if (AUDIO_PURPOSES.includes(options.purpose)) return inspectAudio(src, options);
  if (IMAGE_PURPOSES.includes(options.purpose)) return inspectImage(src, options);
  if (options.purpose === 'lyrics') return inspectLyrics(src, options);
  return inspectAttachment(src, options);
}
