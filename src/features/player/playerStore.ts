// One player sounds at a time in the page: a player claims playback when it starts, and every
// other player pauses when it sees the claim move on. No React here; the hook subscribes.

export interface PlayerStore {
  /** the player now sounding, or null */
  getActive(): string | null;
  claim(playerId: string): void;
  release(playerId: string): void;
  subscribe(listener: () => void): () => void;
}

export function createPlayerStore(): PlayerStore {
  let active: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    if (next === active) return;
    active = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getActive: () => active,
    claim: (playerId) => set(playerId),
    release: (playerId) => {
      if (active === playerId) set(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const playerStore = createPlayerStore();
