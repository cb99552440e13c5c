import { api } from '../../../../app/api/api';
import { DDEX_PATHS, type AlbumDdexDiff } from '../../../../domain/ddex/api';

/** A package can hold a whole album's audio: give it longer than a JSON call. */
const PACKAGE_TIMEOUT_MS = 10 * 60 * 1000;

export function fetchAlbumPackage(albumId: string): Promise<Blob> {
  return api.request<Blob>(DDEX_PATHS.albumPackage, {
    query: { albumId },
    responseType: 'blob',
    timeoutMs: PACKAGE_TIMEOUT_MS,
  });
}

/** Hands a downloaded file to the browser's save, as a link with `download` would. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the save; the object URL is no longer needed once it has read the blob
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function fetchAlbumDiff(albumId: string): Promise<AlbumDdexDiff> {
  return api.request<AlbumDdexDiff>(DDEX_PATHS.albumDiff, { query: { albumId } });
}
