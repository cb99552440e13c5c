// What each channel was told (src/domain/distribution/deliveries.ts): an album's delivery batches
// and one batch's message, manifest or acknowledgement, through the partner's calls or, for the
// back office, the staff twins. Both answer the same shapes, so one history component shows either.
import { api } from '../../../../app/api/api';
import {
  DELIVERY_PATHS,
  type AlbumBatchesResult,
  type BatchFileKind,
} from '../../../../domain/distribution/deliveries';

export type DeliveryScope = 'partner' | 'staff';

export function fetchAlbumBatches(
  scope: DeliveryScope,
  albumId: string,
  signal?: AbortSignal,
): Promise<AlbumBatchesResult> {
  return api.request<AlbumBatchesResult>(
    scope === 'partner' ? DELIVERY_PATHS.partnerBatches : DELIVERY_PATHS.staffBatches,
    { query: { albumId }, signal },
  );
}

/** The file's text as it was sent (or read, for an acknowledgement). */
export async function fetchBatchFile(
  scope: DeliveryScope,
  id: string,
  file: BatchFileKind,
): Promise<string> {
  const blob = await api.request<Blob>(
    scope === 'partner' ? DELIVERY_PATHS.partnerBatchFile : DELIVERY_PATHS.staffBatchFile,
    { query: { id, file }, responseType: 'blob' },
  );
  return blob.text();
}
