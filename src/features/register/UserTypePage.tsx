import { Body1, Button, Radio, RadioGroup } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { routePath } from '../../domain/routes';
import { useLoginStyles } from '../auth/LoginPage.styles';
import { useRecoveryStyles } from '../recovery/Recovery.styles';
import { registerMessages as m } from './messages';
import { Intro, RegisterCard } from './RegisterCard';
import type { AccountType } from './registerCalls';

/** /register/user_type: personal licensor or company. */
export function UserTypePage() {
  const intl = useIntl();
  const styles = useLoginStyles();
  const own = useRecoveryStyles();
  const navigate = useNavigate();
  const [type, setType] = useState<AccountType>('personal');
  return (
    <RegisterCard heading={intl.formatMessage(m.heading)} step={1}>
      <Intro>{intl.formatMessage(m.typeIntro)}</Intro>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void navigate(`${routePath('register-register_info')}?type=${type}`);
        }}
      >
        <RadioGroup
          value={type}
          onChange={(_, d) => setType(d.value === 'company' ? 'company' : 'personal')}
          aria-label={intl.formatMessage(m.typeIntro)}
        >
          <Radio
            value="personal"
            label={`${intl.formatMessage(m.personal)} – ${intl.formatMessage(m.personalHint)}`}
          />
          <Radio
            value="company"
            label={`${intl.formatMessage(m.company)} – ${intl.formatMessage(m.companyHint)}`}
          />
        </RadioGroup>
        <Button type="submit" appearance="primary">
          {intl.formatMessage(m.next)}
        </Button>
      </form>
      <Body1 className={own.links}>
        <RouterLink to={routePath('login')}>{intl.formatMessage(m.haveAccount)}</RouterLink>
      </Body1>
    </RegisterCard>
  );
}
