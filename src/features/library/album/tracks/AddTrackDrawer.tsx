import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useMemo, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../../../app/session/useSession';
import { RouterLink } from '../../../../components/RouterLink';
import { TextLimits, type Album } from '../../../../domain/catalogue';
import { buildPath, findRoute } from '../../../../domain/routes';
import { fieldState, firstIssueByField } from '../../shared/issueText';
import { LookupCombobox } from '../../shared/LookupCombobox';
import { lookupOptions } from '../../shared/lookupOptions';
import { formMessages } from '../../shared/messages';
import { trackFieldLabels as labels } from '../../track/messages';
import { addTrackMessages as m, trackTabMessages } from './messages';
import { useTrackTabStyles } from './TrackTab.styles';
import type { AddTrackDrawerState } from './useAddTrackDrawer';

const FORM_ID = 'add-track-form';
const TRACK_INFO = findRoute('library-track-info')?.path ?? '/library/track/:trackId/info';

/** The add-track drawer (spec section 2): name, the album's authorization company, display language, optional ISRC and performing language. */
export function AddTrackDrawer({ album, state }: { album: Album; state: AddTrackDrawerState }) {
  const intl = useIntl();
  const styles = useTrackTabStyles();
  const { user } = useSession();
  const displayLanguages = useMemo(() => lookupOptions('displayLanguage', intl.locale), [intl.locale]);
  const performLanguages = useMemo(() => lookupOptions('performLanguage', intl.locale), [intl.locale]);
  const byField = firstIssueByField(state.issues);
  const stateOf = (field: string) => fieldState(intl, byField.get(field), labels);
  const title = intl.formatMessage(m.title);
  // the organisation stands in as the authorizing party of its own catalogue
  const party = user?.organisationId === album.authorizationCompanyId ? user.organisationName : album.authorizationCompanyId;
  const { values, created } = state;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void state.submit();
  };

  return (
    <OverlayDrawer
      position="end"
      size="medium"
      open={state.isOpen}
      onOpenChange={(_, data) => !data.open && state.close()}
      aria-label={title}
      data-testid="add-track-drawer"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={intl.formatMessage(formMessages.close)} icon={<DismissRegular />} onClick={state.close} />}
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {created ? (
          <MessageBar intent="success" layout="multiline" data-testid="add-track-created">
            <MessageBarBody>{intl.formatMessage(m.added, { track: created.name, trackNo: created.trackNo })}</MessageBarBody>
            <MessageBarActions>
              <RouterLink to={buildPath(TRACK_INFO, { trackId: created.id })}>{intl.formatMessage(m.openInfo)}</RouterLink>
            </MessageBarActions>
          </MessageBar>
        ) : (
          <form id={FORM_ID} className={styles.form} onSubmit={onSubmit} noValidate>
            {state.refusal === 'released' && (
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody>{intl.formatMessage(trackTabMessages.releasedNoAddDelete)}</MessageBarBody>
              </MessageBar>
            )}
            <Field label={intl.formatMessage(labels.name)} required {...stateOf('name')}>
              <Input name="name" value={values.name} maxLength={TextLimits.nameMax} onChange={(_, d) => state.change('name', d.value)} />
            </Field>
            <Field label={intl.formatMessage(labels.authorizationCompanyId)} required hint={intl.formatMessage(m.partyHint)} {...stateOf('authorizationCompanyId')}>
              <Input value={party} readOnly />
            </Field>
            <Field label={intl.formatMessage(labels.displayLanguage)} required {...stateOf('displayLanguage')}>
              <LookupCombobox
                name="displayLanguage"
                options={displayLanguages}
                value={values.displayLanguage}
                onChange={(v) => state.change('displayLanguage', v)}
                placeholder={intl.formatMessage(m.choose)}
                noMatchText={intl.formatMessage(formMessages.noMatch)}
              />
            </Field>
            <Field label={intl.formatMessage(labels.isrc)} hint={intl.formatMessage(m.isrcHint)} {...stateOf('isrc')}>
              <Input name="isrc" value={values.isrc} maxLength={32} autoComplete="off" onChange={(_, d) => state.change('isrc', d.value)} />
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
          </form>
        )}
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        {created ? (
          <Button appearance="primary" onClick={state.again}>
            {intl.formatMessage(m.addAnother)}
          </Button>
        ) : (
          <Button type="submit" form={FORM_ID} appearance="primary" disabled={state.isBusy || state.refusal !== null} data-testid="add-track-submit">
            {intl.formatMessage(state.isBusy ? m.adding : m.submit)}
          </Button>
        )}
        <Button onClick={state.close}>{intl.formatMessage(created ? formMessages.close : formMessages.cancel)}</Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
