import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  tokens,
} from '@fluentui/react-components';
import { Dropdown } from '../../../../components/Dropdown';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ALBUM_TYPES, errorsOf, TextLimits, type AlbumType } from '../../../../domain/catalogue';
import { CreateDrawer } from '../../shared/DrawerFrame';
import { fieldState, firstIssueByField } from '../../shared/issueText';
import { LookupCombobox } from '../../shared/LookupCombobox';
import { lookupOptions } from '../../shared/lookupOptions';
import { drawerMessages, formMessages } from '../../shared/messages';
import { AuthorizingPartyField } from '../../recordcompany/AuthorizingPartyField';
import { albumWizardPath } from '../wizard/wizardSteps';
import {
  albumCreateMessages as m,
  albumFieldLabels as labels,
  albumTypeMessages,
} from './messages';
import { useNewAlbum } from './useNewAlbum';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground2 } });

interface Props {
  /** after the album was created; by default its edit wizard opens */
  onCreated?(albumId: string): void;
}

/**
 * "New album" and the add-album drawer (spec section 2): name, authorization company, display
 * language and type. The album is created on this device (offline too) and its wizard opens.
 */
export function NewAlbumButton({ onCreated }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useNewAlbum();
  const byField = firstIssueByField(form.issues);
  const state = (field: string) => fieldState(intl, byField.get(field), labels);
  const type = form.values.type;

  const close = () => {
    setOpen(false);
    form.reset();
  };
  const submit = async () => {
    const id = await form.create();
    if (id === null) return;
    close();
    if (onCreated) onCreated(id);
    else void navigate(albumWizardPath(id, 'info'));
  };

  return (
    <>
      <Button
        appearance="primary"
        icon={<AddRegular />}
        onClick={() => setOpen(true)}
        data-testid="new-album"
      >
        {intl.formatMessage(m.button)}
      </Button>
      <CreateDrawer
        open={open}
        title={intl.formatMessage(m.title)}
        busy={form.busy}
        testId="new-album-drawer"
        onClose={close}
        onSubmit={() => void submit()}
      >
        {errorsOf(form.issues).length > 0 && (
          <MessageBar intent="error" data-testid="new-album-errors">
            <MessageBarBody>{intl.formatMessage(drawerMessages.fixFirst)}</MessageBarBody>
          </MessageBar>
        )}
        {form.failed && (
          <MessageBar intent="error">
            <MessageBarBody>{intl.formatMessage(drawerMessages.createFailed)}</MessageBarBody>
          </MessageBar>
        )}
        <Field label={intl.formatMessage(labels.name)} required {...state('name')}>
          <Input
            name="name"
            value={form.values.name}
            maxLength={TextLimits.nameMax}
            disabled={form.busy}
            data-testid="new-album-name"
            onChange={(_, d) => form.change('name', d.value)}
          />
        </Field>
        <AuthorizingPartyField
          label={labels.authorizationCompanyId}
          value={form.values.authorizationCompanyId}
          disabled={form.busy}
          validationMessage={state('authorizationCompanyId').validationMessage}
          testId="new-album-party"
          onChange={(id) => form.change('authorizationCompanyId', id)}
        />
        <Field
          label={intl.formatMessage(labels.displayLanguage)}
          required
          hint={intl.formatMessage(m.fixedHint)}
          {...state('displayLanguage')}
        >
          <LookupCombobox
            name="displayLanguage"
            options={lookupOptions('displayLanguage', intl.locale)}
            value={form.values.displayLanguage}
            disabled={form.busy}
            noMatchText={intl.formatMessage(formMessages.noMatch)}
            onChange={(code) => form.change('displayLanguage', code)}
          />
        </Field>
        <Field label={intl.formatMessage(labels.type)} required {...state('type')}>
          <Dropdown
            name="type"
            value={type === null ? '' : intl.formatMessage(albumTypeMessages[type])}
            selectedOptions={type === null ? [] : [String(type)]}
            disabled={form.busy}
            data-testid="new-album-type"
            onOptionSelect={(_, d) =>
              d.optionValue && form.change('type', Number(d.optionValue) as AlbumType)
            }
          >
            {ALBUM_TYPES.map((t) => (
              <Option key={t} value={String(t)}>
                {intl.formatMessage(albumTypeMessages[t])}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Body1 className={styles.muted}>{intl.formatMessage(m.optional)}</Body1>
      </CreateDrawer>
    </>
  );
}
