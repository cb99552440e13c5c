// The storage port of queued business requests (src/domain/sync/queuedRequests.ts): src/data keeps
// them in the device cache (no table of their own), the engine sends them through this port only.
import type { QueuedRequest } from '../../domain/sync/queuedRequests';

export interface RequestQueueStore {
  list(): Promise<QueuedRequest[]>;
  /** replaces the stored request of that id; one dismissed meanwhile stays gone */
  update(request: QueuedRequest): Promise<void>;
  remove(id: string): Promise<void>;
}
