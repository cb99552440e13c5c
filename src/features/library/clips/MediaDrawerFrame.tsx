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
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { hasErrors } from '../../../domain/catalogue/issues';
import type { CreatableMediaForm } from './MediaCreateFrame';
import { mediaCommonMessages as common } from './messages';
import { useMediaFormStyles } from './MediaForms.styles';

interface Props {
  form: CreatableMediaForm;
  fields: ReactNode;
  title: MessageDescriptor;
  onClose(): void;
  /** `<testId>-drawer`, `<testId>-form`, `<testId>-form-error`, `<testId>-save` */
  testId: string;
}

/**
 * A clip or accompaniment form in a drawer (spec section 2): mounted while open, so each opening
 * starts from a clean form; it closes once the record is saved on this device.
 */
export function MediaDrawerFrame({ form, fields, title, onClose, testId }: Props) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  const isRefused = form.hasTriedSave && hasErrors(form.issues);
  const formId = `${testId}-form`;

  const onSave = async () => {
    if ((await form.save()) !== null) onClose();
  };

  return (
    <OverlayDrawer open position="end" size="medium" onOpenChange={(_, data) => !data.open && onClose()} data-testid={`${testId}-drawer`}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={intl.formatMessage(common.close)} icon={<DismissRegular />} onClick={onClose} />}
        >
          {intl.formatMessage(title)}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          {fields}
        </form>
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        {(isRefused || form.hasSaveFailed) && (
          <MessageBar intent="error" data-testid={`${testId}-form-error`}>
            <MessageBarBody>{intl.formatMessage(form.hasSaveFailed ? common.saveFailed : common.fixErrors)}</MessageBarBody>
          </MessageBar>
        )}
        <Button appearance="primary" type="submit" form={formId} disabled={form.isSaving} data-testid={`${testId}-save`}>
          {intl.formatMessage(common.save)}
        </Button>
        <Button onClick={onClose}>{intl.formatMessage(common.cancel)}</Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
