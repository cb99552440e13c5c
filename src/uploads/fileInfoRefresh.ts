// "Refresh the audio/video information" after a .wav or .mov upload, without reloading the page:
// a reload lost whatever drawer was open. Screens that read a file's server record re-read it when
// the generation changes; the catalogue records (with their audio facts) come with the next sync.
import { useSyncExternalStore } from 'react';

let generation = 0;
const listeners = new Set<() => void>();

export function refreshFileInfo(): void {
  generation += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => generation;

/** Changes each time refreshFileInfo() is called: a dependency for effects that read file records. */
export function useFileInfoGeneration(): number {
  return useSyncExternalStore(subscribe, current, current);
}
