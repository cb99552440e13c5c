import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { TextLimits, type PlCline, type RecordCompany } from '../../../domain/catalogue';
import { useAlbumInfoStyles, useAlbumPageStyles } from '../album/AlbumPages.styles';
import { firstIssueByField, issueText, type FieldLabels } from '../shared/issueText';
import { LookupCombobox } from '../shared/LookupCombobox';
import { lookupOptions } from '../shared/lookupOptions';
import { lookupMessages } from '../artist/messages';
import { AuthorizingPartyField } from './AuthorizingPartyField';
import { partyFormMessages as m } from './messages';
import type { PartyEntity } from './usePartyForm';
import { usePartyInfoForm } from './usePartyInfoForm';

export interface Fact {
  label: MessageDescriptor;
  value: ReactNode;
  testId?: string;
}

interface Props {
  entity: PartyEntity;
  record: RecordCompany | PlCline;
  labels: FieldLabels & {
    name: MessageDescriptor;
    authorizationCompanyId: MessageDescriptor;
    displayLanguage?: MessageDescriptor;
  };
  facts: readonly Fact[];
  testId: string;
}

/** The facts the server keeps, then the editable name (and display language) of a record company or P/C line. */
export function PartyInfoForm({ entity, record, labels, facts, testId }: Props) {
  const intl = useIntl();
  const page = useAlbumPageStyles();
  const info = useAlbumInfoStyles();
  const form = usePartyInfoForm(entity, record);
  const languages = useMemo(() => lookupOptions('displayLanguage', intl.locale), [intl.locale]);
  const nameIssue = firstIssueByField(form.issues).get('name');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };

  return (
    <>
      <dl className={info.facts}>
        {facts.map((fact) => (
          <div key={fact.label.id} className={info.fact}>
            <dt className={info.factLabel}>{intl.formatMessage(fact.label)}</dt>
            <dd className={info.factValue} data-testid={fact.testId}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <form
        className={`${page.panel} ${info.form}`}
        onSubmit={onSubmit}
        noValidate
        aria-label={intl.formatMessage(labels.name)}
      >
        <Field
          label={intl.formatMessage(labels.name)}
          required
          validationMessage={nameIssue ? issueText(intl, nameIssue, labels) : undefined}
        >
          <Input
            name="name"
            value={form.values.name}
            maxLength={TextLimits.nameMax}
            disabled={form.busy}
            data-testid={`${testId}-name`}
            onChange={(_, d) => form.change('name', d.value)}
          />
        </Field>
        {entity === 'recordCompany' && labels.displayLanguage && (
          <Field label={intl.formatMessage(labels.displayLanguage)}>
            <LookupCombobox
              options={languages}
              value={form.values.displayLanguage}
              placeholder={intl.formatMessage(lookupMessages.search)}
              noMatchText={intl.formatMessage(lookupMessages.noMatch)}
              disabled={form.busy}
              clearable
              testId={`${testId}-display-language`}
              onChange={(code) => form.change('displayLanguage', code)}
            />
          </Field>
        )}
        <AuthorizingPartyField
          label={labels.authorizationCompanyId}
          value={record.authorizationCompanyId}
          readOnly
          testId={`${testId}-party`}
        />
        <div className={info.actions}>
          <Button
            type="submit"
            appearance="primary"
            icon={<SaveRegular />}
            disabled={!form.isDirty || form.hasErrors || form.busy}
            data-testid={`${testId}-save`}
          >
            {intl.formatMessage(form.busy ? m.saving : m.save)}
          </Button>
        </div>
        {form.notice && (
          <MessageBar
            intent={form.notice === 'saved' ? 'success' : 'error'}
            data-testid={`${testId}-notice`}
          >
            <MessageBarBody>
              {intl.formatMessage(form.notice === 'saved' ? m.saved : m.saveFailed)}
            </MessageBarBody>
          </MessageBar>
        )}
      </form>
    </>
  );
}
