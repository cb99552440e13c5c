import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mediaIssue, mediaWarning } from './codes';
import {
  computeSquareCrop,
  CROP_MAX_ZOOM,
  getCroppedFormat,
  getMaxCropZoom,
  isCropOffered,
  type CropView,
} from './crop';
import { checkImage, type ImagePurpose } from './rules';

const centred: CropView = { zoom: 1, pan: { x: 0, y: 0 } };
const PURPOSES: ImagePurpose[] = [
  'albumCover',
  'batchCover',
  'overseasCover',
  'avatar',
  'idImage',
  'logo',
];

function cropOf(
  width: number,
  height: number,
  view: CropView = centred,
  purpose: ImagePurpose = 'albumCover',
) {
  const crop = computeSquareCrop({ width, height }, view, purpose);
  if (!crop.ok) throw new Error(`refused: ${crop.code}`);
  return crop;
}

describe('computeSquareCrop', () => {
  it('takes the largest centred square at zoom 1', () => {
    expect(cropOf(2000, 1500).rect).toEqual({ x: 250, y: 0, side: 1500 });
    expect(cropOf(1500, 2001).rect).toEqual({ x: 0, y: 251, side: 1500 });
    expect(cropOf(1600, 1600).rect).toEqual({ x: 0, y: 0, side: 1600 });
  });

  it('writes an album cover at the crop side, never below 1400', () => {
    expect(cropOf(2000, 1500).outputSide).toBe(1500);
    expect(cropOf(1401, 1400).outputSide).toBe(1400);
    expect(computeSquareCrop({ width: 1000, height: 800 }, centred, 'albumCover')).toEqual({
      ok: false,
      code: 'image-too-small',
      minPx: 1400,
    });
    expect(computeSquareCrop({ width: 5000, height: 1399 }, centred, 'batchCover')).toEqual({
      ok: false,
      code: 'image-too-small',
      minPx: 1400,
    });
  });

  it('limits the zoom so the square keeps the minimum side', () => {
    expect(getMaxCropZoom({ width: 2000, height: 1500 }, 'albumCover')).toBeCloseTo(1500 / 1400);
    const zoomed = cropOf(2000, 1500, { zoom: 4, pan: { x: 0, y: 0 } });
    expect(zoomed.rect.side).toBe(1400);
    expect(zoomed.view.zoom).toBeCloseTo(1500 / 1400);
    expect(getMaxCropZoom({ width: 1500, height: 1400 }, 'albumCover')).toBe(1);
    expect(getMaxCropZoom({ width: 20_000, height: 16_000 }, 'albumCover')).toBe(CROP_MAX_ZOOM);
  });

  it('clamps an overseas cover to 3000-10000 and refuses below 3000', () => {
    expect(cropOf(12_000, 11_000, centred, 'overseasCover')).toMatchObject({
      rect: { side: 11_000 },
      outputSide: 10_000,
    });
    expect(cropOf(4000, 3000, centred, 'overseasCover').outputSide).toBe(3000);
    expect(computeSquareCrop({ width: 4000, height: 2999 }, centred, 'overseasCover')).toEqual({
      ok: false,
      code: 'image-too-small',
      minPx: 3000,
    });
  });

  it('lets an avatar zoom in to any side down to a few pixels', () => {
    const crop = cropOf(800, 600, { zoom: 4, pan: { x: 0, y: 0 } }, 'avatar');
    expect(crop.rect).toEqual({ x: 325, y: 225, side: 150 });
    expect(crop.outputSide).toBe(150);
    expect(cropOf(3, 2, { zoom: 8, pan: { x: 0, y: 0 } }, 'logo').rect.side).toBe(1);
  });

  it('moves with the pan and stops at the edges', () => {
    expect(cropOf(2000, 1500, { zoom: 1, pan: { x: 100, y: 40 } }).rect).toEqual({
      x: 350,
      y: 0,
      side: 1500,
    });
    const right = cropOf(2000, 1500, { zoom: 1, pan: { x: 9999, y: 0 } });
    expect(right.rect).toEqual({ x: 500, y: 0, side: 1500 });
    expect(right.view.pan).toEqual({ x: 250, y: 0 });
    expect(cropOf(2000, 1500, { zoom: 1, pan: { x: -9999, y: 0 } }).rect.x).toBe(0);
  });

  it('treats a missing zoom or pan as the centred square', () => {
    expect(
      cropOf(2000, 1500, { zoom: Number.NaN, pan: { x: Number.POSITIVE_INFINITY, y: Number.NaN } })
        .rect,
    ).toEqual({ x: 250, y: 0, side: 1500 });
  });

  const size = fc.record({
    width: fc.integer({ min: 1, max: 20_000 }),
    height: fc.integer({ min: 1, max: 20_000 }),
  });
  const view = fc.record({
    zoom: fc.oneof(
      fc.double({ min: -10, max: 50, noNaN: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
    ),
    pan: fc.record({
      x: fc.double({ min: -30_000, max: 30_000, noNaN: true }),
      y: fc.double({ min: -30_000, max: 30_000, noNaN: true }),
    }),
  });

  it('always gives an integer square inside the picture, with zoom and pan clamped (property)', () => {
    fc.assert(
      fc.property(size, view, fc.constantFrom(...PURPOSES), (s, v, purpose) => {
        const crop = computeSquareCrop(s, v, purpose);
        if (!crop.ok) {
          expect(Math.min(s.width, s.height)).toBeLessThan(crop.minPx);
          return;
        }
        const { x, y, side } = crop.rect;
        for (const n of [x, y, side, crop.outputSide]) expect(Number.isInteger(n)).toBe(true);
        expect(side).toBeGreaterThanOrEqual(1);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(x + side).toBeLessThanOrEqual(s.width);
        expect(y + side).toBeLessThanOrEqual(s.height);
        expect(crop.view.zoom).toBeGreaterThanOrEqual(1);
        expect(crop.view.zoom).toBeLessThanOrEqual(crop.maxZoom);
        expect(crop.maxZoom).toBeLessThanOrEqual(CROP_MAX_ZOOM);
        expect(Math.abs(crop.view.pan.x)).toBeLessThanOrEqual((s.width - side) / 2);
        expect(Math.abs(crop.view.pan.y)).toBeLessThanOrEqual((s.height - side) / 2);
        expect(crop.outputSide).toBeLessThanOrEqual(side);
      }),
    );
  });

  it('never upscales and keeps every cover within its rule (property)', () => {
    fc.assert(
      fc.property(
        size,
        view,
        fc.constantFrom<ImagePurpose>('albumCover', 'overseasCover'),
        (s, v, purpose) => {
          const crop = computeSquareCrop(s, v, purpose);
          if (!crop.ok) return;
          const out = crop.outputSide;
          // the crop written at its output size passes the same rule the worker and the server apply
          const issues = checkImage(
            { format: 'png', width: out, height: out },
            { size: 1, purpose },
          );
          expect(issues).toEqual([]);
        },
      ),
    );
  });

  it('is stable: feeding the clamped view back gives the same square (property)', () => {
    fc.assert(
      fc.property(size, view, fc.constantFrom(...PURPOSES), (s, v, purpose) => {
        const first = computeSquareCrop(s, v, purpose);
        if (!first.ok) return;
        const again = computeSquareCrop(s, first.view, purpose);
        expect(again).toEqual(first);
      }),
    );
  });
});

describe('isCropOffered', () => {
  const file = { file: 'a.png' };
  it('offers a crop when squareness is the only error', () => {
    expect(isCropOffered([mediaIssue('file', 'image-not-square', file)])).toBe(true);
    expect(
      isCropOffered([
        mediaIssue('file', 'image-not-square', file),
        mediaWarning('file', 'image-small-recommended', file),
      ]),
    ).toBe(true);
  });

  it('does not when another error comes along, or there is no error', () => {
    expect(
      isCropOffered([
        mediaIssue('file', 'image-not-square', file),
        mediaIssue('file', 'image-too-small', file),
      ]),
    ).toBe(false);
    expect(isCropOffered([mediaIssue('file', 'file-too-large', file)])).toBe(false);
    expect(isCropOffered([mediaWarning('file', 'image-small-recommended', file)])).toBe(false);
    expect(isCropOffered([])).toBe(false);
  });
});

describe('getCroppedFormat', () => {
  it('writes JPEG at 0.92 for .jpg and .jpeg, PNG for .png', () => {
    expect(getCroppedFormat('cover.jpg')).toEqual({ mimeType: 'image/jpeg', quality: 0.92 });
    expect(getCroppedFormat('COVER.JPEG')).toEqual({ mimeType: 'image/jpeg', quality: 0.92 });
    expect(getCroppedFormat('cover.PNG')).toEqual({ mimeType: 'image/png' });
  });
});
