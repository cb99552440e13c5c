import { Field, Input, Option } from '@fluentui/react-components';
import { useMemo } from 'react';
import { Dropdown } from '../../../components/Dropdown';
import { useIntl } from 'react-intl';
import { ARTIST_TYPES, TextLimits, type Issue } from '../../../domain/catalogue';
import type { ArtistFormValues } from './artistForm';
import { fieldError } from '../shared/issueText';
import { LookupCombobox } from '../shared/LookupCombobox';
import { lookupOptions } from '../shared/lookupOptions';
import { artistFieldMessages as f, artistTypeMessages, lookupMessages } from './messages';

interface Props {
  values: ArtistFormValues;
  issues: readonly Issue[];
  disabled?: boolean;
  change<K extends keyof ArtistFormValues>(field: K, value: ArtistFormValues[K]): void;
}

/** Name, country/region, type/gender and display language: the drawer's fields and the form's first row. */
export function ArtistBasicFields({ values, issues, disabled, change }: Props) {
  const intl = useIntl();
  const countries = useMemo(() => lookupOptions('country', intl.locale), [intl.locale]);
  const languages = useMemo(() => lookupOptions('displayLanguage', intl.locale), [intl.locale]);
  const message = (field: string) => fieldError(intl, issues, field, f);

  return (
    <>
      <Field label={intl.formatMessage(f.name)} required validationMessage={message('name')}>
        <Input
          name="name"
          value={values.name}
          maxLength={TextLimits.nameMax}
          disabled={disabled}
          data-testid="artist-name"
          onChange={(_, d) => change('name', d.value)}
        />
      </Field>
      <Field
        label={intl.formatMessage(f.countryCode)}
        required
        validationMessage={message('countryCode')}
      >
        <LookupCombobox
          options={countries}
          value={values.countryCode}
          placeholder={intl.formatMessage(lookupMessages.search)}
          noMatchText={intl.formatMessage(lookupMessages.noMatch)}
          disabled={disabled}
          testId="artist-country"
          onChange={(code) => change('countryCode', code)}
        />
      </Field>
      <Field label={intl.formatMessage(f.type)}>
        <Dropdown
          value={intl.formatMessage(artistTypeMessages[values.type])}
          selectedOptions={[values.type]}
          disabled={disabled}
          data-testid="artist-type"
          onOptionSelect={(_, d) => {
            const type = ARTIST_TYPES.find((t) => t === d.optionValue);
            if (type) change('type', type);
          }}
        >
          {ARTIST_TYPES.map((type) => (
            <Option key={type} value={type}>
              {intl.formatMessage(artistTypeMessages[type])}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={intl.formatMessage(f.displayLanguage)}>
        <LookupCombobox
          options={languages}
          value={values.displayLanguage}
          placeholder={intl.formatMessage(lookupMessages.search)}
          noMatchText={intl.formatMessage(lookupMessages.noMatch)}
          disabled={disabled}
          clearable
          testId="artist-display-language"
          onChange={(code) => change('displayLanguage', code)}
        />
      </Field>
    </>
  );
}
