// The media probe worker's API (Excalidraw's split): header checks off the main thread.
import type { FilePurpose } from '../domain/media/filePolicy';
import type { FileCheck } from '../uploads/checkFile';

export interface MediaProbeApi {
  checkFile(file: File, purpose: FilePurpose): Promise<FileCheck>;
}
