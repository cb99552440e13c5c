import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  tokens,
} from '@fluentui/react-components';
import { Dropdown } from '../../../components/Dropdown';
import { AddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { RIGHTS_HOLDER_TYPES, TextLimits, type RightsHolderType } from '../../../domain/catalogue';
import { RIGHTS_COUNTRIES_FIELD } from '../../../domain/catalogue/validateRights';
import { EditDrawer } from '../shared/DrawerFrame';
import { FieldGroup } from '../shared/FieldGroup';
import { fieldState, firstIssueByField, issueText } from '../shared/issueText';
import { formMessages } from '../shared/messages';
import { CountryRecordFields } from './CountryRecordFields';
import {
  rightsFieldLabels as labels,
  rightsHolderTypeMessages,
  rightsMessages as m,
} from './messages';
import type { RightsHolderDrawer as DrawerState } from './useRightsHolderDrawer';

const useStyles = makeStyles({
  records: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Add or edit one rights holder with its country/region records (spec section 2's drawer). */
export function RightsHolderDrawer({ state, onSaved }: { state: DrawerState; onSaved(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const { shown } = state;
  const holderIssues = firstIssueByField([...(shown?.holder ?? []), ...state.refused]);
  const holderState = (field: string) => fieldState(intl, holderIssues.get(field), labels);

  return (
    <EditDrawer
      state={state}
      texts={{ add: m.drawerAdd, edit: m.drawerEdit }}
      testId="rights-holder"
      onSaved={onSaved}
    >
      {(draft) => (
        <>
          <Field label={intl.formatMessage(labels.type)} required {...holderState('type')}>
            <Dropdown
              value={
                draft.type === '' ? '' : intl.formatMessage(rightsHolderTypeMessages[draft.type])
              }
              selectedOptions={draft.type === '' ? [] : [draft.type]}
              placeholder={intl.formatMessage(labels.type)}
              onOptionSelect={(_, data) =>
                state.setHolder({ type: (data.optionValue ?? '') as RightsHolderType })
              }
            >
              {RIGHTS_HOLDER_TYPES.map((type) => (
                <Option key={type} value={type}>
                  {intl.formatMessage(rightsHolderTypeMessages[type])}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label={intl.formatMessage(labels.name)} required {...holderState('name')}>
            <Input
              value={draft.name}
              maxLength={TextLimits.nameMax}
              onChange={(_, data) => state.setHolder({ name: data.value })}
            />
          </Field>
          <Field label={intl.formatMessage(labels.email)} {...holderState('email')}>
            <Input
              type="email"
              value={draft.email}
              maxLength={254}
              onChange={(_, data) => state.setHolder({ email: data.value })}
            />
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
                  : state.refused.map((i) => (
                      <div key={`${i.field}-${i.code}`}>{issueText(intl, i, labels)}</div>
                    ))}
              </MessageBarBody>
            </MessageBar>
          )}
        </>
      )}
    </EditDrawer>
  );
}
