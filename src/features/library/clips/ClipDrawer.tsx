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
import type { TrackClip } from '../../../domain/catalogue/media';
import { hasErrors } from '../../../domain/catalogue/issues';
import { ClipFormFields } from './ClipFormFields';
import { clipMessages as m, mediaCommonMessages as common } from './messages';
import { useMediaFormStyles } from './MediaForms.styles';
import { useClipForm } from './useClipForm';

interface Props {
  /** the clip to edit; null adds one */
  clip: TrackClip | null;
  /** the track a new clip belongs to; null lets the user search for one */
  trackId: string | null;
  onClose(): void;
}

/**
 * The add-clip drawer (spec section 2): mounted while open, so each opening starts from a clean
 * form. The track is fixed when the drawer is opened from a track's group.
 */
export function ClipDrawer({ clip, trackId, onClose }: Props) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  const form = useClipForm(clip, trackId);
  const isRefused = form.hasTriedSave && hasErrors(form.issues);

  const onSave = async () => {
    if ((await form.save()) !== null) onClose();
  };

  return (
    <OverlayDrawer open position="end" size="medium" onOpenChange={(_, data) => !data.open && onClose()} data-testid="clip-drawer">
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={intl.formatMessage(common.close)} icon={<DismissRegular />} onClick={onClose} />}
        >
          {intl.formatMessage(clip ? m.editTitle : m.addTitle)}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <form
          id="clip-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          <ClipFormFields form={form} isTrackFixed={trackId !== null} />
        </form>
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        {(isRefused || form.hasSaveFailed) && (
          <MessageBar intent="error" data-testid="clip-form-error">
            <MessageBarBody>{intl.formatMessage(form.hasSaveFailed ? common.saveFailed : common.fixErrors)}</MessageBarBody>
          </MessageBar>
        )}
        <Button appearance="primary" type="submit" form="clip-form" disabled={form.isSaving} data-testid="clip-save">
          {intl.formatMessage(common.save)}
        </Button>
        <Button onClick={onClose}>{intl.formatMessage(common.cancel)}</Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
