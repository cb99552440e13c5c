import {
  Avatar,
  Body1,
  Caption1,
  Label,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ArtistLimits, validateAvatar, type ImageFacts } from '../../../domain/catalogue';
import { FILE_PURPOSES } from '../../../domain/media/filePolicy';
import { megabytesOf } from '../../../domain/media/fileSize';
import { startUpload } from '../../../uploads/uploader';
import { FilePickButton, type PickedFile } from '../../upload/FilePickButton';
import { formatBytes, issueText as fileIssueText } from '../../upload/uploadText';
import { FileStateText } from '../shared/upload/FileStateText';
import { issueText } from '../shared/issueText';
import { artistFieldMessages, artistAvatarMessages as m } from './messages';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  root: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  value: ImageFacts | null;
  name: string;
  disabled?: boolean;
  /** the picture passed the check and its upload started (it finishes on its own, also later) */
  onUploaded(avatar: ImageFacts): void | Promise<void>;
}

/**
 * The artist's avatar (JPG/PNG, at most 10M, 500 x 500 or more recommended): checked by content
 * in the worker, then uploaded; a smaller picture is taken with a warning, as the spec recommends.
 */
export function ArtistAvatarField({ value, name, disabled, onUploaded }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const [preview, setPreview] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const labelId = useId();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onPick = async ({ file, handle }: PickedFile) => {
    setProblems([]);
    const result = await startUpload({ file, purpose: 'avatar', handle });
    if (!result.ok) {
      setProblems(
        result.check.issues
          .filter((i) => i.severity === 'error')
          .map((i) => fileIssueText(intl, i, file.name)),
      );
      return;
    }
    if (result.facts?.kind !== 'image') return;
    const { format, widthPx, heightPx } = result.facts;
    setPreview(URL.createObjectURL(file));
    await onUploaded({
      path: result.fileId,
      name: file.name,
      sizeBytes: file.size,
      format,
      widthPx,
      heightPx,
    });
  };

  const warnings = validateAvatar(value).map((i) => issueText(intl, i, artistFieldMessages));
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <Label id={labelId}>{intl.formatMessage(artistFieldMessages.avatar)}</Label>
      <div className={styles.root} data-testid="artist-avatar">
        <Avatar
          size={72}
          name={name || undefined}
          image={preview ? { src: preview, alt: intl.formatMessage(m.previewAlt) } : undefined}
        />
        <div className={styles.column}>
          <Body1>
            {value
              ? intl.formatMessage(m.file, {
                  name: value.name,
                  width: value.widthPx,
                  height: value.heightPx,
                  size: formatBytes(intl, value.sizeBytes),
                })
              : intl.formatMessage(m.none)}
          </Body1>
          {value && (
            <FileStateText fileId={value.path} fileName={value.name} testId="artist-avatar-state" />
          )}
          <Caption1 className={styles.muted}>
            {intl.formatMessage(m.hint, {
              minPx: ArtistLimits.avatarRecommendedMinPx,
              maxMb: megabytesOf(ArtistLimits.avatarMaxBytes),
            })}
          </Caption1>
          <div>
            <FilePickButton
              accept={FILE_PURPOSES.avatar.extensions}
              label={intl.formatMessage(value ? m.replace : m.choose)}
              disabled={disabled}
              testId="artist-avatar-pick"
              onPick={(picked) => void onPick(picked)}
            />
          </div>
          {warnings.length > 0 && (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{warnings.join(' ')}</MessageBarBody>
            </MessageBar>
          )}
          {problems.length > 0 && (
            <MessageBar intent="error" layout="multiline" data-testid="artist-avatar-problems">
              <MessageBarBody>
                {problems.map((text) => (
                  <div key={text}>{text}</div>
                ))}
              </MessageBarBody>
            </MessageBar>
          )}
        </div>
      </div>
    </div>
  );
}
