// The spec's file rules (sections 5 and 9) on facts read from the content, with limits from the
// catalogue's one table. Codes only; `file` is in every issue's params for the message.
// The size limit of every purpose is the file policy's (filePolicy.ts), the same the declared
// check and the server apply: a 1.2 GB Atmos master must not meet the track's 1000 MB here.
import {
  AlbumLimits,
  ArtistLimits,
  fileExtension,
  ImageLimits,
  TrackLimits,
} from '../catalogue/limits';
import { megabytesOf } from './fileSize';
import { maxBytesOf } from './filePolicy';
import type { AudioContainer, AudioFacts } from './audio/types';
import { mediaIssue, mediaWarning, type MediaCode, type MediaIssue } from './codes';
import type { ImageFacts } from './image';

export type AudioPurpose =
  'track' | 'accompaniment' | 'clip' | 'atmos' | 'surround51' | 'surround71';
export type ImagePurpose =
  'albumCover' | 'overseasCover' | 'avatar' | 'idImage' | 'logo' | 'batchCover';

export interface AudioCheckOptions {
  size: number;
  fileName: string;
  purpose: AudioPurpose;
  field?: string;
}

export interface ImageCheckOptions {
  size: number;
  purpose: ImagePurpose;
  fileName?: string;
  field?: string;
}

/** wav, flac, mp3, m4a, aif(f): RF64 is a WAV past 4 GiB, AIFC the compressed-capable AIFF */
const STEREO_CONTAINERS: readonly AudioContainer[] = [
  'wav',
  'rf64',
  'flac',
  'mp3',
  'm4a',
  'aiff',
  'aifc',
];
const CONTAINERS_BY_PURPOSE: Record<AudioPurpose, readonly AudioContainer[]> = {
  track: STEREO_CONTAINERS,
  accompaniment: STEREO_CONTAINERS,
  clip: STEREO_CONTAINERS,
  atmos: ['wav', 'rf64'],
  surround51: ['mov'],
  surround71: ['mov'],
};
const SURROUND_CHANNELS: Partial<Record<AudioPurpose, number>> = { surround51: 6, surround71: 8 };
/** the extensions a container is honestly named with */
const EXTENSIONS: Record<AudioContainer, readonly string[]> = {
  wav: ['wav', 'bwf'],
  rf64: ['wav', 'rf64', 'bwf'],
  flac: ['flac'],
  mp3: ['mp3'],
  m4a: ['m4a', 'mp4'],
  aiff: ['aif', 'aiff'],
  aifc: ['aif', 'aiff', 'aifc'],
  mov: ['mov'],
};

const toMb = megabytesOf;

