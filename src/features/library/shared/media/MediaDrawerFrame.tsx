import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { hasErrors } from '../../../../domain/catalogue/issues';
import { DrawerButtons, DrawerForm, DrawerFrame } from '../DrawerFrame';
import type { CreatableMediaForm } from './MediaCreateFrame';
import { mediaCommonMessages as common } from './messages';

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
  const isRefused = form.hasTriedSave && hasErrors(form.issues);
  const formId = `${testId}-form`;

  const onSave = async () => {
    if ((await form.save()) !== null) onClose();
  };

  const footer = (
    <>
      {(isRefused || form.hasSaveFailed) && (
        <MessageBar intent="error" data-testid={`${testId}-form-error`}>
          <MessageBarBody>
            {intl.formatMessage(form.hasSaveFailed ? common.saveFailed : common.fixErrors)}
          </MessageBarBody>
        </MessageBar>
      )}
      <DrawerButtons
        formId={formId}
        busy={form.isSaving}
        submitTestId={`${testId}-save`}
        onCancel={onClose}
      />
    </>
  );
  return (
    <DrawerFrame
      title={intl.formatMessage(title)}
      testId={`${testId}-drawer`}
      onClose={onClose}
      footer={footer}
    >
      <DrawerForm id={formId} onSubmit={() => void onSave()} isLaidOut={false}>
        {fields}
      </DrawerForm>
    </DrawerFrame>
  );
}
