import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { hasErrors } from '../../../domain/catalogue/issues';
import type { Accompaniment } from '../../../domain/catalogue/media';
import { mediaCommonMessages as common } from '../clips/messages';
import { useMediaFormStyles } from '../clips/MediaForms.styles';
import { AccompanimentFormFields } from './AccompanimentFormFields';
import { accompanimentMessages as m } from './messages';
import { useAccompanimentForm } from './useAccompanimentForm';

interface Props {
  accompaniment: Accompaniment | null;
  trackId: string | null;
  onClose(): void;
}

/** The accompaniment upload drawer (spec section 2), mounted while open. */
export function AccompanimentDrawer({ accompaniment, trackId, onClose }: Props) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  const form = useAccompanimentForm(accompaniment, trackId);
  const isRefused = form.hasTriedSave && hasErrors(form.issues);

  const onSave = async () => {
    if ((await form.save()) !== null) onClose();
  };

  return (
    <OverlayDrawer open position="end" size="medium" onOpenChange={(_, data) => !data.open && onClose()} data-testid="accompaniment-drawer">
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={intl.formatMessage(common.close)} icon={<DismissRegular />} onClick={onClose} />}
        >
          {intl.formatMessage(accompaniment ? m.editTitle : m.addTitle)}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <form
          id="accompaniment-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          <AccompanimentFormFields form={form} isTrackFixed={trackId !== null} />
        </form>
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        {(isRefused || form.hasSaveFailed) && (
          <MessageBar intent="error" data-testid="accompaniment-form-error">
            <MessageBarBody>{intl.formatMessage(form.hasSaveFailed ? common.saveFailed : common.fixErrors)}</MessageBarBody>
          </MessageBar>
        )}
        <Button appearance="primary" type="submit" form="accompaniment-form" disabled={form.isSaving} data-testid="accompaniment-save">
          {intl.formatMessage(common.save)}
        </Button>
        <Button onClick={onClose}>{intl.formatMessage(common.cancel)}</Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
