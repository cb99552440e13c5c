import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Album, Track } from '../../../domain/catalogue';
import { formMessages } from '../shared/messages';
import {
  TrackBasicsGroup,
  TrackCodesGroup,
  TrackCompaniesGroup,
  TrackCreditsGroup,
  TrackReleaseGroup,
} from './TrackInfoGroups';
import { useTrackFormStyles } from './TrackPages.styles';
import { useTrackFieldProps } from './useTrackFieldProps';
import { useTrackInfoForm } from './useTrackInfoForm';

const NOTICE = {
  saved: { intent: 'success', text: formMessages.saved },
  saveFailed: { intent: 'error', text: formMessages.saveFailed },
  fixErrors: { intent: 'error', text: formMessages.fixErrors },
} as const;

/** Every track field of spec section 3, editable as the album's review state allows, saved locally first. */
export function TrackInfoForm({ track, album }: { track: Track; album: Album | null }) {
  const intl = useIntl();
  const styles = useTrackFormStyles();
  const form = useTrackInfoForm(track, album);
  const fieldProps = useTrackFieldProps(form);
  const notice = form.notice ? NOTICE[form.notice] : null;
  const groupProps = { form, track, fieldProps };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="track-info-form">
      {form.lock.explanation && (
        <MessageBar intent="info" layout="multiline" data-testid="track-lock-explanation">
          <MessageBarBody>{intl.formatMessage(form.lock.explanation)}</MessageBarBody>
        </MessageBar>
      )}
      <TrackBasicsGroup {...groupProps} />
      <TrackCodesGroup {...groupProps} />
      <TrackCreditsGroup {...groupProps} />
      <TrackCompaniesGroup {...groupProps} />
      <TrackReleaseGroup {...groupProps} />
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          icon={form.isBusy ? <Spinner size="tiny" /> : <SaveRegular />}
          disabled={!form.isDirty || form.isBusy}
        >
          {intl.formatMessage(form.isBusy ? formMessages.saving : formMessages.save)}
        </Button>
        {notice && (
          <MessageBar
            intent={notice.intent}
            data-testid="track-form-notice"
            data-notice={form.notice}
          >
            <MessageBarBody>{intl.formatMessage(notice.text)}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </form>
  );
}
