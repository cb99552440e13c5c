// Uploading a clip or accompaniment file: the pipeline's header check first (a refused file never
// sends a byte), then the record points at the new file id with the facts read before upload; the
// server replaces them with its own once it has checked the stored file (fileFields.ts).
import type { AudioFacts } from '../../../../domain/catalogue/common';
import type { MediaIssue } from '../../../../domain/media';
import { startUpload } from '../../../../uploads/uploader';
import type { PickedFile } from '../../../upload/FilePickButton';

/** The drawer's last pick: refused before upload (with why), still being checked, or neither. */
export type FilePickState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'refused'; fileName: string; issue: Pick<MediaIssue, 'code' | 'params'> | null };

export type AudioUploadResult =
  | { ok: true; file: AudioFacts }
  | { ok: false; fileName: string; issue: Pick<MediaIssue, 'code' | 'params'> | null };

export async function uploadAudioFile(
  { file, handle }: PickedFile,
  purpose: 'clip' | 'accompaniment',
): Promise<AudioUploadResult> {
  const result = await startUpload({ file, purpose, handle });
  if (!result.ok || result.facts?.kind !== 'audio') {
    const issue = result.check.issues.find((i) => i.severity === 'error') ?? null;
    return { ok: false, fileName: file.name, issue };
  }
  const f = result.facts;
  return {
    ok: true,
    file: {
      path: result.fileId,
      name: file.name,
      sizeBytes: file.size,
      format: f.format,
      durationMs: f.durationMs,
      sampleRateHz: f.sampleRateHz,
      bitDepth: f.bitDepth,
      channels: f.channels,
      bitrateKbps: null,
      verifiedAt: null,
    },
  };
}
