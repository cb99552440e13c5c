import { Body1, Caption1, MessageBar, MessageBarBody, Subtitle2 } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { updateRecord } from '../../../data/catalogueRepo';
import { AlbumLimits, type Album } from '../../../domain/catalogue';
import { isCropOffered } from '../../../domain/media/crop';
import { FILE_PURPOSES } from '../../../domain/media/filePolicy';
import { megabytesOf } from '../../../domain/media/fileSize';
import { checkFileInWorker } from '../../../uploads/probeClient';
import { startUpload } from '../../../uploads/uploader';
import { FilePickButton, type PickedFile } from '../../upload/FilePickButton';
import { ImageCropDialog } from '../../upload/ImageCropDialog';
import { formatBytes, issueText } from '../../upload/uploadText';
import { isAlbumMediaEditable } from './albumMediaEditability';
import { useAlbumMediaStyles } from './AlbumMedia.styles';
import { albumMediaMessages as m } from './messages';
import { reportError } from '../../../data/errorLog';

/**
 * The album cover: checked in the worker, uploaded, and recorded on the album at once (an ordinary
 * sync op, so it works offline; the upload waits for the network). A local preview meanwhile.
 * A picture that is only not square opens the crop dialog first; its crop is checked again.
 */
export function AlbumCoverField({ album }: { album: Album }) {
  const intl = useIntl();
  const styles = useAlbumMediaStyles();
  const [preview, setPreview] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [cropFile, setCropFile] = useState<File | null>(null);
  const editable = isAlbumMediaEditable(album, 'album', 'cover');

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async ({ file, handle }: PickedFile) => {
    const result = await startUpload({ file, purpose: 'albumCover', handle });
    if (!result.ok) {
      setProblems(
        result.check.issues
          .filter((i) => i.severity === 'error')
          .map((i) => issueText(intl, i, file.name)),
      );
      return;
    }
    if (result.facts?.kind !== 'image') return;
    setPreview(URL.createObjectURL(file));
    const { format, widthPx, heightPx } = result.facts;
    try {
      await updateRecord('album', album.id, {
        cover: {
          path: result.fileId,
          name: file.name,
          sizeBytes: file.size,
          format,
          widthPx,
          heightPx,
        },
      });
    } catch (error) {
      reportError('album.coverSave', error);
      setProblems([intl.formatMessage(m.editFailed)]);
    }
  };

  const onPick = async (picked: PickedFile) => {
    setProblems([]);
    // checked here first: startUpload would announce the refusal of a picture we offer to crop
    const check = await checkFileInWorker(picked.file, 'albumCover');
    if (isCropOffered(check.issues)) setCropFile(picked.file);
    else await upload(picked);
  };

  // the crop is a new file: no handle, since the picked file's handle would reopen the uncropped one
  const onCropped = async (cropped: File) => {
    setCropFile(null);
    await upload({ file: cropped });
  };

  const cover = album.cover;
  return (
    <section
      className={styles.section}
      aria-labelledby="album-cover-heading"
      data-testid="album-cover"
    >
      <Subtitle2 as="h2" id="album-cover-heading">
        {intl.formatMessage(m.cover)}
      </Subtitle2>
      <div className={styles.coverRow}>
        {preview ? (
          <img src={preview} alt={intl.formatMessage(m.coverAlt)} className={styles.preview} />
        ) : (
          <div className={styles.previewEmpty} aria-hidden />
        )}
        <div className={styles.column}>
          <Body1 data-testid="album-cover-file">
            {cover
              ? intl.formatMessage(m.coverFile, {
                  name: cover.name,
                  width: cover.widthPx,
                  height: cover.heightPx,
                  size: formatBytes(intl, cover.sizeBytes),
                })
              : intl.formatMessage(m.coverNone)}
          </Body1>
          <Caption1 className={styles.muted}>
            {intl.formatMessage(m.coverHint, {
              minPx: AlbumLimits.coverMinPx,
              maxMb: megabytesOf(AlbumLimits.coverMaxBytes),
            })}
          </Caption1>
          <div>
            <FilePickButton
              accept={FILE_PURPOSES.albumCover.extensions}
              label={intl.formatMessage(m.coverChoose)}
              disabled={!editable}
              testId="album-cover-pick"
              onPick={(picked) => void onPick(picked)}
            />
          </div>
        </div>
      </div>
      {cropFile && (
        <ImageCropDialog
          file={cropFile}
          purpose="albumCover"
          onCropped={onCropped}
          onCancel={() => setCropFile(null)}
        />
      )}
      {problems.length > 0 && (
        <MessageBar intent="error" layout="multiline" data-testid="album-cover-problems">
          <MessageBarBody>
            {problems.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
