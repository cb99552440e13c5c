// A flag in localStorage that says the last page left unfinished uploads, so the layout loads
// Uppy (and Golden Retriever's restore) only when there is something to restore.
const PENDING_KEY = 'portal-uploads-pending';

export function hasPendingUploads(): boolean {
  try {
    return localStorage.getItem(PENDING_KEY) === '1';
  } catch {
    // storage unavailable: nothing can have been left to restore
    return false;
  }
}

export function setPendingUploads(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(PENDING_KEY, '1');
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // storage unavailable: the next upload loads the engine anyway
  }
}
