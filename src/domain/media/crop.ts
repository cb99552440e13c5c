// The square crop offered for a picture that is not square (spec section 5): zoom 1 is the largest
// centred square, pan moves it in source pixels. A crop is never upscaled to reach a purpose's minimum.
import { AlbumLimits } from '../catalogue/limits';
import type { MediaIssue } from './codes';
import type { ImagePurpose } from './rules';

export interface PixelSize {
  width: number;
  height: number;
}

/** Offset of the square's centre from the picture's centre, in source pixels. */
export interface CropPan {
  x: number;
  y: number;
}

export interface CropView {
  zoom: number;
  pan: CropPan;
}

/** The square taken from the picture: integers, always inside it. */
export interface SquareRect {
  x: number;
  y: number;
  side: number;
}

export type SquareCrop =
  | { ok: true; rect: SquareRect; outputSide: number; view: CropView; maxZoom: number }
  | { ok: false; code: 'image-too-small'; minPx: number };

/** Beyond 8x the frame is a few per cent of the picture: no cover is made that way. */
export const CROP_MAX_ZOOM = 8;

interface OutputRule {
  minPx?: number;
  maxPx?: number;
}

/** The square covers of spec section 5; the other purposes take any side. */
const OUTPUT_RULES: Record<ImagePurpose, OutputRule> = {
  albumCover: { minPx: AlbumLimits.coverMinPx },
  batchCover: { minPx: AlbumLimits.coverMinPx },
  overseasCover: { minPx: AlbumLimits.overseasCoverMinPx, maxPx: AlbumLimits.overseasCoverMaxPx },
  avatar: {},
  idImage: {},
  logo: {},
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
const pixels = (value: number) => Math.max(1, Math.floor(finiteOr(value, 1)));

/** The largest zoom whose square still reaches the purpose's minimum side (at least 1). */
export function getMaxCropZoom(size: PixelSize, purpose: ImagePurpose): number {
  const base = Math.min(pixels(size.width), pixels(size.height));
  const minPx = OUTPUT_RULES[purpose].minPx ?? 1;
  return clamp(base / minPx, 1, Math.min(CROP_MAX_ZOOM, base));
}

/** Clamps zoom and pan and gives the square to take and the side to write it at. */
export function computeSquareCrop(
  size: PixelSize,
  view: CropView,
  purpose: ImagePurpose,
): SquareCrop {
  const width = pixels(size.width);
  const height = pixels(size.height);
  const base = Math.min(width, height);
  const rule = OUTPUT_RULES[purpose];
  if (rule.minPx !== undefined && base < rule.minPx)
    return { ok: false, code: 'image-too-small', minPx: rule.minPx };

  const maxZoom = getMaxCropZoom({ width, height }, purpose);
  const zoom = clamp(finiteOr(view.zoom, 1), 1, maxZoom);
  const side = clamp(Math.round(base / zoom), Math.min(base, rule.minPx ?? 1), base);
  const place = (extent: number, offset: number) => {
    const slack = extent - side;
    const start = clamp(Math.round(slack / 2 + finiteOr(offset, 0)), 0, slack);
    return { start, pan: start - slack / 2 };
  };
  const x = place(width, view.pan.x);
  const y = place(height, view.pan.y);
  return {
    ok: true,
    rect: { x: x.start, y: y.start, side },
    outputSide: rule.maxPx !== undefined ? Math.min(side, rule.maxPx) : side,
    view: { zoom, pan: { x: x.pan, y: y.pan } },
    maxZoom,
  };
}

/** A crop is offered when squareness is the only error (warnings may come along). */
export function isCropOffered(issues: readonly Pick<MediaIssue, 'code' | 'severity'>[]): boolean {
  const errors = issues.filter((issue) => issue.severity === 'error');
  return errors.length > 0 && errors.every((issue) => issue.code === 'image-not-square');
}

export interface CroppedFormat {
  mimeType: 'image/jpeg' | 'image/png';
  /** JPEG's encoder quality; PNG is lossless */
  quality?: number;
}

/** The crop keeps the file's name, so it is written in the format its extension promises. */
export function getCroppedFormat(fileName: string): CroppedFormat {
  return /\.png$/i.test(fileName)
    ? { mimeType: 'image/png' }
    : { mimeType: 'image/jpeg', quality: 0.92 };
}
