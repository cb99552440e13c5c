import { Badge, Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { usePendingOps } from '../../../data/albumSubmissionQueries';
import type { Album } from '../../../domain/catalogue';
import { formMessages } from '../shared/messages';
import { AlbumCommandNotice, AlbumCommands } from './AlbumCommands';
import { useAlbumInfoStyles } from './AlbumPages.styles';
import { useAlbumFormStyles } from './info/AlbumForm.styles';
import { AlbumReviewHistory } from '../../review/AlbumReviewHistory';
import { AlbumStateNotices } from './info/AlbumStateNotices';
import {
  AlbumBasicsGroup,
  AlbumPartiesGroup,
  AlbumReleaseGroup,
  AlbumUpcGroup,
} from './info/AlbumInfoGroups';
import { useAlbumFieldProps } from './info/useAlbumFieldProps';
import { albumInfoMessages as m } from './messages';
import { useAlbumInfoForm } from './useAlbumInfoForm';

const NOTICE_TEXT = {
  saved: { intent: 'success', text: m.saved },
  saveFailed: { intent: 'error', text: m.saveFailed },
  fixErrors: { intent: 'error', text: formMessages.fixErrors },
} as const;

/** Every album field of spec section 3, editable as the review state allows, saved locally first; the review commands. */
export function AlbumInfoForm({ album }: { album: Album }) {
  const styles = useAlbumFormStyles();
  const info = useAlbumInfoStyles();
  const intl = useIntl();
  const form = useAlbumInfoForm(album);
  const fieldProps = useAlbumFieldProps(form);
  const notice = form.notice ? NOTICE_TEXT[form.notice] : null;
  const groupProps = { form, fieldProps };
  // an edit the server has not answered yet: its own (local) time, marked as pending
  const pendingEdit = usePendingOps('album', album.id).findLast(
    (op) => op.kind === 'update' || op.kind === 'create',
  );
  const updatedAt = pendingEdit?.createdAt ?? album.updatedAt;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };

  return (
    <div className={styles.form}>
      <div className={styles.head}>
        <dl className={info.facts}>
          <div className={info.fact}>
            <dt className={info.factLabel}>{intl.formatMessage(m.updatedAt)}</dt>
            <dd className={info.factValue}>
              <time dateTime={updatedAt}>
                <FormattedDate value={updatedAt} dateStyle="medium" timeStyle="short" />
              </time>
              {pendingEdit && (
                <Badge
                  appearance="tint"
                  color="warning"
                  className={info.pendingMark}
                  data-testid="album-updated-pending"
                >
                  {intl.formatMessage(m.updatedPending)}
                </Badge>
              )}
            </dd>
          </div>
        </dl>
      </div>
      <AlbumStateNotices album={album} explanation={form.editable.explanation} />
      <AlbumReviewHistory albumId={album.id} reviewStatus={album.reviewStatus} />
      <AlbumCommands
        album={album}
        run={(command) => void form.run(command)}
        busy={form.isBusy}
        submitBlocked={form.nameMissing}
      />

      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="album-info-form">
        <AlbumBasicsGroup {...groupProps} />
        <AlbumUpcGroup {...groupProps} />
        <AlbumPartiesGroup {...groupProps} />
        <AlbumReleaseGroup {...groupProps} />
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            icon={form.isBusy ? <Spinner size="tiny" /> : <SaveRegular />}
            disabled={!form.isDirty || form.isBusy}
          >
            {intl.formatMessage(form.isBusy ? m.saving : m.save)}
          </Button>
          {notice ? (
            <MessageBar
              intent={notice.intent}
              data-testid="album-form-notice"
              data-notice={form.notice}
            >
              <MessageBarBody>{intl.formatMessage(notice.text)}</MessageBarBody>
            </MessageBar>
          ) : (
            <AlbumCommandNotice album={album} commands={form.commands} />
          )}
        </div>
      </form>
    </div>
  );
}
