import { Body1 } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { reportError } from '../../data/errorLog';
import { IdentityImageList } from '../account/ImageField';
import { RouterLink } from '../../components/RouterLink';
import { useRecoveryStyles } from '../recovery/Recovery.styles';
import { LinkStates } from './LinkStates';
import { registerMessages as m, registerValueMessages as v } from './messages';
import { RegisterCard } from './RegisterCard';
import { fetchRegistrationImages, type RegistrationImages } from './registerCalls';
import { stepUrl, useRegistrationLink } from './useRegistrationLink';

/** /register/register_complete?token=: the account exists; the password is the last step. */
export function RegisterCompletePage() {
  const intl = useIntl();
  const own = useRecoveryStyles();
  const { token, phase } = useRegistrationLink(['set_password']);
  const images = useRegistrationImages(token, phase.kind === 'ready');
  if (phase.kind !== 'ready') return <LinkStates phase={phase} />;
  return (
    <RegisterCard heading={intl.formatMessage(m.completeHeading)} step={4}>
      <Body1 as="p" role="status" block>
        {intl.formatMessage(v.completeBody, { login: phase.info.loginName })}
      </Body1>
      {images && <IdentityImageList slots={images.slots} images={images.images} />}
      <Body1 className={own.links}>
        <RouterLink to={stepUrl('set_password', token)}>
          {intl.formatMessage(m.setPassword)}
        </RouterLink>
      </Body1>
    </RegisterCard>
  );
}

/** The images the registration stored, shown read-only; a failure leaves the summary without them. */
function useRegistrationImages(token: string, isReady: boolean): RegistrationImages | null {
  const [images, setImages] = useState<RegistrationImages | null>(null);
  useEffect(() => {
    if (!isReady) return;
    let isCurrent = true;
    fetchRegistrationImages(token).then(
      (found) => isCurrent && setImages(found),
      (failure: unknown) => reportError('register.images', failure),
    );
    return () => {
      isCurrent = false;
    };
  }, [token, isReady]);
  return images;
}
