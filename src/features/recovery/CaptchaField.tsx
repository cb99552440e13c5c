import { Button, Field, Input } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { CaptchaResult } from '../../domain/api';
import { useRecoveryStyles } from './Recovery.styles';
import { recoveryMessages } from './messages';

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  picture: CaptchaResult | null;
  pictureFailed: boolean;
  onRefresh: () => void;
  validationMessage?: string;
}

/** The server's graphic code: its picture, the typed answer and a button for another picture. */
export function CaptchaField({
  value,
  onChange,
  picture,
  pictureFailed,
  onRefresh,
  validationMessage,
}: CaptchaFieldProps) {
  const intl = useIntl();
  const styles = useRecoveryStyles();
  const message =
    validationMessage ??
    (pictureFailed ? intl.formatMessage(recoveryMessages.captchaLoadFailed) : undefined);
  return (
    <Field
      label={intl.formatMessage(recoveryMessages.captcha)}
      required
      validationMessage={message}
    >
      <div className={styles.captchaRow}>
        <Input
          className={styles.captchaInput}
          name="captcha"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={8}
          value={value}
          onChange={(_, d) => onChange(d.value)}
        />
        {picture ? (
          <img
            className={styles.captchaImage}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture.svg)}`}
            alt={intl.formatMessage(recoveryMessages.captchaImage)}
            data-captcha-id={picture.captchaId}
          />
        ) : (
          <span className={styles.captchaPlaceholder} />
        )}
        <Button
          appearance="subtle"
          icon={<ArrowClockwiseRegular />}
          aria-label={intl.formatMessage(recoveryMessages.captchaRefresh)}
          title={intl.formatMessage(recoveryMessages.captchaRefresh)}
          onClick={onRefresh}
        />
      </div>
    </Field>
  );
}
