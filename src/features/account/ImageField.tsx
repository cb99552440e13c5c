// One identity image (ID card side, business licence, logo) as a form field: the pick is checked
// in the browser with the server's own rules (type from the bytes, size, pixels; uploads/checkFile)
// and refused with a localized message; the parent decides when the file is uploaded.
import { Body1, Caption1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { reportError } from '../../data/errorLog';
import {
  purposeOfSlot,
  type IdentityImage,
  type IdentityImageSlot,
} from '../../domain/accounts/identityImages';
import { FILE_PURPOSES } from '../../domain/media/filePolicy';
import { megabytesOf } from '../../domain/media/fileSize';
import { checkFile, hasBlockingIssue } from '../../uploads/checkFile';
import { FilePickButton } from '../upload/FilePickButton';
import { issueText } from '../upload/uploadText';
import { imageFieldMessages as m, imageFieldValueMessages as v } from './messages';

export type ImageFieldValue =
  { kind: 'picked'; file: File } | { kind: 'stored'; image: IdentityImage } | null;

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  thumb: {
    width: '96px',
    height: '64px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  list: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  name: { overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 8rem' },
});

/** A picked file's local preview, revoked when the file changes or the field goes. */
function usePreview(value: ImageFieldValue): string | null {
  const file = value?.kind === 'picked' ? value.file : null;
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return value?.kind === 'stored' ? value.image.url : url;
}

export interface ImageFieldProps {
  slot: IdentityImageSlot;
  value: ImageFieldValue;
  onChange(value: ImageFieldValue): void;
  required?: boolean;
  /** a message from outside (required, the server's refusal) */
  error?: string;
  disabled?: boolean;
}

export function ImageField({ slot, value, onChange, required, error, disabled }: ImageFieldProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const preview = usePreview(value);
  const purpose = purposeOfSlot(slot);
  const rule = FILE_PURPOSES[purpose];
  const label = intl.formatMessage(m[slot]);
  const fileName = value?.kind === 'picked' ? value.file.name : value?.image.name;

  const pick = async (file: File) => {
    setProblem(null);
    setChecking(true);
    try {
      const check = await checkFile(file, purpose);
      const refusal = check.issues.find((i) => i.severity === 'error');
      if (hasBlockingIssue(check) && refusal) setProblem(issueText(intl, refusal, file.name));
      else onChange({ kind: 'picked', file });
    } catch (failure) {
      reportError('account.imageField.check', failure);
      setProblem(intl.formatMessage({ id: 'media.file-format' }, { file: file.name }));
    } finally {
      setChecking(false);
    }
  };

  const message = problem ?? error;
  return (
    <Field
      label={label}
      required={required}
      hint={intl.formatMessage(v.hint, { maxMb: megabytesOf(rule.maxBytes) })}
      validationMessage={message ?? undefined}
      validationState={message ? 'error' : 'none'}
    >
      <div className={styles.row}>
        {preview && fileName && (
          <img
            className={styles.thumb}
            src={preview}
            alt={intl.formatMessage(v.preview, { label, file: fileName })}
          />
        )}
        <FilePickButton
          accept={rule.extensions}
          label={intl.formatMessage(checking ? m.checking : value ? m.replace : m.choose)}
          ariaLabel={`${label}: ${intl.formatMessage(value ? m.replace : m.choose)}`}
          disabled={disabled || checking}
          testId={`image-${slot}`}
          onPick={(picked) => void pick(picked.file)}
        />
        {fileName && (
          <Body1 className={styles.name} data-testid={`image-${slot}-name`}>
            {fileName}
          </Body1>
        )}
      </div>
    </Field>
  );
}

/** The stored images, read-only (the registration's summary; later the subject info). */
export function IdentityImageList({
  slots,
  images,
}: {
  slots: readonly IdentityImageSlot[];
  images: readonly IdentityImage[];
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section aria-labelledby="identity-images-heading">
      <Body1 as="h2" id="identity-images-heading" block>
        <strong>{intl.formatMessage(m.storedHeading)}</strong>
      </Body1>
      <ul className={styles.list} data-testid="identity-images">
        {slots.map((slot) => {
          const image = images.find((i) => i.slot === slot);
          const label = intl.formatMessage(m[slot]);
          return (
            <li key={slot} className={styles.row}>
              {image ? (
                <img
                  className={styles.thumb}
                  src={image.url}
                  alt={intl.formatMessage(v.preview, { label, file: image.name })}
                />
              ) : null}
              <div className={styles.name}>
                <Body1 block>{label}</Body1>
                <Caption1 block>{image ? image.name : intl.formatMessage(m.noneStored)}</Caption1>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
