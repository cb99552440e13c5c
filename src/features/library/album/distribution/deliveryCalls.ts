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

/** The partner's own album by its id; the back office's names the album's organisation too. */
export function fetchAlbumBatches(
  album: { scope: 'partner'; albumId: string } | { scope: 'staff'; orgId: string; albumId: string },
  signal?: AbortSignal,
): Promise<AlbumBatchesResult> {
  return album.scope === 'partner'
    ? api.request<AlbumBatchesResult>(DELIVERY_PATHS.partnerBatches, {
        query: { albumId: album.albumId },
        signal,
      })
    : api.request<AlbumBatchesResult>(DELIVERY_PATHS.staffBatches, {
        query: { orgId: album.orgId, albumId: album.albumId },
        signal,
      });
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
