import { Body1, Button, Caption1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { AlbumLimits, type ImageFacts, type Issue } from '../../../domain/catalogue';
import { FILE_PURPOSES } from '../../../domain/media/filePolicy';
import { megabytesOf } from '../../../domain/media/fileSize';
import { FilePickButton } from '../../upload/FilePickButton';
import { ImageCropDialog } from '../../upload/ImageCropDialog';
import { formatBytes } from '../../upload/uploadText';
import { useAlbumMediaStyles } from '../album/AlbumMedia.styles';
import { FieldGroup } from '../shared/FieldGroup';
import { fieldState } from '../shared/issueText';
import { useSquareImageUpload } from '../shared/upload/useSquareImageUpload';
import { localizationFieldLabels as labels, localizationMessages as m } from './messages';

interface Props {
  cover: ImageFacts | null;
  issue: Issue | undefined;
  disabled: boolean;
  onChange(cover: ImageFacts | null): void;
}

/**
 * The album's overseas cover (3000-10000 px, square) inside the localization drawer: the album
 * cover's pick, check, crop and upload, with the started upload's facts kept in the draft, so the
 * row points at the file once saved while the upload goes on (or waits for the network).
 */
export function OverseasCoverField({ cover, issue, disabled, onChange }: Props) {
  const intl = useIntl();
  const styles = useAlbumMediaStyles();
  const upload = useSquareImageUpload('overseasCover', onChange);
  const rule = FILE_PURPOSES.overseasCover;
  return (
    <FieldGroup
      label={intl.formatMessage(labels.overseasCover)}
      {...fieldState(intl, issue, labels)}
      testId="overseas-cover"
    >
      <div className={styles.coverRow}>
        {upload.preview && cover ? (
          <img
            src={upload.preview}
            alt={intl.formatMessage(m.coverAlt)}
            className={styles.preview}
          />
        ) : (
          <div className={styles.previewEmpty} aria-hidden />
        )}
        <div className={styles.column}>
          <Body1 data-testid="overseas-cover-file">
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
              minPx: AlbumLimits.overseasCoverMinPx,
              maxPx: AlbumLimits.overseasCoverMaxPx,
              maxMb: megabytesOf(rule.maxBytes),
            })}
          </Caption1>
          <div>
            <FilePickButton
              accept={rule.extensions}
              label={intl.formatMessage(m.coverChoose)}
              disabled={disabled}
              testId="overseas-cover-pick"
              onPick={(picked) => void upload.pick(picked)}
            />
            {cover && (
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                disabled={disabled}
                onClick={() => onChange(null)}
              >
                {intl.formatMessage(m.coverRemove)}
              </Button>
            )}
          </div>
        </div>
      </div>
      {upload.cropFile && (
        <ImageCropDialog
          file={upload.cropFile}
          purpose="overseasCover"
          onCropped={upload.cropped}
          onCancel={upload.cancelCrop}
        />
      )}
      {upload.problems.length > 0 && (
        <MessageBar intent="error" layout="multiline" data-testid="overseas-cover-problems">
          <MessageBarBody>
            {upload.problems.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
    </FieldGroup>
  );
}
