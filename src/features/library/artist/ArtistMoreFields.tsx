import { Field, Input, Option, Textarea } from '@fluentui/react-components';
import { Dropdown } from '../../../components/Dropdown';
import { useIntl } from 'react-intl';
import { useRecords } from '../../../data/catalogueHooks';
import { TextLimits, type Issue } from '../../../domain/catalogue';
import { fieldError } from '../shared/issueText';
import type { ArtistFormValues, ArtistListField, ArtistTextField } from './artistForm';
import { artistFieldMessages as f, artistInfoMessages as m } from './messages';
import { lookupOptions } from '../shared/lookupOptions';

interface Props {
  values: ArtistFormValues;
  issues: readonly Issue[];
  disabled: boolean;
  change<K extends keyof ArtistFormValues>(field: K, value: ArtistFormValues[K]): void;
}

const LONG_TEXT: Partial<Record<ArtistTextField, number>> = {
  representativeWorks: TextLimits.introductionMax,
  introduction: TextLimits.introductionMax,
};
const NAME_LIKE: readonly ArtistTextField[] = ['alias', 'foreignName'];

/** The artist's fields beyond the basics, grouped as the spec lists them (section 3, Artist). */
export function useArtistFieldRenderers({ values, issues, disabled, change }: Props) {
  const intl = useIntl();
  const message = (field: string) => fieldError(intl, issues, field, f);

  const text = (
    field: Exclude<ArtistTextField, 'name' | 'countryCode' | 'displayLanguage' | 'recordCompanyId'>,
    type: 'text' | 'date' | 'url' = 'text',
  ) => {
    const long = LONG_TEXT[field];
    const max = long ?? (NAME_LIKE.includes(field) ? TextLimits.nameMax : TextLimits.shortTextMax);
    return (
      <Field key={field} label={intl.formatMessage(f[field])} validationMessage={message(field)}>
        {long ? (
          <Textarea
            name={field}
            value={values[field]}
            maxLength={max}
            rows={4}
            resize="vertical"
            disabled={disabled}
            onChange={(_, d) => change(field, d.value)}
          />
        ) : (
          <Input
            name={field}
            type={type}
            value={values[field]}
            maxLength={max}
            disabled={disabled}
            onChange={(_, d) => change(field, d.value)}
          />
        )}
      </Field>
    );
  };

  const list = (field: ArtistListField) => (
    <Field
      key={field}
      label={intl.formatMessage(f[field])}
      hint={intl.formatMessage(m.listHint)}
      validationMessage={message(field)}
    >
      <Textarea
        name={field}
        value={values[field]}
        rows={3}
        resize="vertical"
        disabled={disabled}
        onChange={(_, d) => change(field, d.value)}
      />
    </Field>
  );

  return { text, list };
}

export function GenreField({ values, disabled, change }: Omit<Props, 'issues'>) {
  const intl = useIntl();
  const choices = lookupOptions('genre', intl.locale);
  const selected = choices.filter((c) => values.genreIds.includes(c.value));
  return (
    <Field label={intl.formatMessage(f.genreIds)}>
      <Dropdown
        multiselect
        value={intl.formatList(
          selected.map((c) => c.text),
          { type: 'conjunction' },
        )}
        selectedOptions={values.genreIds}
        disabled={disabled}
        onOptionSelect={(_, d) => change('genreIds', d.selectedOptions)}
      >
        {choices.map((c) => (
          <Option key={c.value} value={c.value}>
            {c.text}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

export function RecordCompanyField({ values, disabled, change }: Omit<Props, 'issues'>) {
  const intl = useIntl();
  const companies = useRecords('recordCompany', { orderBy: 'name' });
  const none = intl.formatMessage(m.noRecordCompany);
  const current = companies?.find((c) => c.id === values.recordCompanyId);
  return (
    <Field label={intl.formatMessage(f.recordCompanyId)}>
      <Dropdown
        value={current?.name ?? (values.recordCompanyId ? values.recordCompanyId : none)}
        selectedOptions={[values.recordCompanyId]}
        disabled={disabled}
        onOptionSelect={(_, d) => change('recordCompanyId', d.optionValue ?? '')}
      >
        <Option value="">{none}</Option>
        {(companies ?? []).map((c) => (
          <Option key={c.id} value={c.id}>
            {c.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
