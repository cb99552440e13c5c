import { Body1, Button, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { hasErrors } from '../../../domain/catalogue/issues';
import { ClipFormFields } from './ClipFormFields';
import { CreatedNotice } from './CreatedNotice';
import { clipMessages, mediaCommonMessages as common, mediaTabMessages as m } from './messages';
import { useMediaFormStyles } from './MediaForms.styles';
import { useClipForm } from './useClipForm';

/** /library/track-clip/create: the add-clip form as a page; ?trackId= preselects the track. */
export function TrackClipCreatePage() {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  const [params] = useSearchParams();
  const form = useClipForm(null, params.get('trackId'));
  const [savedTrackId, setSavedTrackId] = useState<string | null>(null);
  const isRefused = form.hasTriedSave && hasErrors(form.issues);

  const onSave = async () => {
    const trackId = form.values.trackId;
    if ((await form.save()) !== null) setSavedTrackId(trackId);
  };

  return (
    <div className={styles.page} data-testid="clip-create-page">
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(m.createHeading)}
      </Title2>
      <Body1 className={styles.muted}>{intl.formatMessage(m.createIntro)}</Body1>
      {savedTrackId !== null ? (
        <CreatedNotice
          text={clipMessages.saved}
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
          <ClipFormFields form={form} isTrackFixed={false} />
          {(isRefused || form.hasSaveFailed) && (
            <MessageBar intent="error" data-testid="clip-form-error">
              <MessageBarBody>{intl.formatMessage(form.hasSaveFailed ? common.saveFailed : common.fixErrors)}</MessageBarBody>
            </MessageBar>
          )}
          <div className={styles.footer}>
            <Button appearance="primary" type="submit" disabled={form.isSaving} data-testid="clip-save">
              {intl.formatMessage(common.save)}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
