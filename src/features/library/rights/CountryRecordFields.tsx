import { Button, Field, Input, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { TextLimits, type Issue } from '../../../domain/catalogue';
import { fieldState, firstIssueByField } from '../shared/issueText';
import { LookupCombobox } from '../shared/LookupCombobox';
import { lookupOptions } from '../shared/lookupOptions';
import { formMessages } from '../shared/messages';
import { rightsFieldLabels as labels, rightsMessages as m } from './messages';
import type { CountryDraft } from './rightsDraft';

const useStyles = makeStyles({
  record: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    // a field with a hint or message must not stretch its neighbours' inputs
    alignItems: 'start',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: {
    gridColumn: '1 / -1',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
});

interface Props {
  index: number;
  record: CountryDraft;
  issues: readonly Issue[];
  disabled: boolean;
  canRemove: boolean;
  onChange(patch: Partial<CountryDraft>): void;
  onRemove(): void;
}

/** One country/region record of a rights holder: where, what share, OP/SP info and the term. */
export function CountryRecordFields({
  index,
  record,
  issues,
  disabled,
  canRemove,
  onChange,
  onRemove,
}: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const byField = firstIssueByField(issues);
  const state = (field: string) => fieldState(intl, byField.get(field), labels);
  const headingId = `rights-country-${record.key}`;
  const text = (
    field: 'opInfo' | 'spInfo' | 'periodStart' | 'periodEnd',
    type: 'text' | 'date' = 'text',
  ) => (
    <Field label={intl.formatMessage(labels[field])} {...state(field)}>
      <Input
        type={type}
        value={record[field]}
        maxLength={type === 'text' ? TextLimits.shortTextMax : undefined}
        disabled={disabled}
        onChange={(_, data) => onChange({ [field]: data.value })}
      />
    </Field>
  );
  return (
    <section
      className={styles.record}
      aria-labelledby={headingId}
      data-testid="rights-country-record"
    >
      <div className={styles.head}>
        <Subtitle2 as="h3" id={headingId}>
          {intl.formatMessage(m.countryRecord, { index: index + 1 })}
        </Subtitle2>
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          disabled={disabled || !canRemove}
          aria-label={intl.formatMessage(m.removeCountry, { index: index + 1 })}
          onClick={onRemove}
        />
      </div>
      <Field label={intl.formatMessage(labels.countryCode)} required {...state('countryCode')}>
        <LookupCombobox
          options={lookupOptions('country', intl.locale)}
          value={record.countryCode}
          onChange={(countryCode) => onChange({ countryCode })}
          disabled={disabled}
          noMatchText={intl.formatMessage(formMessages.noMatch)}
        />
      </Field>
      <Field
        label={intl.formatMessage(labels.percentage)}
        required
        hint={intl.formatMessage(m.percentageHint)}
        {...state('percentage')}
      >
        <Input
          value={record.percentage}
          inputMode="decimal"
          maxLength={12}
          disabled={disabled}
          onChange={(_, data) => onChange({ percentage: data.value })}
        />
      </Field>
      {text('opInfo')}
      {text('spInfo')}
      {text('periodStart', 'date')}
      {text('periodEnd', 'date')}
    </section>
  );
}
