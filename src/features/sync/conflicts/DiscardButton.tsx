import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { conflictMessages as m } from './messages';

/** Discarding loses the local change for good: it asks first. */
export function DiscardButton({ disabled, onDiscard }: { disabled: boolean; onDiscard(): void }) {
  const intl = useIntl();
  return (
    <Dialog modalType="alert">
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<DeleteRegular />} disabled={disabled}>
          {intl.formatMessage(m.discard)}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.discardTitle)}</DialogTitle>
          <DialogContent>{intl.formatMessage(m.discardText)}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{intl.formatMessage(m.cancel)}</Button>
            </DialogTrigger>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary" onClick={onDiscard}>
                {intl.formatMessage(m.discardConfirm)}
              </Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
