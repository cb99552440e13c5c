import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../components/RouterLink';
import { useErrorText } from '../../components/useErrorText';
import { routePath } from '../../domain/routes';
import { AccountLimits } from '../../domain/schemas/limits';
import { useLanguage } from '../../i18n/useLanguage';
import { useLoginStyles } from '../auth/LoginPage.styles';
import { useRecoveryStyles } from '../recovery/Recovery.styles';
import { registerMessages } from '../register/messages';
import { Intro, RegisterCard } from '../register/RegisterCard';
import { teamMessages as m, teamValueMessages } from './messages';
import { roleNames } from './roleText';
import { useInviteRegistration, type InviteField } from './useInviteRegistration';

// the country code's box is narrow, as on the sign-up page
const useStyles = makeStyles({
  telArea: { width: '6rem', flexShrink: 0, '& input': { minWidth: 0, width: '100%' } },
});

const INPUTS: Record<
  InviteField,
  { type: 'text' | 'password' | 'tel'; autoComplete: string; maxLength: number }
> = {
  name: { type: 'text', autoComplete: 'name', maxLength: AccountLimits.nameMax },
  loginName: { type: 'text', autoComplete: 'username', maxLength: AccountLimits.loginNameMax },
  password: {
    type: 'password',
    autoComplete: 'new-password',
    maxLength: AccountLimits.passwordMax,
  },
  confirmation: {
    type: 'password',
    autoComplete: 'new-password',
    maxLength: AccountLimits.passwordMax,
  },
  telArea: { type: 'tel', autoComplete: 'tel-country-code', maxLength: 5 },
  telephone: { type: 'tel', autoComplete: 'tel-national', maxLength: 20 },
};

/** /invite_registration?token=: the invitation, then the form that creates the member. */
export function InviteRegistrationPage() {
  const intl = useIntl();
  const language = useLanguage();
  const styles = useLoginStyles();
  const own = useRecoveryStyles();
  const local = useStyles();
  const errorText = useErrorText();
  const { phase, fields, errors, failure, isSubmitting, set, submit } = useInviteRegistration();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);

  if (phase.kind === 'checking')
    return (
      <RegisterCard heading={t(m.inviteHeading)}>
        <Spinner size="small" label={t(registerMessages.checking)} />
      </RegisterCard>
    );
  if (phase.kind === 'linkProblem')
    return (
      <RegisterCard heading={t(m.linkProblem)}>
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{errorText(phase.failure)}</MessageBarBody>
        </MessageBar>
        <Intro>{t(m.askAgain)}</Intro>
        <Body1 className={own.links}>
          <RouterLink to={routePath('login')}>{t(registerMessages.goToLogin)}</RouterLink>
        </Body1>
      </RegisterCard>
    );
  if (phase.kind === 'done')
    return (
      <RegisterCard heading={t(m.doneHeading)}>
        <Body1 as="p" role="status" block>
          {intl.formatMessage(teamValueMessages.doneBody, { login: phase.loginName })}
        </Body1>
        <Body1 className={own.links}>
          <RouterLink to={routePath('login')}>{t(registerMessages.goToLogin)}</RouterLink>
        </Body1>
      </RegisterCard>
    );

  const field = (name: InviteField, label: MessageDescriptor, hint?: MessageDescriptor) => {
    const text = t(label);
    const code = errors[name];
    return (
      <Field
        label={text}
        required
        hint={hint ? t(hint) : undefined}
        validationMessage={
          code ? intl.formatMessage({ id: `validation.${code}` }, { field: text }) : undefined
        }
      >
        <Input
          name={name}
          {...INPUTS[name]}
          value={fields[name]}
          onChange={(_, d) => set(name, d.value)}
        />
      </Field>
    );
  };

  return (
    <RegisterCard heading={t(m.inviteHeading)}>
      <Intro>
        {intl.formatMessage(teamValueMessages.intro, {
          inviter: phase.info.inviterName,
          organisation: phase.info.organisationName,
          roles: roleNames(language, phase.info.roles),
        })}
      </Intro>
      {failure !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(failure)}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t(registerMessages.email)}>
          <Input name="email" type="email" value={phase.info.email} readOnly />
        </Field>
        {field('name', m.yourName)}
        {field('loginName', registerMessages.loginName)}
        {field('password', registerMessages.password, registerMessages.passwordHint)}
        {field('confirmation', registerMessages.confirmation)}
        <div className={own.captchaRow}>
          <div className={local.telArea}>{field('telArea', registerMessages.telArea)}</div>
          <div className={own.captchaInput}>{field('telephone', registerMessages.telephone)}</div>
        </div>
        <Button type="submit" appearance="primary" disabledFocusable={isSubmitting}>
          {t(isSubmitting ? m.creating : m.create)}
        </Button>
      </form>
    </RegisterCard>
  );
}
