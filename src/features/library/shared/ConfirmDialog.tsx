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
import { formMessages } from './messages';

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel?: string;
  testId?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** "Delete this record?": a modal question with the destructive action first. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  testId,
  onConfirm,
  onCancel,
}: Props) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{body}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm} data-testid={testId}>
              {confirmLabel ?? intl.formatMessage(formMessages.delete)}
            </Button>
            <Button onClick={onCancel}>{intl.formatMessage(formMessages.cancel)}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
