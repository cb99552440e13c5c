import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { requestSyncNow } from '../../app/sync/startSync';
import { refreshFileInfo } from '../../uploads/fileInfoRefresh';
import { subscribeNotices, type UploadNotice } from '../../uploads/uploadNotices';
import { uploadMessages as m } from './messages';
import { issueText, taskErrorText } from './uploadText';

/**
 * The upload notifications of spec section 2 (start, success, failure with its reason) as Fluent
 * toasts, and the question to refresh the audio/video information after a .wav or .mov upload:
 * answered in place (file records re-read, a sync asked for), never by reloading the page, which
 * lost the unsaved drawer the question opened over.
 */
export function UploadNotifications() {
  const intl = useIntl();
  const toasterId = useId('upload-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const [reloadFile, setReloadFile] = useState<string | null>(null);

  useEffect(() => {
    const toast = (
      intent: 'info' | 'success' | 'error' | 'warning',
      title: string,
      body?: string[],
    ) =>
      dispatchToast(
        <Toast data-testid={`upload-toast-${intent}`}>
          <ToastTitle>{title}</ToastTitle>
          {body && body.length > 0 && <ToastBody>{body.join('\n')}</ToastBody>}
        </Toast>,
        { intent, timeout: intent === 'error' ? 10_000 : 4000 },
      );
    const show = (notice: UploadNotice) => {
      const file = notice.fileName;
      switch (notice.type) {
        case 'started':
          return toast('info', intl.formatMessage(m.toastStarted));
        case 'succeeded':
          return toast('success', intl.formatMessage(m.toastSucceeded, { file }));
        case 'failed':
          return toast(
            'error',
            intl.formatMessage(m.toastFailed, { file }),
            notice.code
              ? [taskErrorText(intl, { code: notice.code, params: notice.params }, file)]
              : undefined,
          );
        case 'refused':
          return toast(
            'error',
            intl.formatMessage(m.toastFailed, { file }),
            notice.issues.map((i) => issueText(intl, i, file)),
          );
        case 'warning':
          return toast(
            'warning',
            file,
            notice.issues.map((i) => issueText(intl, i, file)),
          );
        case 'askReload':
          return setReloadFile(file);
      }
    };
    return subscribeNotices(show);
  }, [dispatchToast, intl]);

  return (
    <>
      <Toaster toasterId={toasterId} position="top-end" pauseOnHover pauseOnWindowBlur />
      <Dialog
        open={reloadFile !== null}
        onOpenChange={(_, data) => !data.open && setReloadFile(null)}
      >
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{intl.formatMessage(m.reloadTitle)}</DialogTitle>
            <DialogContent>
              {intl.formatMessage(m.reloadBody, { file: reloadFile ?? '' })}
            </DialogContent>
            <DialogActions>
              <Button
                appearance="primary"
                data-testid="upload-refresh-info"
                onClick={() => {
                  refreshFileInfo();
                  requestSyncNow();
                  setReloadFile(null);
                }}
              >
                {intl.formatMessage(m.reloadConfirm)}
              </Button>
              <Button onClick={() => setReloadFile(null)}>
                {intl.formatMessage(m.reloadLater)}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
