import {
  Button,
  Dropdown,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { RIGHTS_HOLDER_TYPES, TextLimits, type RightsHolderType } from '../../../domain/catalogue';
import { RIGHTS_COUNTRIES_FIELD } from '../../../domain/catalogue/validateRights';
import { FieldGroup } from '../shared/FieldGroup';
import { fieldState, firstIssueByField, issueText } from '../shared/issueText';
import { formMessages } from '../shared/messages';
import { CountryRecordFields } from './CountryRecordFields';
import { rightsFieldLabels as labels, rightsHolderTypeMessages, rightsMessages as m } from './messages';
import type { RightsHolderDrawer as DrawerState } from './useRightsHolderDrawer';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalL },
  records: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  footer: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const FORM_ID = 'rights-holder-form';

/** Add or edit one rights holder with its country/region records (spec section 2's drawer). */
export function RightsHolderDrawer({ state, onSaved }: { state: DrawerState; onSaved(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const { draft, shown } = state;
  const holderIssues = firstIssueByField([...(shown?.holder ?? []), ...state.refused]);
  const holderState = (field: string) => fieldState(intl, holderIssues.get(field), labels);
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
      data-testid="rights-holder-drawer"
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
            <Field label={intl.formatMessage(labels.type)} required {...holderState('type')}>
              <Dropdown
                value={draft.type === '' ? '' : intl.formatMessage(rightsHolderTypeMessages[draft.type])}
                selectedOptions={draft.type === '' ? [] : [draft.type]}
                placeholder={intl.formatMessage(labels.type)}
                onOptionSelect={(_, data) => state.setHolder({ type: (data.optionValue ?? '') as RightsHolderType })}
              >
                {RIGHTS_HOLDER_TYPES.map((type) => (
                  <Option key={type} value={type}>
                    {intl.formatMessage(rightsHolderTypeMessages[type])}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label={intl.formatMessage(labels.name)} required {...holderState('name')}>
              <Input value={draft.name} maxLength={TextLimits.nameMax} onChange={(_, data) => state.setHolder({ name: data.value })} />
            </Field>
            <Field label={intl.formatMessage(labels.email)} {...holderState('email')}>
              <Input type="email" value={draft.email} maxLength={254} onChange={(_, data) => state.setHolder({ email: data.value })} />
            </Field>
            <FieldGroup
              label={intl.formatMessage(labels.rightsCountries)}
              required
              {...holderState(RIGHTS_COUNTRIES_FIELD)}
              testId="rights-countries"
            >
              <div className={styles.records}>
                {draft.countries.map((record, index) => (
                  <CountryRecordFields
                    key={record.key}
                    index={index}
                    record={record}
                    issues={shown?.countries[index] ?? []}
                    disabled={state.isBusy}
                    canRemove
                    onChange={(patch) => state.setCountry(record.key, patch)}
                    onRemove={() => state.removeCountry(record.key)}
                  />
                ))}
                <div>
                  <Button icon={<AddRegular />} onClick={state.addCountry}>
                    {intl.formatMessage(m.addCountry)}
                  </Button>
                </div>
              </div>
            </FieldGroup>
            {state.problem && (
              <MessageBar intent="error" layout="multiline" data-testid="rights-drawer-problem">
                <MessageBarBody>
                  {state.problem === 'saveFailed'
                    ? intl.formatMessage(formMessages.saveFailed)
                    : state.refused.map((i) => <div key={`${i.field}-${i.code}`}>{issueText(intl, i, labels)}</div>)}
                </MessageBarBody>
              </MessageBar>
            )}
          </form>
        )}
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Button type="submit" form={FORM_ID} appearance="primary" disabled={state.isBusy} data-testid="rights-holder-save">
          {intl.formatMessage(state.isBusy ? formMessages.saving : formMessages.save)}
        </Button>
        <Button onClick={state.close}>{intl.formatMessage(formMessages.cancel)}</Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
