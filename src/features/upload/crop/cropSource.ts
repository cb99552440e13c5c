// The picture behind the crop dialog, decoded once with createImageBitmap (off the main thread, EXIF
// orientation applied); the preview is a small resized copy, the crop is drawn from the full bitmap.
import type { CroppedFormat, SquareRect } from '../../../domain/media/crop';

/** The preview's long side in bitmap pixels: sharp on a 2x screen at the dialog's size. */
export const PREVIEW_MAX_SIDE = 960;

export interface CropSource {
  /** the decoded size, orientation applied: the crop's coordinates */
  readonly width: number;
  readonly height: number;
  drawPreview(canvas: HTMLCanvasElement): void;
  /** draws the square at outputSide × outputSide and encodes it */
  encode(rect: SquareRect, outputSide: number, format: CroppedFormat): Promise<Blob>;
  close(): void;
}

export type LoadCropSource = (file: Blob) => Promise<CropSource>;

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** An OffscreenCanvas where there is one (its convertToBlob encodes off the main thread). */
function createSquareCanvas(side: number): {
  context: Canvas2D;
  toBlob(format: CroppedFormat): Promise<Blob>;
} {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(side, side);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    return {
      context,
      toBlob: (f) => canvas.convertToBlob({ type: f.mimeType, quality: f.quality }),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const toBlob = (f: CroppedFormat) =>
    new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))),
        f.mimeType,
        f.quality,
      ),
    );
  return { context, toBlob };
}

export const loadCropSource: LoadCropSource = async (file) => {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  let preview: ImageBitmap;
  try {
    preview = await createImageBitmap(bitmap, {
      resizeWidth: Math.max(1, Math.round(bitmap.width * scale)),
      resizeHeight: Math.max(1, Math.round(bitmap.height * scale)),
      resizeQuality: 'medium',
    });
  } catch (error) {
    bitmap.close();
    throw error;
  }
  return {
    width: bitmap.width,
    height: bitmap.height,
    drawPreview(canvas) {
      canvas.width = preview.width;
      canvas.height = preview.height;
      canvas.getContext('2d')?.drawImage(preview, 0, 0);
    },
    async encode(rect, outputSide, format) {
      const { context, toBlob } = createSquareCanvas(outputSide);
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, rect.x, rect.y, rect.side, rect.side, 0, 0, outputSide, outputSide);
      return toBlob(format);
    },
    close() {
      preview.close();
      bitmap.close();
    },
  };
};
