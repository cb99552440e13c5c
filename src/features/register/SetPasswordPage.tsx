import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../app/api/errors';
import { RouterLink } from '../../components/RouterLink';
import { useErrorText } from '../../components/useErrorText';
import { reportError } from '../../data/errorLog';
import {
  validateNewPassword,
  validatePasswordConfirmation,
  type AccountFieldCode,
} from '../../domain/accounts';
import { routePath } from '../../domain/routes';
import { AccountLimits } from '../../domain/schemas/limits';
import { useLoginStyles } from '../auth/LoginPage.styles';
import { fieldText } from '../recovery/fieldText';
import { useRecoveryStyles } from '../recovery/Recovery.styles';
import { LinkStates } from './LinkStates';
import { registerMessages as m, registerValueMessages as v } from './messages';
import { RegisterCard } from './RegisterCard';
import { postInitPassword } from './registerCalls';
import { LINK_CODES, useRegistrationLink } from './useRegistrationLink';

/** /register/set_password?token=: the login password (init_login_pwd); the link is then used up. */
export function SetPasswordPage() {
  const intl = useIntl();
  const styles = useLoginStyles();
  const own = useRecoveryStyles();
  const errorText = useErrorText();
  const { token, phase, setPhase } = useRegistrationLink(['set_password']);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{
    password?: AccountFieldCode;
    confirmation?: AccountFieldCode;
  }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (phase.kind !== 'ready') return <LinkStates phase={phase} />;
  const { info } = phase;
  if (done) {
    return (
      <RegisterCard heading={intl.formatMessage(m.doneHeading)}>
        <Body1 as="p" role="status" block>
          {intl.formatMessage(v.doneBody, { login: info.loginName })}
        </Body1>
        <Body1 className={own.links}>
          <RouterLink to={routePath('login')}>{intl.formatMessage(m.goToLogin)}</RouterLink>
        </Body1>
      </RegisterCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      password: validateNewPassword(password) ?? undefined,
      confirmation: validatePasswordConfirmation(password, confirmation) ?? undefined,
    };
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirmation) return;
    setBusy(true);
    try {
      await postInitPassword({ token, password, loginName: info.loginName, userId: info.userId });
      setDone(true);
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && LINK_CODES.has(String(error.code)))
        return setPhase({ kind: 'linkProblem', failure: error });
      if (!isApiError(error)) reportError('register.setPassword', error);
      setFailure(error);
    }
  };

  const passwordLabel = intl.formatMessage(m.password);
  const confirmationLabel = intl.formatMessage(m.confirmation);
  return (
    <RegisterCard heading={intl.formatMessage(m.passwordHeading)} step={5}>
      {failure !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(failure)}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {/* lets a password manager store the password under the new account */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={info.loginName}
          readOnly
          hidden
        />
        <Field
          label={passwordLabel}
          required
          hint={intl.formatMessage(m.passwordHint)}
          validationMessage={fieldText(intl, errors.password, passwordLabel)}
        >
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={AccountLimits.passwordMax}
            value={password}
            onChange={(_, d) => setPassword(d.value)}
          />
        </Field>
        <Field
          label={confirmationLabel}
          required
          validationMessage={fieldText(intl, errors.confirmation, confirmationLabel)}
        >
          <Input
            name="confirmation"
            type="password"
            autoComplete="new-password"
            maxLength={AccountLimits.passwordMax}
            value={confirmation}
            onChange={(_, d) => setConfirmation(d.value)}
          />
        </Field>
        <Button type="submit" appearance="primary" disabledFocusable={busy}>
          {intl.formatMessage(busy ? m.submitting : m.save)}
        </Button>
      </form>
    </RegisterCard>
  );
}
