import { Body1, Button, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { hasErrors } from '../../../domain/catalogue/issues';
import { CreatedNotice } from '../clips/CreatedNotice';
import { mediaCommonMessages as common } from '../clips/messages';
import { useMediaFormStyles } from '../clips/MediaForms.styles';
import { AccompanimentFormFields } from './AccompanimentFormFields';
import { accompanimentMessages as m } from './messages';
import { useAccompanimentForm } from './useAccompanimentForm';

/** /library/accompaniment/create: the accompaniment upload form as a page; ?trackId= preselects the track. */
export function AccompanimentCreatePage() {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  const [params] = useSearchParams();
  const form = useAccompanimentForm(null, params.get('trackId'));
  const [savedTrackId, setSavedTrackId] = useState<string | null>(null);
  const isRefused = form.hasTriedSave && hasErrors(form.issues);

  const onSave = async () => {
    const trackId = form.values.trackId;
    if ((await form.save()) !== null) setSavedTrackId(trackId);
  };

  return (
    <div className={styles.page} data-testid="accompaniment-create-page">
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(m.createHeading)}
      </Title2>
      <Body1 className={styles.muted}>{intl.formatMessage(m.createIntro)}</Body1>
      {savedTrackId !== null ? (
        <CreatedNotice
          text={m.saved}
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
          <AccompanimentFormFields form={form} isTrackFixed={false} />
          {(isRefused || form.hasSaveFailed) && (
            <MessageBar intent="error" data-testid="accompaniment-form-error">
              <MessageBarBody>{intl.formatMessage(form.hasSaveFailed ? common.saveFailed : common.fixErrors)}</MessageBarBody>
            </MessageBar>
          )}
          <div className={styles.footer}>
            <Button appearance="primary" type="submit" disabled={form.isSaving} data-testid="accompaniment-save">
              {intl.formatMessage(common.save)}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
