// Whether a new service worker waits, and how to activate it. A tiny store so the prompt
// component and the registration code need not know each other.
type Listener = () => void;

let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

export function getPendingUpdate(): (() => void) | null {
  return applyUpdate;
}

export function setPendingUpdate(apply: (() => void) | null): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
