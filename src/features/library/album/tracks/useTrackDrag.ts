// Drag-and-drop of track rows by their handle (HTML drag events, no library): while dragging, the
// list shows where the track would land; the drop saves that place, leaving the table restores it.
// The keyboard path is the move buttons and the handle's arrow keys (useTrackOrder.move).
import { useState, type DragEvent } from 'react';
import { moveToIndex } from './trackOrder';

export interface TrackDrag {
  /** the order to show: the preview while dragging */
  order: readonly string[];
  draggingId: string | null;
  handleProps(id: string): {
    draggable: true;
    onDragStart(event: DragEvent<HTMLElement>): void;
    onDragEnd(): void;
  };
  bodyProps: {
    onDragOver(event: DragEvent<HTMLElement>): void;
    onDrop(event: DragEvent<HTMLElement>): void;
  };
}

/** The track row under the pointer: rows carry data-track-id. */
function rowIdOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest('[data-track-id]')?.getAttribute('data-track-id') ?? null;
}

export function useTrackDrag(
  order: readonly string[],
  onDrop: (id: string, index: number) => void,
): TrackDrag {
  const [drag, setDrag] = useState<{ id: string; preview: string[] } | null>(null);
  // a drag whose track left the list (deleted elsewhere) is dropped silently
  const active = drag !== null && order.includes(drag.id) ? drag : null;

  return {
    order: active?.preview ?? order,
    draggingId: active?.id ?? null,
    handleProps: (id) => ({
      draggable: true,
      onDragStart: (event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
        const row = event.currentTarget.closest('tr');
        if (row) event.dataTransfer.setDragImage(row, 16, 16);
        setDrag({ id, preview: [...order] });
      },
      onDragEnd: () => setDrag(null),
    }),
    bodyProps: {
      onDragOver: (event) => {
        if (active === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const overId = rowIdOf(event.target);
        if (overId === null || overId === active.id) return;
        const next = moveToIndex(active.preview, active.id, active.preview.indexOf(overId));
        setDrag({ id: active.id, preview: next });
      },
      onDrop: (event) => {
        if (active === null) return;
        event.preventDefault();
        onDrop(active.id, active.preview.indexOf(active.id));
        setDrag(null);
      },
    },
  };
}
