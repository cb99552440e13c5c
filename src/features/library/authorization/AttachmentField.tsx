import {
  Body1,
  Button,
  Caption1,
  Label,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { AuthorizationLimits, type FileRef } from '../../../domain/catalogue';
import { FILE_PURPOSES } from '../../../domain/media/filePolicy';
import { megabytesOf } from '../../../domain/media/fileSize';
import { startUpload } from '../../../uploads/uploader';
import { FilePickButton, type PickedFile } from '../../upload/FilePickButton';
import { formatBytes, issueText } from '../../upload/uploadText';
import { FileStateText } from '../shared/upload/FileStateText';
import { authorizationFormMessages as m } from './messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface Props {
  label: string;
  required?: boolean;
  value: FileRef | null;
  disabled?: boolean;
  /** a missing required file, worded by the form */
  validationMessage?: string;
  testId: string;
  onChange(file: FileRef | null): void;
}

/**
 * An authorization attachment (pdf, jpg, png, tar, zip): the worker reads its first bytes and a
 * file whose content is none of these is refused before any byte is sent, whatever its name says.
 * Accepted files upload at once (or when the network is back); the form records the reference.
 */
export function AttachmentField({
  label,
  required,
  value,
  disabled,
  validationMessage,
  testId,
  onChange,
}: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const labelId = useId();
  const [problems, setProblems] = useState<string[]>([]);

  const onPick = async ({ file, handle }: PickedFile) => {
    setProblems([]);
    const result = await startUpload({ file, purpose: 'authorization', handle });
    if (!result.ok) {
      const errors = result.check.issues
        .filter((i) => i.severity === 'error')
        .map((i) => issueText(intl, i, file.name));
      setProblems([...errors, intl.formatMessage(m.contentRule)]);
      return;
    }
    onChange({ path: result.fileId, name: file.name, sizeBytes: file.size });
  };

  return (
    <div role="group" aria-labelledby={labelId} className={styles.root} data-testid={testId}>
      <Label id={labelId} required={required}>
        {label}
      </Label>
      <div className={styles.row}>
        <Body1 data-testid={`${testId}-file`}>
          {value
            ? intl.formatMessage(m.file, {
                name: value.name,
                size: formatBytes(intl, value.sizeBytes),
              })
            : intl.formatMessage(m.none)}
        </Body1>
        <FilePickButton
          accept={FILE_PURPOSES.authorization.extensions}
          label={intl.formatMessage(value ? m.replace : m.choose)}
          ariaLabel={`${intl.formatMessage(value ? m.replace : m.choose)}: ${label}`}
          disabled={disabled}
          testId={`${testId}-pick`}
          onPick={(picked) => void onPick(picked)}
        />
        {value && !required && (
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            {intl.formatMessage(m.remove)}
          </Button>
        )}
      </div>
      {value && (
        <FileStateText fileId={value.path} fileName={value.name} testId={`${testId}-state`} />
      )}
      <Caption1 className={styles.muted}>
        {intl.formatMessage(m.formats, {
          formats: intl.formatList(
            AuthorizationLimits.attachmentFormats.map((f) => f.toUpperCase()),
            { type: 'disjunction' },
          ),
          maxMb: megabytesOf(FILE_PURPOSES.authorization.maxBytes),
        })}
      </Caption1>
      {validationMessage && problems.length === 0 && (
        <Caption1 className={styles.error} role="alert" data-testid={`${testId}-error`}>
          {validationMessage}
        </Caption1>
      )}
      {problems.length > 0 && (
        <MessageBar intent="error" layout="multiline" data-testid={`${testId}-problems`}>
          <MessageBarBody>
            {problems.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
