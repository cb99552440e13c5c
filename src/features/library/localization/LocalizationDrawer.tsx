import { Field, Input, MessageBar, MessageBarBody, Textarea } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { TextLimits, type LocalizedEntity } from '../../../domain/catalogue';
import { EditDrawer } from '../shared/DrawerFrame';
import { fieldState, firstIssueByField } from '../shared/issueText';
import { LookupCombobox } from '../shared/LookupCombobox';
import { lookupOptions } from '../shared/lookupOptions';
import { formMessages } from '../shared/messages';
import { localizationFieldLabels as labels, localizationMessages as m } from './messages';
import { OverseasCoverField } from './OverseasCoverField';
import type { LocalizationDrawer as DrawerState } from './useLocalizationDrawer';

/** Add or edit one language's information of an album (with its overseas cover) or a track. */
export function LocalizationDrawer({
  entity,
  state,
  onSaved,
}: {
  entity: LocalizedEntity;
  state: DrawerState;
  onSaved(): void;
}) {
  const intl = useIntl();
  const byField = firstIssueByField(state.issues);
  const fieldProps = (field: keyof typeof labels) => ({
    label: intl.formatMessage(labels[field]),
    ...fieldState(intl, byField.get(field), labels),
  });

  return (
    <EditDrawer
      state={state}
      texts={{ add: m.drawerAdd, edit: m.drawerEdit }}
      testId="localization"
      onSaved={onSaved}
    >
      {(draft) => (
        <>
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
            <Input
              value={draft.name}
              maxLength={TextLimits.nameMax}
              onChange={(_, data) => state.change({ name: data.value })}
            />
          </Field>
          <Field {...fieldProps('subTitle')}>
            <Input
              value={draft.subTitle}
              maxLength={TextLimits.shortTextMax}
              onChange={(_, data) => state.change({ subTitle: data.value })}
            />
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
            <OverseasCoverField
              cover={draft.overseasCover}
              issue={byField.get('overseasCover')}
              disabled={state.isBusy}
              onChange={state.setCover}
            />
          )}
          {state.hasSaveFailed && (
            <MessageBar intent="error" data-testid="localization-save-failed">
              <MessageBarBody>{intl.formatMessage(formMessages.saveFailed)}</MessageBarBody>
            </MessageBar>
          )}
        </>
      )}
    </EditDrawer>
  );
}
