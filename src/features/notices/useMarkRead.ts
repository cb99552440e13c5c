import { useState } from 'react';
import { markMessageRead } from './sysMessageStore';

/** Marks a message read; the failure (offline, refused) is kept for display. */
export function useMarkRead(): { markRead(id: string): void; failure: unknown } {
  const [failure, setFailure] = useState<unknown>(null);
  const markRead = (id: string) => {
    setFailure(null);
    markMessageRead(id).catch(setFailure);
  };
  return { markRead, failure };
}
