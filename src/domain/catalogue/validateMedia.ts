// Clip, accompaniment and material checks (spec section 5). A clip's window must lie inside the
// original track; an uploaded clip (type 2) takes its length from its file when none is typed.
import type { AudioFacts } from './common';
import { CLIP_TYPE, MATERIAL_TYPES, MATERIAL_VERSIONS, type ClipType } from './enums';
import { checkRequired, issue, isBlank, warning, type Issue } from './issues';
import { ClipLimits, MaterialLimits } from './limits';
import type { Accompaniment, Material } from './media';
import { parseTimeInput, type TimeInput } from './time';
import { isAudioFormat } from './validateTrack';

export interface ClipInput {
  title: string | null | undefined;
  type: ClipType;
  start: TimeInput;
  duration: TimeInput;
  /** the uploaded clip file (type 2) */
  file?: AudioFacts | null;
}

/**
 * `trackDurationMs` is the original track's length (null or 0 when its audio is missing or unread).
 * Codes follow the spec's messages: "Please input clip title", "Invalid start time", ...
 */
export function validateClip(clip: ClipInput, trackDurationMs: number | null): Issue[] {
  const issues: Issue[] = [];
  if (isBlank(clip.title)) issues.push(issue('title', 'clip-title-required'));
  const trackKnown = trackDurationMs !== null && trackDurationMs > 0;
  if (clip.type === CLIP_TYPE.system && !trackKnown)
    issues.push(issue('type', 'clip-track-no-duration'));
  if (clip.type === CLIP_TYPE.uploaded) issues.push(...validateClipFile(clip.file));

  const start = parseTimeInput(clip.start);
  if (!start.ok)
    issues.push(
      issue('startMs', start.reason === 'missing' ? 'clip-start-required' : 'clip-start-invalid'),
    );

  const typedDuration = parseTimeInput(clip.duration);
  const fileDuration = clip.type === CLIP_TYPE.uploaded && clip.file ? clip.file.durationMs : null;
  const duration =
    !typedDuration.ok && typedDuration.reason === 'missing' && fileDuration !== null
      ? ({ ok: true, ms: fileDuration } as const)
      : typedDuration;
  if (!duration.ok) {
    issues.push(
      issue(
        'durationMs',
        duration.reason === 'missing' ? 'clip-duration-required' : 'clip-duration-invalid',
      ),
    );
  } else if (duration.ms === 0) {
    issues.push(issue('durationMs', 'clip-duration-zero'));
  }

  if (start.ok && duration.ok && duration.ms > 0) {
    if (trackKnown && start.ms + duration.ms > trackDurationMs) {
      issues.push(issue('durationMs', 'clip-exceeds-track', { durationMs: trackDurationMs }));
    }
    if (!ClipLimits.suggestedSeconds.some((s) => s * 1000 === duration.ms)) {
      issues.push(
        warning('durationMs', 'clip-length-not-suggested', {
          seconds: ClipLimits.suggestedSeconds.join('/'),
        }),
      );
    }
  }
  return issues;
}

function validateClipFile(file: AudioFacts | null | undefined): Issue[] {
  if (file === null || file === undefined) return [issue('file', 'clip-file-required')];
  if (!isAudioFormat(file.format, file.name)) return [issue('file', 'file-format')];
  return file.durationMs > 0 ? [] : [issue('file', 'audio-invalid')];
}

/** Name/title and vocal/non-vocal type required; the file must be one of the audio formats. */
export function validateAccompaniment(acc: Partial<Accompaniment>): Issue[] {
  const issues = checkRequired(acc, ['title', 'accompanimentType']);
  const file = acc.file ?? null;
  if (file === null) issues.push(issue('file', 'audio-required'));
  else if (!isAudioFormat(file.format, file.name)) issues.push(issue('file', 'file-format'));
  return issues;
}

/** Name required, at most 500 characters; type 1-14 and version required. */
export function validateMaterial(material: Partial<Material>): Issue[] {
  const issues = checkRequired(material, ['name', 'type', 'materialVersion']);
  const name = material.name ?? '';
  if (name.length > MaterialLimits.nameMax)
    issues.push(issue('name', 'too-long', { max: MaterialLimits.nameMax }));
  const type: unknown = material.type;
  if (
    type !== undefined &&
    type !== null &&
    !(MATERIAL_TYPES as readonly unknown[]).includes(type)
  ) {
    issues.push(issue('type', 'format'));
  }
  const version: unknown = material.materialVersion;
  if (
    version !== undefined &&
    version !== null &&
    !(MATERIAL_VERSIONS as readonly unknown[]).includes(version)
  ) {
    issues.push(issue('materialVersion', 'format'));
  }
  return issues;
}
