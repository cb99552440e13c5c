import { Button } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSession } from '../app/session/useSession';
import { routePath } from '../domain/routes';
import { sharedMessages } from './messages';
import { useRouterLinkProps } from './useRouterLinkProps';

/** The way back from an error or empty page: the dashboard when logged in, else the landing page. */
export function BackButton() {
  const intl = useIntl();
  const isLoggedIn = useSession().token !== null;
  const link = useRouterLinkProps(routePath(isLoggedIn ? 'dashboard-index' : 'home'));
  return (
    <Button as="a" appearance="primary" {...link}>
      {intl.formatMessage(isLoggedIn ? sharedMessages.backToDashboard : sharedMessages.backToHome)}
    </Button>
  );
}