export function checkAudio(facts: AudioFacts, options: AudioCheckOptions): MediaIssue[] {
  const field = options.field ?? 'file';
  const file = options.fileName;
  const error = (code: MediaCode, params: Record<string, string | number> = {}) =>
    mediaIssue(field, code, { file, ...params });
  if (options.size === 0) return [error('file-empty')];

  const issues: MediaIssue[] = [];
  const { purpose } = options;
  const maxBytes = maxBytesOf(purpose);
  if (options.size > maxBytes) issues.push(error('file-too-large', { maxMb: toMb(maxBytes) }));
  if (!CONTAINERS_BY_PURPOSE[purpose].includes(facts.container)) {
    const isSpatial = purpose === 'atmos' || purpose in SURROUND_CHANNELS;
    const allowed = !isSpatial
      ? TrackLimits.audioFormats
      : purpose === 'atmos'
        ? TrackLimits.atmosFormats
        : TrackLimits.surroundFormats;
    const formats = allowed.join(', ');
    issues.push(
      error(isSpatial ? 'spatial-audio-format' : 'file-format', {
        formats,
        actual: facts.container,
      }),
    );
  } else {
    const ext = fileExtension(file);
    if (!EXTENSIONS[facts.container].includes(ext)) {
      issues.push(
        mediaWarning(field, 'file-extension-mismatch', { file, ext, actual: facts.container }),
      );
    }
  }
  if (facts.durationSeconds <= 0) issues.push(error('audio-no-duration'));
  if (facts.sampleRate < TrackLimits.audioMinSampleRateHz) {
    issues.push(
      error('audio-sample-rate', {
        rate: facts.sampleRate,
        minHz: TrackLimits.audioMinSampleRateHz,
      }),
    );
  }
  if (facts.bitDepth !== null && facts.bitDepth < TrackLimits.audioMinBitDepth) {
    issues.push(
      error('audio-bit-depth', { bits: facts.bitDepth, minBits: TrackLimits.audioMinBitDepth }),
    );
  }
  if (purpose === 'track' && facts.channels !== TrackLimits.audioChannels) {
    issues.push(
      error('audio-channels', { channels: facts.channels, expected: TrackLimits.audioChannels }),
    );
  }
  if (
    purpose === 'atmos' &&
    facts.atmos !== true &&
    CONTAINERS_BY_PURPOSE.atmos.includes(facts.container)
  ) {
    issues.push(error('atmos-metadata-missing'));
  }
  const surround = SURROUND_CHANNELS[purpose];
  if (surround !== undefined && facts.channels !== surround) {
    issues.push(error('surround-channels', { channels: facts.channels, expected: surround }));
  }
  return issues;
}

interface ImageRule {
  minPx?: number;
  maxPx?: number;
  isSquare?: boolean;
  /** a recommendation: below it is a warning */
  recommendedMinPx?: number;
}

/** What each image purpose asks of the picture; its size limit is the file policy's. */
const IMAGE_RULES: Record<ImagePurpose, ImageRule> = {
  albumCover: { minPx: AlbumLimits.coverMinPx, isSquare: true },
  // a batch cover is an album cover (with its own, smaller size limit)
  batchCover: { minPx: AlbumLimits.coverMinPx, isSquare: true },
  overseasCover: {
    minPx: AlbumLimits.overseasCoverMinPx,
    maxPx: AlbumLimits.overseasCoverMaxPx,
    isSquare: true,
  },
  avatar: { recommendedMinPx: ArtistLimits.avatarRecommendedMinPx },
  idImage: {},
  logo: {},
};

export function checkImage(facts: ImageFacts, options: ImageCheckOptions): MediaIssue[] {
  const field = options.field ?? 'file';
  const file = options.fileName ?? '';
  const { width, height } = facts;
  const error = (code: MediaCode, params: Record<string, string | number> = {}) =>
    mediaIssue(field, code, { file, width, height, ...params });
  if (options.size === 0) return [error('file-empty')];

  const rule = IMAGE_RULES[options.purpose];
  const issues: MediaIssue[] = [];
  if (facts.format !== 'jpeg' && facts.format !== 'png') {
    issues.push(error('file-format', { formats: ImageLimits.formats.join(', ') }));
  }
  const maxBytes = maxBytesOf(options.purpose);
  if (options.size > maxBytes) issues.push(error('file-too-large', { maxMb: toMb(maxBytes) }));
  const shortSide = Math.min(width, height);
  const longSide = Math.max(width, height);
  if (rule.maxPx !== undefined && rule.minPx !== undefined) {
    if (shortSide < rule.minPx || longSide > rule.maxPx)
      issues.push(error('image-overseas-size', { minPx: rule.minPx, maxPx: rule.maxPx }));
  } else if (rule.minPx !== undefined && shortSide < rule.minPx) {
    issues.push(error('image-too-small', { minPx: rule.minPx }));
  }
  if (rule.isSquare === true && width !== height) issues.push(error('image-not-square'));
  if (rule.recommendedMinPx !== undefined && shortSide < rule.recommendedMinPx) {
    issues.push(
      mediaWarning(field, 'image-small-recommended', {
        file,
        width,
        height,
        minPx: rule.recommendedMinPx,
      }),
    );
  }
  return issues;
}
