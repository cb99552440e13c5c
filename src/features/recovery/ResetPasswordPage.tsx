import {
  Body1,
  mergeClasses,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PublicFrame } from '../../components/PublicFrame';
import { RouterLink } from '../../components/RouterLink';
import { useErrorText } from '../../components/useErrorText';
import { AccountLimits } from '../../domain/schemas/limits';
import { routePath } from '../../domain/routes';
import { useLoginStyles } from '../auth/LoginPage.styles';
import { fieldText } from './fieldText';
import { recoveryMessages, recoveryValueMessages } from './messages';
import { useRecoveryStyles } from './Recovery.styles';
import { useResetPassword } from './useResetPassword';

function Card({ heading, children }: { heading: string; children: ReactNode }) {
  const styles = useLoginStyles();
  const own = useRecoveryStyles();
  return (
    <PublicFrame>
      <div className={styles.page}>
        <section className={mergeClasses(styles.card, own.card)} aria-labelledby="reset-heading">
          <Title2 as="h1" id="reset-heading" className={styles.heading} block>
            {heading}
          </Title2>
          {children}
        </section>
      </div>
    </PublicFrame>
  );
}

/** /resetPwd?token=: the emailed link; an expired or used link says so in the page's language. */
export function ResetPasswordPage() {
  const styles = useLoginStyles();
  const own = useRecoveryStyles();
  const intl = useIntl();
  const errorText = useErrorText();
  const { phase, form, setPassword, setConfirmation, submit } = useResetPassword();
  const t = (m: (typeof recoveryMessages)[keyof typeof recoveryMessages]) => intl.formatMessage(m);

  if (phase.kind === 'checking') {
    return (
      <Card heading={t(recoveryMessages.resetHeading)}>
        <Spinner size="small" label={t(recoveryMessages.checking)} />
      </Card>
    );
  }
  if (phase.kind === 'linkProblem') {
    return (
      <Card heading={t(recoveryMessages.linkProblemHeading)}>
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{errorText(phase.failure)}</MessageBarBody>
        </MessageBar>
        <Body1 className={own.links}>
          <RouterLink to={routePath('forgotPwd')}>{t(recoveryMessages.askAgain)}</RouterLink>
          <RouterLink to={routePath('login')}>{t(recoveryMessages.backToLogin)}</RouterLink>
        </Body1>
      </Card>
    );
  }
  if (phase.kind === 'done') {
    return (
      <Card heading={t(recoveryMessages.doneHeading)}>
        <Body1 as="p" role="status" block>
          {t(recoveryMessages.doneBody)}
        </Body1>
        <Body1 className={own.links}>
          <RouterLink to={routePath('login')}>{t(recoveryMessages.goToLogin)}</RouterLink>
        </Body1>
      </Card>
    );
  }
  return (
    <Card heading={t(recoveryMessages.resetHeading)}>
      <Body1 as="p" className={own.intro} block>
        {intl.formatMessage(recoveryValueMessages.resetFor, { login: phase.info.loginName })}
      </Body1>
      {form.failure !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(form.failure)}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {/* lets a password manager store the new password under the right account */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={phase.info.loginName}
          readOnly
          hidden
        />
        <Field
          label={t(recoveryMessages.newPassword)}
          required
          hint={t(recoveryMessages.passwordHint)}
          validationMessage={fieldText(intl, form.errors.password, t(recoveryMessages.newPassword))}
        >
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={AccountLimits.passwordMax}
            value={form.password}
            onChange={(_, d) => setPassword(d.value)}
          />
        </Field>
        <Field
          label={t(recoveryMessages.confirmPassword)}
          required
          validationMessage={fieldText(
            intl,
            form.errors.confirmation,
            t(recoveryMessages.confirmPassword),
          )}
        >
          <Input
            name="confirmation"
            type="password"
            autoComplete="new-password"
            maxLength={AccountLimits.passwordMax}
            value={form.confirmation}
            onChange={(_, d) => setConfirmation(d.value)}
          />
        </Field>
        <Button type="submit" appearance="primary" disabledFocusable={form.isSubmitting}>
          {t(form.isSubmitting ? recoveryMessages.saving : recoveryMessages.save)}
        </Button>
      </form>
    </Card>
  );
}
