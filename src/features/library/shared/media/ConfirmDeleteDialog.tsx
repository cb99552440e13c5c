import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from '../messages';
import { mediaCommonMessages as m } from './messages';
import { useMediaFormStyles } from './MediaForms.styles';
import { reportError } from '../../../../data/errorLog';

interface Props {
  title: string;
  onConfirm(): Promise<void>;
  onClose(): void;
}

/** Asks before a clip or accompaniment is deleted; a failed local write says "Operation Failed". */
export function ConfirmDeleteDialog({ title, onConfirm, onClose }: Props) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  const [hasFailed, setFailed] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      reportError('clip.delete', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface data-testid="confirm-delete">
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.deleteTitle)}</DialogTitle>
          <DialogContent>
            <Text block>{intl.formatMessage(m.deleteBody, { title })}</Text>
            {hasFailed && (
              <Text block role="alert" className={styles.error}>
                {intl.formatMessage(m.deleteFailed)}
              </Text>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={isBusy} onClick={() => void confirm()}>
              {intl.formatMessage(m.delete)}
            </Button>
            <Button onClick={onClose}>{intl.formatMessage(formMessages.cancel)}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
