import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Textarea,
} from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { TextLimits, type Album } from '../../../domain/catalogue';
import { ReleaseStatusBadge, ReviewStatusBadge } from '../status/StatusBadges';
import { AlbumCommands } from './AlbumCommands';
import { useAlbumInfoStyles, useAlbumPageStyles } from './AlbumPages.styles';
import { albumInfoMessages as m } from './messages';
import { useAlbumInfoForm } from './useAlbumInfoForm';

const NOTICE_TEXT = {
  saved: { intent: 'success', text: m.saved },
  saveFailed: { intent: 'error', text: m.saveFailed },
  commandQueued: { intent: 'success', text: m.commandQueued },
  commandFailed: { intent: 'error', text: m.commandFailed },
} as const;

/** Statuses, the review's verdict, the editable fields and the review commands of one album. */
export function AlbumInfoForm({ album }: { album: Album }) {
  const page = useAlbumPageStyles();
  const styles = useAlbumInfoStyles();
  const intl = useIntl();
  const form = useAlbumInfoForm(album);
  const { editable } = form;
  const notice = form.notice ? NOTICE_TEXT[form.notice] : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };

  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(m.reviewStatus)}</dt>
          <dd className={styles.factValue}>
            <ReviewStatusBadge status={album.reviewStatus} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(m.releaseStatus)}</dt>
          <dd className={styles.factValue}>
            <ReleaseStatusBadge status={album.releaseStatus} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(m.updatedAt)}</dt>
          <dd className={styles.factValue}>
            <time dateTime={album.updatedAt}>
              <FormattedDate value={album.updatedAt} dateStyle="medium" timeStyle="short" />
            </time>
          </dd>
        </div>
      </dl>

      {album.reviewStatus === 13 && album.rejectReason && (
        <MessageBar intent="error" layout="multiline" data-testid="album-reject-reason">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage(m.rejectedTitle)}</MessageBarTitle>
            {album.rejectStage &&
              intl.formatMessage(m.rejectedStage, {
                stage: intl.formatMessage(album.rejectStage === 'opSp' ? m.stageOpSp : m.stageContent),
              })}
            <Body1 as="p" block>
              {album.rejectReason}
            </Body1>
          </MessageBarBody>
        </MessageBar>
      )}

      {editable.explanation && (
        <MessageBar intent="info" layout="multiline" data-testid="album-lock-explanation">
          <MessageBarBody>{intl.formatMessage(editable.explanation)}</MessageBarBody>
        </MessageBar>
      )}

      <form className={`${page.panel} ${styles.form}`} onSubmit={onSubmit} noValidate>
        <Field
          label={intl.formatMessage(m.name)}
          required
          validationMessage={form.nameMissing && editable.name ? intl.formatMessage(m.nameRequired) : undefined}
        >
          <Input
            name="name"
            value={form.values.name}
            maxLength={TextLimits.nameMax}
            disabled={!editable.name}
            onChange={(_, data) => form.change('name', data.value)}
          />
        </Field>
        <Field label={intl.formatMessage(m.introduction)}>
          <Textarea
            name="introduction"
            value={form.values.introduction}
            maxLength={TextLimits.introductionMax}
            disabled={!editable.introduction}
            resize="vertical"
            rows={5}
            onChange={(_, data) => form.change('introduction', data.value)}
          />
        </Field>
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            icon={<SaveRegular />}
            disabled={!form.isDirty || form.nameMissing || form.isBusy}
          >
            {intl.formatMessage(form.isBusy ? m.saving : m.save)}
          </Button>
        </div>
        {notice && (
          <MessageBar intent={notice.intent} data-testid="album-form-notice">
            <MessageBarBody>{intl.formatMessage(notice.text)}</MessageBarBody>
          </MessageBar>
        )}
        <AlbumCommands form={form} />
      </form>
    </>
  );
}
