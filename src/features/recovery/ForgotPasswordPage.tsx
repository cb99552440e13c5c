import {
  Body1,
  mergeClasses,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Title2,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { PublicFrame } from '../../components/PublicFrame';
import { RouterLink } from '../../components/RouterLink';
import { useErrorText } from '../../components/useErrorText';
import { LINK_LIFETIME_MINUTES } from '../../domain/accounts';
import { routePath } from '../../domain/routes';
import { useLoginStyles } from '../auth/LoginPage.styles';
import { CaptchaField } from './CaptchaField';
import { fieldText } from './fieldText';
import { recoveryMessages, recoveryValueMessages } from './messages';
import { useRecoveryStyles } from './Recovery.styles';
import { useForgotPassword } from './useForgotPassword';

/** /forgotPwd: email plus the graphic code; the answer is the same whether the email has an account. */
export function ForgotPasswordPage() {
  const styles = useLoginStyles();
  const own = useRecoveryStyles();
  const intl = useIntl();
  const errorText = useErrorText();
  const { state, setEmail, setCaptcha, newPicture, submit } = useForgotPassword();
  const backToLogin = (
    <RouterLink to={routePath('login')}>
      {intl.formatMessage(recoveryMessages.backToLogin)}
    </RouterLink>
  );

  if (state.sentTo !== null) {
    return (
      <PublicFrame>
        <div className={styles.page}>
          <section className={mergeClasses(styles.card, own.card)} aria-labelledby="forgot-heading">
            <Title2 as="h1" id="forgot-heading" className={styles.heading} block>
              {intl.formatMessage(recoveryMessages.sentHeading)}
            </Title2>
            <Body1 as="p" role="status" block>
              {intl.formatMessage(recoveryValueMessages.sentBody, {
                email: state.sentTo,
                minutes: LINK_LIFETIME_MINUTES.reset,
              })}
            </Body1>
            <Body1 className={own.links}>{backToLogin}</Body1>
          </section>
        </div>
      </PublicFrame>
    );
  }

  return (
    <PublicFrame>
      <div className={styles.page}>
        <section className={mergeClasses(styles.card, own.card)} aria-labelledby="forgot-heading">
          <div>
            <Title2 as="h1" id="forgot-heading" className={styles.heading} block>
              {intl.formatMessage(recoveryMessages.forgotHeading)}
            </Title2>
            <Body1 as="p" className={own.intro} block>
              {intl.formatMessage(recoveryMessages.forgotIntro)}
            </Body1>
          </div>
          {state.failure !== null && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{errorText(state.failure)}</MessageBarBody>
            </MessageBar>
          )}
          <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
            <Field
              label={intl.formatMessage(recoveryMessages.email)}
              required
              validationMessage={fieldText(
                intl,
                state.errors.email,
                intl.formatMessage(recoveryMessages.email),
              )}
            >
              <Input
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                value={state.email}
                onChange={(_, d) => setEmail(d.value)}
              />
            </Field>
            <CaptchaField
              value={state.captcha}
              onChange={setCaptcha}
              picture={state.picture}
              pictureFailed={state.pictureFailed}
              onRefresh={newPicture}
              validationMessage={fieldText(
                intl,
                state.errors.captcha,
                intl.formatMessage(recoveryMessages.captcha),
              )}
            />
            <Button type="submit" appearance="primary" disabledFocusable={state.isSubmitting}>
              {intl.formatMessage(
                state.isSubmitting ? recoveryMessages.sending : recoveryMessages.send,
              )}
            </Button>
          </form>
          <Body1 className={own.links}>{backToLogin}</Body1>
        </section>
      </div>
    </PublicFrame>
  );
}
