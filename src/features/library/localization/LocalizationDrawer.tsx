import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { TextLimits, type LocalizedEntity } from '../../../domain/catalogue';
import { fieldState, firstIssueByField } from '../shared/issueText';
import { LookupCombobox } from '../shared/LookupCombobox';
import { lookupOptions } from '../shared/lookupOptions';
import { formMessages } from '../shared/messages';
import { localizationFieldLabels as labels, localizationMessages as m } from './messages';
import { OverseasCoverField } from './OverseasCoverField';
import type { LocalizationDrawer as DrawerState } from './useLocalizationDrawer';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalL },
  footer: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const FORM_ID = 'localization-form';

/** Add or edit one language's information of an album (with its overseas cover) or a track. */
export function LocalizationDrawer({ entity, state, onSaved }: { entity: LocalizedEntity; state: DrawerState; onSaved(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const { draft } = state;
  const byField = firstIssueByField(state.issues);
  const fieldProps = (field: keyof typeof labels) => ({ label: intl.formatMessage(labels[field]), ...fieldState(intl, byField.get(field), labels) });
  const title = intl.formatMessage(draft?.id ? m.drawerEdit : m.drawerAdd);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void state.save().then((saved) => saved && onSaved());
  };

  return (
    <OverlayDrawer
      position="end"
      size="medium"
      open={draft !== null}
      onOpenChange={(_, data) => !data.open && state.close()}
      aria-label={title}
      data-testid="localization-drawer"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={intl.formatMessage(formMessages.close)} icon={<DismissRegular />} onClick={state.close} />}
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {draft && (
          <form id={FORM_ID} className={styles.form} onSubmit={onSubmit} noValidate>
            <Field {...fieldProps('language')} required>
              <LookupCombobox
                options={lookupOptions('displayLanguage', intl.locale)}
                value={draft.language}
                onChange={(language) => state.change({ language })}
                disabled={state.isBusy}
                noMatchText={intl.formatMessage(formMessages.noMatch)}
              />
            </Field>
            <Field {...fieldProps('name')} required>
              <Input value={draft.name} maxLength={TextLimits.nameMax} onChange={(_, data) => state.change({ name: data.value })} />
            </Field>
            <Field {...fieldProps('subTitle')}>
              <Input value={draft.subTitle} maxLength={TextLimits.shortTextMax} onChange={(_, data) => state.change({ subTitle: data.value })} />
            </Field>
            <Field {...fieldProps('introduction')}>
              <Textarea
                value={draft.introduction}
                maxLength={TextLimits.introductionMax}
                rows={5}
                resize="vertical"
                onChange={(_, data) => state.change({ introduction: data.value })}
              />
            </Field>
            {entity === 'album' && (
              <OverseasCoverField cover={draft.overseasCover} issue={byField.get('overseasCover')} disabled={state.isBusy} onChange={state.setCover} />
            )}
            {state.hasSaveFailed && (
              <MessageBar intent="error" data-testid="localization-save-failed">
                <MessageBarBody>{intl.formatMessage(formMessages.saveFailed)}</MessageBarBody>
              </MessageBar>
            )}
          </form>
        )}
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Button type="submit" form={FORM_ID} appearance="primary" disabled={state.isBusy} data-testid="localization-save">
          {intl.formatMessage(state.isBusy ? formMessages.saving : formMessages.save)}
        </Button>
        <Button onClick={state.close}>{intl.formatMessage(formMessages.cancel)}</Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
