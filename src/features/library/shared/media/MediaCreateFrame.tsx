import { Body1, Button, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { hasErrors, type Issue } from '../../../../domain/catalogue/issues';
import { CreatedNotice } from './CreatedNotice';
import { mediaCommonMessages as common } from './messages';
import { useMediaFormStyles } from './MediaForms.styles';

/** What the create pages need of a clip or accompaniment form. */
export interface CreatableMediaForm {
  values: { trackId: string | null };
  issues: readonly Issue[];
  hasTriedSave: boolean;
  hasSaveFailed: boolean;
  isSaving: boolean;
  save(): Promise<unknown>;
  reset(trackId: string | null): void;
}

interface Props {
  form: CreatableMediaForm;
  fields: ReactNode;
  texts: { heading: MessageDescriptor; intro: MessageDescriptor; saved: MessageDescriptor };
  /** `<testId>-create-page`, `<testId>-form-error`, `<testId>-save` */
  testId: string;
}

/**
 * A clip or accompaniment form as a page of its own (the lists' create routes): once saved, a
 * notice links to the track and offers another one for the same track.
 */
export function MediaCreateFrame({ form, fields, texts, testId }: Props) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  const [savedTrackId, setSavedTrackId] = useState<string | null>(null);
  const isRefused = form.hasTriedSave && hasErrors(form.issues);

  const onSave = async () => {
    const trackId = form.values.trackId;
    if ((await form.save()) !== null) setSavedTrackId(trackId);
  };

  return (
    <div className={styles.page} data-testid={`${testId}-create-page`}>
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(texts.heading)}
      </Title2>
      <Body1 className={styles.muted}>{intl.formatMessage(texts.intro)}</Body1>
      {savedTrackId !== null ? (
        <CreatedNotice
          text={texts.saved}
          trackId={savedTrackId}
          onAnother={() => {
            form.reset(savedTrackId);
            setSavedTrackId(null);
          }}
        />
      ) : (
        <form
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          {fields}
          {(isRefused || form.hasSaveFailed) && (
            <MessageBar intent="error" data-testid={`${testId}-form-error`}>
              <MessageBarBody>
                {intl.formatMessage(form.hasSaveFailed ? common.saveFailed : common.fixErrors)}
              </MessageBarBody>
            </MessageBar>
          )}
          <div className={styles.footer}>
            <Button
              appearance="primary"
              type="submit"
              disabled={form.isSaving}
              data-testid={`${testId}-save`}
            >
              {intl.formatMessage(common.save)}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
