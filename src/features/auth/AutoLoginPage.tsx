// /autoLogin (spec section 2): logs in with the auto-login key stored on this device, then goes to
// the redirect target (a path of this site only) by a full load, as the guard's silent auto-login
// does. A refused key is cleared with the session and the page says so, with the way to log in;
// an unreachable server keeps the key for another try.
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../app/api/api';
import { isNetworkError } from '../../app/api/errors';
import { loginPathFor } from '../../app/api/loginRedirect';
import { logOut } from '../../app/session/authFlow';
import { getAutoLoginKey } from '../../app/session/autoLoginKey';
import { getSessionState } from '../../app/session/sessionStore';
import { PublicFrame } from '../../components/PublicFrame';
import { useRouterLinkProps } from '../../components/useRouterLinkProps';
import { reportError } from '../../data/errorLog';
import { safeRedirectPath } from '../../domain/account';
import { routePath } from '../../domain/routes';
import { autoLoginMessages as m } from './autoLoginMessages';

const useStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '560px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

type Outcome = 'working' | 'refused' | 'noKey' | 'offline';

export function AutoLoginPage() {
  const styles = useStyles();
  const intl = useIntl();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('redirect'), routePath('dashboard-index'));
  const login = useRouterLinkProps(loginPathFor(target));
  const [outcome, setOutcome] = useState<Outcome>('working');

  const attempt = useCallback(async () => {
    if (getSessionState().token !== null) {
      window.location.replace(target);
      return;
    }
    if (getAutoLoginKey() === null) {
      setOutcome('noKey');
      return;
    }
    setOutcome('working');
    try {
      if (await api.autoLogin()) {
        // a full load, like the guard's silent auto-login: the new session starts clean
        window.location.replace(target);
        return;
      }
      await logOut();
      setOutcome('refused');
    } catch (error) {
      if (isNetworkError(error)) {
        setOutcome('offline');
        return;
      }
      reportError('autoLogin.page', error);
      await logOut();
      setOutcome('refused');
    }
  }, [target]);

  useEffect(() => {
    void attempt();
  }, [attempt]);

  const result = {
    refused: [m.failedHeading, m.failedBody, 'error'],
    noKey: [m.noKeyHeading, m.noKeyBody, 'info'],
    offline: [m.offlineHeading, m.offlineBody, 'warning'],
  } as const;

  return (
    <PublicFrame>
      <div className={styles.page}>
        <Title2 as="h1" block>
          {intl.formatMessage(m.heading)}
        </Title2>
        {outcome === 'working' ? (
          <Spinner label={intl.formatMessage(m.working)} />
        ) : (
          <>
            <MessageBar intent={result[outcome][2]} role="alert" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{intl.formatMessage(result[outcome][0])}</MessageBarTitle>
                <Body1 block>{intl.formatMessage(result[outcome][1])}</Body1>
              </MessageBarBody>
            </MessageBar>
            <div className={styles.actions}>
              <Button as="a" appearance="primary" {...login}>
                {intl.formatMessage(m.login)}
              </Button>
              {outcome === 'offline' && (
                <Button onClick={() => void attempt()}>{intl.formatMessage(m.retry)}</Button>
              )}
            </div>
          </>
        )}
      </div>
    </PublicFrame>
  );
}
