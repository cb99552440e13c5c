import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../../app/session/useSession';
import { errorsOf, TextLimits, type Authorization } from '../../../domain/catalogue';
import { useAlbumInfoStyles, useAlbumPageStyles } from '../album/AlbumPages.styles';
import { fieldError } from '../shared/issueText';
import { drawerMessages } from '../shared/messages';
import { AuthorizingPartyField } from '../recordcompany/AuthorizingPartyField';
import { AttachmentField } from './AttachmentField';
import { authorizationFieldMessages as f, authorizationFormMessages as m } from './messages';
import { useAuthorizationForm } from './useAuthorizationForm';

interface Props {
  /** null on the add page */
  stored: Authorization | null;
  /** after a successful create or save */
  onSaved?(id: string): void;
}

/** Title and attachment required, number, metadata attachment, authorizing party (fixed once created). */
export function AuthorizationForm({ stored, onSaved }: Props) {
  const intl = useIntl();
  const page = useAlbumPageStyles();
  const info = useAlbumInfoStyles();
  const { user } = useSession();
  const form = useAuthorizationForm(stored, user?.organisationId ?? '');
  const message = (field: string) => fieldError(intl, form.issues, field, f);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const id = await form.submit();
    if (id !== null) onSaved?.(id);
  };

  return (
    <form
      className={`${page.panel} ${info.form}`}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={intl.formatMessage(stored ? m.editHeading : m.addHeading)}
      data-testid="authorization-form"
    >
      {errorsOf(form.issues).length > 0 && (
        <MessageBar intent="error" data-testid="authorization-form-errors">
          <MessageBarBody>{intl.formatMessage(drawerMessages.fixFirst)}</MessageBarBody>
        </MessageBar>
      )}
      <AuthorizingPartyField
        label={f.authorizationCompanyId}
        value={form.values.authorizationCompanyId}
        readOnly={stored !== null}
        disabled={form.busy}
        validationMessage={message('authorizationCompanyId')}
        testId="authorization-party"
        onChange={(id) => form.change('authorizationCompanyId', id)}
      />
      <Field label={intl.formatMessage(f.title)} required validationMessage={message('title')}>
        <Input
          name="title"
          value={form.values.title}
          maxLength={TextLimits.nameMax}
          disabled={form.busy}
          data-testid="authorization-title"
          onChange={(_, d) => form.change('title', d.value)}
        />
      </Field>
      <Field label={intl.formatMessage(f.number)} validationMessage={message('number')}>
        <Input
          name="number"
          value={form.values.number}
          maxLength={TextLimits.shortTextMax}
          disabled={form.busy}
          data-testid="authorization-number"
          onChange={(_, d) => form.change('number', d.value)}
        />
      </Field>
      <AttachmentField
        label={intl.formatMessage(f.attachment)}
        required
        value={form.values.attachment}
        disabled={form.busy}
        validationMessage={message('attachment')}
        testId="authorization-attachment"
        onChange={(file) => form.change('attachment', file)}
      />
      <AttachmentField
        label={intl.formatMessage(f.metadataAttachment)}
        value={form.values.metadataAttachment}
        disabled={form.busy}
        validationMessage={message('metadataAttachment')}
        testId="authorization-metadata"
        onChange={(file) => form.change('metadataAttachment', file)}
      />
      <div className={info.actions}>
        <Button
          type="submit"
          appearance="primary"
          icon={<SaveRegular />}
          disabled={form.busy || !form.isDirty}
          data-testid="authorization-submit"
        >
          {intl.formatMessage(form.busy ? m.saving : stored ? m.save : m.create)}
        </Button>
      </div>
      {form.notice && stored && (
        <MessageBar
          intent={form.notice === 'saved' ? 'success' : 'error'}
          data-testid="authorization-form-notice"
        >
          <MessageBarBody>
            {intl.formatMessage(form.notice === 'saved' ? m.saved : m.saveFailed)}
          </MessageBarBody>
        </MessageBar>
      )}
      {form.notice === 'saveFailed' && !stored && (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage(m.saveFailed)}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
