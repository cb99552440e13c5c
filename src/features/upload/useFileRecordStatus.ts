// The server's word on a file this tab is not uploading (another tab, an earlier session): read
// once, again when the file id changes and when the user asks to refresh file information
// (refreshFileInfo). null while unknown (offline, or not landed yet).
import { useEffect, useState } from 'react';
import { readFileRecord } from '../../uploads/uploadApi';
import { useFileInfoGeneration } from '../../uploads/fileInfoRefresh';
import type { LandedFile } from '../../uploads/uploadEngine';
import { reportError } from '../../data/errorLog';

export function useFileRecordStatus(fileId: string | null, skip: boolean): LandedFile | null {
  const [record, setRecord] = useState<LandedFile | null>(null);
  const generation = useFileInfoGeneration();
  useEffect(() => {
    if (!fileId || skip) return;
    let live = true;
    readFileRecord(fileId)
      .then((answer) => live && setRecord(answer))
      .catch((error: unknown) => {
        reportError('upload.fileRecord', error);
        if (live) setRecord(null);
      });
    return () => {
      live = false;
    };
  }, [fileId, skip, generation]);
  return record;
}
