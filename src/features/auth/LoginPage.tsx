import { Body1, Button, Checkbox, Field, Input, Title2 } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { PublicFrame } from '../../components/PublicFrame';
import { RouterLink } from '../../components/RouterLink';
import { useErrorText } from '../../components/useErrorText';
import { useIsHydrated } from '../../components/useIsHydrated';
import type { LoginFieldError } from '../../domain/account';
import { AccountLimits } from '../../domain/schemas/limits';
import { useLoginStyles } from './LoginPage.styles';
import { loginMessages } from './messages';
import { useLoginForm } from './useLoginForm';
import { routePath } from '../../domain/routes';

/** Started on submit (useLoginForm), so the banner is there by the time the server answers. */
const loadLoginFailure = () => import('./LoginFailure');
const LoginFailure = lazy(() =>
  loadLoginFailure().then(
    (m) => ({ default: m.LoginFailure }),
    // out of reach (offline before the service worker cached it): the refusal as plain text
    () => ({ default: ({ text }: { text: string }) => <p role="alert">{text}</p> }),
  ),
);

/** /login: login name, password, auto-login, forgot-password and register links. */
export function LoginPage() {
  const styles = useLoginStyles();
  const intl = useIntl();
  const errorText = useErrorText();
  const { state, formRef, setLoginName, setPassword, setIsAuto, submit } =
    useLoginForm(loadLoginFailure);
  // a prerendered form must not submit natively (a GET with the password in the address) before
  // its handler exists: a disabled submit button also stops Enter's implicit submission
  const isHydrated = useIsHydrated();

  const nameError = (code: LoginFieldError | undefined) =>
    code === 'required'
      ? intl.formatMessage(loginMessages.loginNameRequired)
      : code === 'tooShort'
        ? intl.formatMessage(loginMessages.loginNameTooShort, { min: AccountLimits.loginNameMin })
        : undefined;

  return (
    <PublicFrame>
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="login-heading">
          <div>
            <Title2 as="h1" id="login-heading" className={styles.heading} block>
              {intl.formatMessage(loginMessages.heading)}
            </Title2>
            <Body1 as="p" className={styles.subtitle} block>
              {intl.formatMessage(loginMessages.subtitle)}
            </Body1>
          </div>
          {state.failure !== null && (
            <Suspense fallback={null}>
              <LoginFailure text={errorText(state.failure)} />
            </Suspense>
          )}
          <form ref={formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
            <Field
              label={intl.formatMessage(loginMessages.loginName)}
              required
              validationMessage={nameError(state.errors.loginName)}
            >
              <Input
                name="loginName"
                autoComplete="username"
                value={state.loginName}
                onChange={(_, d) => setLoginName(d.value)}
              />
            </Field>
            <Field
              label={intl.formatMessage(loginMessages.password)}
              required
              validationMessage={
                state.errors.password
                  ? intl.formatMessage(loginMessages.passwordRequired)
                  : undefined
              }
            >
              <Input
                name="password"
                type="password"
                autoComplete="current-password"
                value={state.password}
                onChange={(_, d) => setPassword(d.value)}
              />
            </Field>
            <div className={styles.row}>
              <Checkbox
                name="isAuto"
                checked={state.isAuto}
                onChange={(_, d) => setIsAuto(d.checked === true)}
                label={intl.formatMessage(loginMessages.autoLogin)}
              />
              <RouterLink to={routePath('forgotPwd')}>
                {intl.formatMessage(loginMessages.forgot)}
              </RouterLink>
            </div>
            <Button
              type="submit"
              appearance="primary"
              disabled={!isHydrated}
              disabledFocusable={state.isSubmitting}
            >
              {intl.formatMessage(
                state.isSubmitting ? loginMessages.submitting : loginMessages.submit,
              )}
            </Button>
          </form>
          <Body1 className={styles.footer}>
            {intl.formatMessage(loginMessages.noAccount)}
            <RouterLink to={routePath('register-user_type')}>
              {intl.formatMessage(loginMessages.register)}
            </RouterLink>
          </Body1>
        </section>
      </div>
    </PublicFrame>
  );
}
