// The envelope calls of the upload pipeline (session header like every call): a grant for the
// Companion-shaped routes, where a file stands (the server's verdict after its own verification)
// and a playback URL. The shell hands over its API client (UploadTaskListSlot), so the login page's
// chunks stay as they are.
import type { ApiClient } from '../app/api/client';
import type { PATHS, UploadGrant } from '../domain/api';
import type { LandedFile } from './uploadEngine';

/** PATHS.uploadGrant, typed against it: a value import would pull domain/api into the album chunk */
const UPLOAD_GRANT_PATH: typeof PATHS.uploadGrant = '/files/uploadGrant';

/** PATHS.audioXcodeUrl: a signed one-hour stream URL of a verified file (served with Range) */
const PLAYBACK_URL_PATH: typeof PATHS.audioXcodeUrl = '/file/get_audio_xcode_url';

/**
 * GET /api/files/<id>/status.json: status and rejectCode, 'absent' while the server has no such
 * file. Asked before a file exists (a record names it before its upload starts, a reload asks
 * about unfinished ones), so "not there yet" is an answer, not a 404 in the console.
 */
const fileStatusPath = (id: string) => `/files/${encodeURIComponent(id)}/status`;

let client: ApiClient | null = null;

export function setUploadApiClient(next: ApiClient): void {
  client = next;
}

function apiClient(): ApiClient {
  if (client === null) throw new Error('upload API client not set');
  return client;
}

export function requestUploadGrant(): Promise<UploadGrant> {
  return apiClient().request<UploadGrant>(UPLOAD_GRANT_PATH, { method: 'POST', body: {} });
}

export function readFileRecord(id: string): Promise<LandedFile> {
  return apiClient().request<LandedFile>(fileStatusPath(id));
}

/** The URL an <audio> element streams a verified file from (it sends no session header). */
export async function requestPlaybackUrl(fileId: string): Promise<string> {
  const answer = await apiClient().request<{ url: string }>(PLAYBACK_URL_PATH, {
    method: 'POST',
    body: { fileUrl: fileId },
  });
  return answer.url;
}
