import { useState } from 'react';
import { markMessageRead } from './sysMessageStore';
import { reportError } from '../../data/errorLog';

/** Marks a message read; the failure (offline, refused) is kept for display. */
export function useMarkRead(): { markRead(id: string): void; failure: unknown } {
  const [failure, setFailure] = useState<unknown>(null);
  const markRead = (id: string) => {
    setFailure(null);
    markMessageRead(id).catch((error: unknown) => {
      reportError('messages.markRead', error);
      setFailure(error);
    });
  };
  return { markRead, failure };
}
