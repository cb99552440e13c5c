import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../../../app/session/useSession';
import { RouterLink } from '../../../../components/RouterLink';
import { TextLimits, type Album } from '../../../../domain/catalogue';
import { routePath } from '../../../../domain/routes';
import { DrawerButtons, DrawerForm, DrawerFrame } from '../../shared/DrawerFrame';
import { fieldState, firstIssueByField } from '../../shared/issueText';
import { LookupCombobox } from '../../shared/LookupCombobox';
import { lookupOptions } from '../../shared/lookupOptions';
import { formMessages } from '../../shared/messages';
import { trackFieldLabels as labels } from '../../track/messages';
import { addTrackMessages as m, trackTabMessages } from './messages';
import type { AddTrackDrawerState } from './useAddTrackDrawer';
import { useSaveSyncText } from '../../../sync/status/useSaveSyncText';

const FORM_ID = 'add-track-form';

/** The add-track drawer (spec section 2): name, the album's authorization company, display language, optional ISRC and performing language. */
export function AddTrackDrawer({ album, state }: { album: Album; state: AddTrackDrawerState }) {
  const intl = useIntl();
  const syncText = useSaveSyncText();
  const { user } = useSession();
  const displayLanguages = useMemo(
    () => lookupOptions('displayLanguage', intl.locale),
    [intl.locale],
  );
  const performLanguages = useMemo(
    () => lookupOptions('performLanguage', intl.locale),
    [intl.locale],
  );
  const byField = firstIssueByField(state.issues);
  const stateOf = (field: string) => fieldState(intl, byField.get(field), labels);
  // the organisation stands in as the authorizing party of its own catalogue
  const party =
    user?.organisationId === album.authorizationCompanyId
      ? user.organisationName
      : album.authorizationCompanyId;
  const { values, created } = state;

  const footer = created ? (
    <>
      <Button appearance="primary" onClick={state.again}>
        {intl.formatMessage(m.addAnother)}
      </Button>
      <Button onClick={state.close}>{intl.formatMessage(formMessages.close)}</Button>
    </>
  ) : (
    <DrawerButtons
      formId={FORM_ID}
      busy={state.isBusy}
      texts={{ submit: m.submit, busy: m.adding }}
      submitTestId="add-track-submit"
      isBlocked={state.refusal !== null}
      onCancel={state.close}
    />
  );

  return (
    <DrawerFrame
      open={state.isOpen}
      title={intl.formatMessage(m.title)}
      testId="add-track-drawer"
      onClose={state.close}
      footer={footer}
    >
      {created ? (
        <MessageBar intent="success" layout="multiline" data-testid="add-track-created">
          <MessageBarBody>
            {intl.formatMessage(m.added, { track: created.name, trackNo: created.trackNo })}{' '}
            {syncText}
          </MessageBarBody>
          <MessageBarActions>
            <RouterLink to={routePath('library-track-info', { trackId: created.id })}>
              {intl.formatMessage(m.openInfo)}
            </RouterLink>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <DrawerForm id={FORM_ID} onSubmit={() => void state.submit()}>
          {state.refusal === 'released' && (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>
                {intl.formatMessage(trackTabMessages.releasedNoAddDelete)}
              </MessageBarBody>
            </MessageBar>
          )}
          <Field label={intl.formatMessage(labels.name)} required {...stateOf('name')}>
            <Input
              name="name"
              value={values.name}
              maxLength={TextLimits.nameMax}
              onChange={(_, d) => state.change('name', d.value)}
            />
          </Field>
          <Field
            label={intl.formatMessage(labels.authorizationCompanyId)}
            required
            hint={intl.formatMessage(m.partyHint)}
            {...stateOf('authorizationCompanyId')}
          >
            <Input value={party} readOnly />
          </Field>
          <Field
            label={intl.formatMessage(labels.displayLanguage)}
            required
            {...stateOf('displayLanguage')}
          >
            <LookupCombobox
              name="displayLanguage"
              options={displayLanguages}
              value={values.displayLanguage}
              onChange={(v) => state.change('displayLanguage', v)}
              placeholder={intl.formatMessage(m.choose)}
              noMatchText={intl.formatMessage(formMessages.noMatch)}
            />
          </Field>
          <Field
            label={intl.formatMessage(labels.isrc)}
            hint={intl.formatMessage(m.isrcHint)}
            {...stateOf('isrc')}
          >
            <Input
              name="isrc"
              value={values.isrc}
              maxLength={32}
              autoComplete="off"
              onChange={(_, d) => state.change('isrc', d.value)}
            />
          </Field>
          <Field label={intl.formatMessage(labels.langCode)} {...stateOf('langCode')}>
            <LookupCombobox
              name="langCode"
              options={performLanguages}
              value={values.langCode}
              onChange={(v) => state.change('langCode', v)}
              clearable
              placeholder={intl.formatMessage(m.choose)}
              noMatchText={intl.formatMessage(formMessages.noMatch)}
            />
          </Field>
          {state.hasFailed && (
            <MessageBar intent="error" data-testid="add-track-failed">
              <MessageBarBody>{intl.formatMessage(m.failed)}</MessageBarBody>
            </MessageBar>
          )}
        </DrawerForm>
      )}
    </DrawerFrame>
  );
}
