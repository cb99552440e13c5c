import { Body1, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../components/RouterLink';
import { useErrorText } from '../../components/useErrorText';
import { routePath } from '../../domain/routes';
import { useRecoveryStyles } from '../recovery/Recovery.styles';
import { registerMessages as m } from './messages';
import { RegisterCard } from './RegisterCard';
import type { LinkPhase } from './useRegistrationLink';

/** The checking and unusable-link states every link step shows alike; null when the link is ready. */
export function LinkStates({ phase }: { phase: LinkPhase }) {
  const intl = useIntl();
  const own = useRecoveryStyles();
  const errorText = useErrorText();
  if (phase.kind === 'checking') {
    return (
      <RegisterCard heading={intl.formatMessage(m.heading)}>
        <Spinner size="small" label={intl.formatMessage(m.checking)} />
      </RegisterCard>
    );
  }
  if (phase.kind === 'linkProblem') {
    return (
      <RegisterCard heading={intl.formatMessage(m.linkProblem)}>
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{errorText(phase.failure)}</MessageBarBody>
        </MessageBar>
        <Body1 className={own.links}>
          <RouterLink to={routePath('register-user_type')}>
            {intl.formatMessage(m.startAgain)}
          </RouterLink>
          <RouterLink to={routePath('login')}>{intl.formatMessage(m.goToLogin)}</RouterLink>
        </Body1>
      </RegisterCard>
    );
  }
  return null;
}
