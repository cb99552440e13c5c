import { Body1 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../components/RouterLink';
import { useRecoveryStyles } from '../recovery/Recovery.styles';
import { LinkStates } from './LinkStates';
import { registerMessages as m, registerValueMessages as v } from './messages';
import { RegisterCard } from './RegisterCard';
import { stepUrl, useRegistrationLink } from './useRegistrationLink';

/** /register/register_complete?token=: the account exists; the password is the last step. */
export function RegisterCompletePage() {
  const intl = useIntl();
  const own = useRecoveryStyles();
  const { token, phase } = useRegistrationLink(['set_password']);
  if (phase.kind !== 'ready') return <LinkStates phase={phase} />;
  return (
    <RegisterCard heading={intl.formatMessage(m.completeHeading)} step={4}>
      <Body1 as="p" role="status" block>
        {intl.formatMessage(v.completeBody, { login: phase.info.loginName })}
      </Body1>
      <Body1 className={own.links}>
        <RouterLink to={stepUrl('set_password', token)}>
          {intl.formatMessage(m.setPassword)}
        </RouterLink>
      </Body1>
    </RegisterCard>
  );
}
