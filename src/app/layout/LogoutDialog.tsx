import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { UnsentWork } from '../../domain/sync/unsentWork';
import { logoutMessages } from './logoutMessages';

interface Props {
  unsent: UnsentWork;
  onStay(): void;
  onLogOut(): void;
}

/**
 * Asked before logging out with unsent work on the device: how much and what becomes of it (the
 * rule in src/domain/sync/unsentWork.ts). Staying is the safe, primary answer.
 */
export function LogoutDialog({ unsent, onStay, onLogOut }: Props) {
  const intl = useIntl();
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onStay()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(logoutMessages.title)}</DialogTitle>
          <DialogContent>
            <p>{intl.formatMessage(logoutMessages.summary)}</p>
            <ul>
              {unsent.edits > 0 && (
                <li>{intl.formatMessage(logoutMessages.edits, { count: unsent.edits })}</li>
              )}
              {unsent.requests > 0 && (
                <li>{intl.formatMessage(logoutMessages.requests, { count: unsent.requests })}</li>
              )}
            </ul>
            <p>{intl.formatMessage(logoutMessages.consequence)}</p>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onStay}>
              {intl.formatMessage(logoutMessages.stay)}
            </Button>
            <Button onClick={onLogOut}>{intl.formatMessage(logoutMessages.logOutAnyway)}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
