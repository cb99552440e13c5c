// What the upload pipeline tells the person (spec section 2): the engine publishes, the layout's
// notification host shows toasts and the reload question. Plain data, worded by the UI.
import type { MediaIssue } from '../domain/media';

export type UploadNotice =
  | { type: 'started'; fileName: string }
  | { type: 'succeeded'; fileName: string }
  | { type: 'failed'; fileName: string; code?: string; params?: Record<string, string | number> }
  | { type: 'refused'; fileName: string; issues: MediaIssue[] }
  | { type: 'warning'; fileName: string; issues: MediaIssue[] }
  /** a .wav or .mov landed: offer to reload the page for the new audio/video info */
  | { type: 'askReload'; fileName: string };

type Listener = (notice: UploadNotice) => void;
const listeners = new Set<Listener>();

export function publishNotice(notice: UploadNotice): void {
  for (const listener of listeners) listener(notice);
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** .wav (stereo or Atmos) and .mov (5.1/7.1) carry the audio/video info a reload refreshes */
export function needsReloadQuestion(fileName: string): boolean {
  return /\.(wav|mov)$/i.test(fileName);
}
