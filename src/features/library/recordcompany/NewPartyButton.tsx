import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/session/useSession';
import { errorsOf, TextLimits } from '../../../domain/catalogue';
import { CreateDrawer } from '../shared/DrawerFrame';
import { firstIssueByField, issueText, type FieldLabels } from '../shared/issueText';
import { LookupCombobox } from '../shared/LookupCombobox';
import { lookupOptions } from '../shared/lookupOptions';
import { lookupMessages } from '../artist/messages';
import { drawerMessages } from '../shared/messages';
import { AuthorizingPartyField } from './AuthorizingPartyField';
import { usePartyForm, type PartyEntity } from './usePartyForm';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground2 } });

interface Props {
  entity: PartyEntity;
  texts: { button: MessageDescriptor; title: MessageDescriptor; hint?: MessageDescriptor };
  labels: FieldLabels & { name: MessageDescriptor; authorizationCompanyId: MessageDescriptor };
  testId: string;
  infoPath(id: string): string;
  onCreated?(id: string): void;
}

/** "New record company" / "New P/C line" and the drawer both share: name unique per authorizing party. */
export function NewPartyButton({ entity, texts, labels, testId, infoPath, onCreated }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const form = usePartyForm(entity, user?.organisationId ?? '');
  const languages = useMemo(() => lookupOptions('displayLanguage', intl.locale), [intl.locale]);
  const byField = firstIssueByField(form.issues);
  const message = (field: string) => {
    const i = byField.get(field);
    return i ? issueText(intl, i, labels) : undefined;
  };

  const close = () => {
    setOpen(false);
    form.reset();
  };
  const submit = async () => {
    const id = await form.create();
    if (id === null) return;
    close();
    if (onCreated) onCreated(id);
    else void navigate(infoPath(id));
  };

  return (
    <>
      <Button
        appearance="primary"
        icon={<AddRegular />}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {intl.formatMessage(texts.button)}
      </Button>
      <CreateDrawer
        open={open}
        title={intl.formatMessage(texts.title)}
        busy={form.busy}
        testId={`${testId}-drawer`}
        onClose={close}
        onSubmit={() => void submit()}
      >
        {errorsOf(form.issues).length > 0 && (
          <MessageBar intent="error" data-testid={`${testId}-errors`}>
            <MessageBarBody>{intl.formatMessage(drawerMessages.fixFirst)}</MessageBarBody>
          </MessageBar>
        )}
        {form.failed && (
          <MessageBar intent="error">
            <MessageBarBody>{intl.formatMessage(drawerMessages.createFailed)}</MessageBarBody>
          </MessageBar>
        )}
        <Field label={intl.formatMessage(labels.name)} required validationMessage={message('name')}>
          <Input
            name="name"
            value={form.values.name}
            maxLength={TextLimits.nameMax}
            disabled={form.busy}
            data-testid={`${testId}-name`}
            onChange={(_, d) => form.change('name', d.value)}
          />
        </Field>
        <AuthorizingPartyField
          label={labels.authorizationCompanyId}
          value={form.values.authorizationCompanyId}
          disabled={form.busy}
          validationMessage={message('authorizationCompanyId')}
          testId={`${testId}-party`}
          onChange={(id) => form.change('authorizationCompanyId', id)}
        />
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
        {texts.hint && <Body1 className={styles.muted}>{intl.formatMessage(texts.hint)}</Body1>}
      </CreateDrawer>
    </>
  );
}
