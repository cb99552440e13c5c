// The square-picture upload of the album cover (AlbumCoverField), as a hook any cover field can
// use: the pick is checked in the worker first; a picture that is only not square opens the crop
// dialog, whose result is checked and uploaded again; the facts of the started upload go to the
// caller, which records them on its record (or its draft) at once.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ImageFacts } from '../../../../domain/catalogue';
import { isCropOffered } from '../../../../domain/media/crop';
import type { ImagePurpose } from '../../../../domain/media/rules';
import { checkFileInWorker } from '../../../../uploads/probeClient';
import { startUpload } from '../../../../uploads/uploader';
import type { PickedFile } from '../../../upload/FilePickButton';
import { issueText } from '../../../upload/uploadText';

export interface SquareImageUpload {
  /** error texts of the last pick (refused by the check) */
  problems: string[];
  /** a local preview of the last uploaded picture */
  preview: string | null;
  /** the picture waiting for its crop, for ImageCropDialog */
  cropFile: File | null;
  pick(picked: PickedFile): Promise<void>;
  cropped(file: File): Promise<void>;
  cancelCrop(): void;
  clearProblems(): void;
}

export function useSquareImageUpload(
  purpose: ImagePurpose,
  onUploaded: (facts: ImageFacts) => Promise<void> | void,
): SquareImageUpload {
  const intl = useIntl();
  const [problems, setProblems] = useState<string[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const [cropFile, setCropFile] = useState<File | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async ({ file, handle }: PickedFile) => {
    const result = await startUpload({ file, purpose, handle });
    if (!result.ok) {
      setProblems(
        result.check.issues
          .filter((i) => i.severity === 'error')
          .map((i) => issueText(intl, i, file.name)),
      );
      return;
    }
    if (result.facts?.kind !== 'image') return;
    // the effect above revokes the previous preview
    setPreview(URL.createObjectURL(file));
    const { format, widthPx, heightPx } = result.facts;
    await onUploaded({
      path: result.fileId,
      name: file.name,
      sizeBytes: file.size,
      format,
      widthPx,
      heightPx,
    });
  };

  return {
    problems,
    preview,
    cropFile,
    pick: async (picked) => {
      setProblems([]);
      // checked here first: startUpload would announce the refusal of a picture we offer to crop
      const check = await checkFileInWorker(picked.file, purpose);
      if (isCropOffered(check.issues)) setCropFile(picked.file);
      else await upload(picked);
    },
    // the crop is a new file: no handle, since the picked file's handle would reopen the uncropped one
    cropped: async (file) => {
      setCropFile(null);
      await upload({ file });
    },
    cancelCrop: () => setCropFile(null),
    clearProblems: () => setProblems([]),
  };
}
