// The media probe worker's API (Excalidraw's split): header checks off the main thread.
import type { FilePurpose } from '../domain/media/filePolicy';
import type { CheckOptions, FileCheck } from '../uploads/checkFile';

export interface MediaProbeApi {
  checkFile(file: File, purpose: FilePurpose, options?: CheckOptions): Promise<FileCheck>;
}
