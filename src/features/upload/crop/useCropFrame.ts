// Zoom and pan of the crop frame: every change goes through computeSquareCrop, so the stored view
// is always the clamped one (a pan pushed past an edge answers at once when it comes back).
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  computeSquareCrop,
  type CropView,
  type PixelSize,
  type SquareCrop,
} from '../../../domain/media/crop';
import type { ImagePurpose } from '../../../domain/media/rules';

const CENTRED: CropView = { zoom: 1, pan: { x: 0, y: 0 } };
/** one +/- press: 10 % closer or farther */
const ZOOM_STEP = 1.1;
/** one arrow press moves the frame a twentieth of its side; with Shift a quarter */
const PAN_FRACTION = 1 / 20;
const PAN_FRACTION_FAST = 1 / 4;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export interface CropFrame {
  crop: SquareCrop | null;
  setZoom(zoom: number): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  startPan: CropView['pan'];
  /** source pixels per screen pixel */
  scale: number;
}

/** `stage` is the element showing the whole picture; drags are measured against its width. */
export function useCropFrame(
  size: PixelSize | null,
  purpose: ImagePurpose,
  stage: { current: HTMLElement | null },
): CropFrame {
  const [view, setView] = useState<CropView>(CENTRED);
  const drag = useRef<Drag | null>(null);
  const crop = size ? computeSquareCrop(size, view, purpose) : null;

  const update = useCallback(
    (next: (current: CropView) => CropView) =>
      setView((current) => {
        if (!size) return current;
        const clamped = computeSquareCrop(size, next(current), purpose);
        return clamped.ok ? clamped.view : current;
      }),
    [size, purpose],
  );

  const setZoom = useCallback((zoom: number) => update((v) => ({ ...v, zoom })), [update]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!crop?.ok) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      const step = Math.max(
        1,
        Math.round(crop.rect.side * (event.shiftKey ? PAN_FRACTION_FAST : PAN_FRACTION)),
      );
      update((v) => ({
        ...v,
        pan: { x: v.pan.x + arrow[0] * step, y: v.pan.y + arrow[1] * step },
      }));
    } else if (event.key === '+' || event.key === '=') {
      update((v) => ({ ...v, zoom: v.zoom * ZOOM_STEP }));
    } else if (event.key === '-' || event.key === '_') {
      update((v) => ({ ...v, zoom: v.zoom / ZOOM_STEP }));
    } else if (event.key === '0' || event.key === 'Home') {
      update(() => CENTRED);
    } else {
      return;
    }
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const width = stage.current?.getBoundingClientRect().width ?? 0;
    if (!size || width <= 0 || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      startPan: view.pan,
      scale: size.width / width,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const pan = {
      x: d.startPan.x + (event.clientX - d.startX) * d.scale,
      y: d.startPan.y + (event.clientY - d.startY) * d.scale,
    };
    update((v) => ({ ...v, pan }));
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  return { crop, setZoom, onKeyDown, onPointerDown, onPointerMove, onPointerUp };
}
