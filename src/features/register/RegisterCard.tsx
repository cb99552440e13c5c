import { Body1, Caption1, mergeClasses, Title2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PublicFrame } from '../../components/PublicFrame';
import { useLoginStyles } from '../auth/LoginPage.styles';
import { useRecoveryStyles } from '../recovery/Recovery.styles';
import { registerValueMessages } from './messages';

/** The login card's look (shared with recovery) with the step the person is at. */
export function RegisterCard({
  heading,
  step,
  children,
}: {
  heading: string;
  step?: number;
  children: ReactNode;
}) {
  const styles = useLoginStyles();
  const own = useRecoveryStyles();
  const intl = useIntl();
  return (
    <PublicFrame>
      <div className={styles.page}>
        <section className={mergeClasses(styles.card, own.card)} aria-labelledby="register-heading">
          {step !== undefined && (
            <Caption1 as="p" block>
              {intl.formatMessage(registerValueMessages.step, { n: step })}
            </Caption1>
          )}
          <Title2 as="h1" id="register-heading" className={styles.heading} block>
            {heading}
          </Title2>
          {children}
        </section>
      </div>
    </PublicFrame>
  );
}

export function Intro({ children }: { children: ReactNode }) {
  const own = useRecoveryStyles();
  return (
    <Body1 as="p" className={own.intro} block>
      {children}
    </Body1>
  );
}
