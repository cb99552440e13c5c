import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Title2,
  tokens,
} from '@fluentui/react-components';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { DataStatusBar } from '../../components/DataStatusBar';
import { useErrorText } from '../../components/useErrorText';
import { AccountLimits } from '../../domain/schemas/limits';
import { useOnline } from '../batch/useOnline';
import { personalMessages as m } from './messages';
import { usePersonal } from './usePersonal';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '32rem',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // inputs on one line even when a label wraps (the narrow country code's, in Chinese)
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  telArea: { width: '6rem', flexShrink: 0, '& input': { minWidth: 0, width: '100%' } },
  grow: { flexGrow: 1 },
});

type Outcome = ReturnType<typeof usePersonal>['infoOutcome'];

function OutcomeBar({ outcome, done }: { outcome: Outcome; done: string }) {
  const errorText = useErrorText();
  if (outcome.kind === 'idle') return null;
  return outcome.kind === 'done' ? (
    <MessageBar intent="success" role="status">
      <MessageBarBody>{done}</MessageBarBody>
    </MessageBar>
  ) : (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{errorText(outcome.failure)}</MessageBarBody>
    </MessageBar>
  );
}

/** /account/personal: one's own name, email and phone, and a password change. */
export function PersonalPage() {
  const intl = useIntl();
  const styles = useStyles();
  const isOnline = useOnline();
  const p = usePersonal();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const message = (code: string | undefined, field: string) =>
    code ? intl.formatMessage({ id: `validation.${code}` }, { field }) : undefined;

  const text = (
    label: MessageDescriptor,
    value: string,
    onChange: (v: string) => void,
    error: string | undefined,
    input: { type?: 'email' | 'tel' | 'password'; autoComplete: string; maxLength: number },
  ) => (
    <Field label={t(label)} required validationMessage={message(error, t(label))}>
      <Input {...input} value={value} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );

  return (
    <div className={styles.page}>
      <Title2 as="h1">{t(m.heading)}</Title2>
      {(p.isSavedCopy || !isOnline) && (
        <DataStatusBar status={{ kind: 'offline' }} savedAt={p.savedAt} onRetry={p.retry} />
      )}
      {!isOnline && (
        <MessageBar intent="warning" data-testid="needs-connection">
          <MessageBarBody>{t(m.needsConnection)}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={(e) => void p.saveInfo(e)} noValidate>
        <Subtitle1 as="h2">{t(m.profile)}</Subtitle1>
        <OutcomeBar outcome={p.infoOutcome} done={t(m.saved)} />
        {text(m.name, p.info.name, (name) => p.setInfo({ name }), p.infoErrors.name, {
          autoComplete: 'name',
          maxLength: AccountLimits.nameMax,
        })}
        {text(m.email, p.info.email, (email) => p.setInfo({ email }), p.infoErrors.email, {
          type: 'email',
          autoComplete: 'email',
          maxLength: 254,
        })}
        <div className={styles.row}>
          <div className={styles.telArea}>
            {text(
              m.telArea,
              p.info.telArea,
              (telArea) => p.setInfo({ telArea }),
              p.infoErrors.telArea,
              {
                type: 'tel',
                autoComplete: 'tel-country-code',
                maxLength: 5,
              },
            )}
          </div>
          <div className={styles.grow}>
            {text(
              m.telephone,
              p.info.telephone,
              (telephone) => p.setInfo({ telephone }),
              p.infoErrors.telephone,
              { type: 'tel', autoComplete: 'tel-national', maxLength: 20 },
            )}
          </div>
        </div>
        <Button type="submit" appearance="primary" disabled={!isOnline}>
          {t(m.save)}
        </Button>
      </form>
      <form className={styles.form} onSubmit={(e) => void p.savePassword(e)} noValidate>
        <Subtitle1 as="h2">{t(m.password)}</Subtitle1>
        <OutcomeBar outcome={p.pwOutcome} done={t(m.passwordChanged)} />
        {text(
          m.currentPassword,
          p.pw.current,
          (current) => p.setPw({ current }),
          p.pwErrors.current,
          {
            type: 'password',
            autoComplete: 'current-password',
            maxLength: AccountLimits.passwordMax,
          },
        )}
        <Field
          label={t(m.newPassword)}
          required
          hint={t(m.passwordHint)}
          validationMessage={message(p.pwErrors.next, t(m.newPassword))}
        >
          <Input
            type="password"
            autoComplete="new-password"
            maxLength={AccountLimits.passwordMax}
            value={p.pw.next}
            onChange={(_, d) => p.setPw({ next: d.value })}
          />
        </Field>
        {text(
          m.confirmPassword,
          p.pw.confirmation,
          (confirmation) => p.setPw({ confirmation }),
          p.pwErrors.confirmation,
          { type: 'password', autoComplete: 'new-password', maxLength: AccountLimits.passwordMax },
        )}
        <Button type="submit" appearance="primary" disabled={!isOnline}>
          {t(m.changePassword)}
        </Button>
      </form>
    </div>
  );
}
