// The channel's logo in the channel form: the artist avatar's upload path (FilePickButton, checked
// in the worker with the server's rules, then uploaded with purpose `logo`), its state line while
// the server checks it, and a remove button (null). The server takes only a checked image.
import {
  Body1,
  Button,
  Caption1,
  Label,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChannelLogo } from '../../components/ChannelLogo';
import { FILE_PURPOSES } from '../../domain/media/filePolicy';
import { megabytesOf } from '../../domain/media/fileSize';
import { startUpload } from '../../uploads/uploader';
import { FileStateText } from '../library/shared/upload/FileStateText';
import { FilePickButton, type PickedFile } from '../upload/FilePickButton';
import { issueText } from '../upload/uploadText';
import { channelLogoMessages as m } from './logoMessages';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  logoFileId: string | null;
  /** the channel's name in the UI language (the logo's text alternative) */
  name: string;
  onChange(logoFileId: string | null): void;
}

export function ChannelLogoField({ logoFileId, name, onChange }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const labelId = useId();
  const [uploaded, setUploaded] = useState<{ fileId: string; name: string; url: string } | null>(
    null,
  );
  const [problems, setProblems] = useState<string[]>([]);
  useEffect(() => () => void (uploaded && URL.revokeObjectURL(uploaded.url)), [uploaded]);

  const onPick = async ({ file, handle }: PickedFile) => {
    setProblems([]);
    const result = await startUpload({ file, purpose: 'logo', handle, quiet: true });
    if (!result.ok) {
      setProblems(
        result.check.issues
          .filter((i) => i.severity === 'error')
          .map((i) => issueText(intl, i, file.name)),
      );
      return;
    }
    setUploaded({ fileId: result.fileId, name: file.name, url: URL.createObjectURL(file) });
    onChange(result.fileId);
  };

  const fresh = uploaded !== null && uploaded.fileId === logoFileId ? uploaded : null;
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <Label id={labelId}>{intl.formatMessage(m.label)}</Label>
      <div className={styles.row} data-testid="channel-logo-field">
        <ChannelLogo
          name={name.trim() || intl.formatMessage(m.label)}
          logoFileId={logoFileId}
          previewUrl={fresh?.url}
          size={48}
        />
        <div className={styles.column}>
          {logoFileId === null && <Body1>{intl.formatMessage(m.none)}</Body1>}
          {fresh && (
            <FileStateText
              fileId={fresh.fileId}
              fileName={fresh.name}
              testId="channel-logo-state"
            />
          )}
          <Caption1 className={styles.muted}>
            {intl.formatMessage(m.hint, { maxMb: megabytesOf(FILE_PURPOSES.logo.maxBytes) })}
          </Caption1>
          <div className={styles.buttons}>
            <FilePickButton
              accept={FILE_PURPOSES.logo.extensions}
              label={intl.formatMessage(logoFileId ? m.replace : m.choose)}
              testId="channel-logo-pick"
              onPick={(picked) => void onPick(picked)}
            />
            {logoFileId && (
              <Button
                icon={<DeleteRegular />}
                data-testid="channel-logo-remove"
                onClick={() => onChange(null)}
              >
                {intl.formatMessage(m.remove)}
              </Button>
            )}
          </div>
          {problems.length > 0 && (
            <MessageBar intent="error" layout="multiline" data-testid="channel-logo-problems">
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
