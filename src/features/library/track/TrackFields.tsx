import { Field, Input, Option, type InputProps } from '@fluentui/react-components';
import { Dropdown } from '../../../components/Dropdown';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LookupCombobox } from '../shared/LookupCombobox';
import type { Option as PickOption } from '../shared/lookupOptions';
import { formMessages } from '../shared/messages';
import type { TrackFormField, TrackFormValues } from './trackForm';
import type { TrackFieldProps } from './useTrackFieldProps';
import type { TrackInfoForm } from './useTrackInfoForm';

type TextField = {
  [F in TrackFormField]: TrackFormValues[F] extends string ? F : never;
}[TrackFormField];

interface Common<F extends TrackFormField> {
  form: TrackInfoForm;
  field: F;
  props: TrackFieldProps;
  hint?: string;
  className?: string;
}

/** A text input bound to one string field of the form. */
export function TrackTextField({
  form,
  field,
  props,
  hint,
  className,
  maxLength,
  inputMode,
}: Common<TextField> & { maxLength?: number; inputMode?: InputProps['inputMode'] }) {
  return (
    <Field {...props} hint={hint} className={className}>
      <Input
        name={field}
        value={form.values[field]}
        maxLength={maxLength}
        inputMode={inputMode}
        disabled={!form.canEdit(field)}
        onChange={(_, data) => form.change(field, data.value)}
      />
    </Field>
  );
}

/** A short closed list (version, spatial type, quality): a dropdown with "None" when optional. */
export function TrackChoiceField<F extends 'trackVersion' | 'spatialAudioType' | 'quality'>({
  form,
  field,
  props,
  choices,
  className,
}: Common<F> & { choices: Readonly<Record<Exclude<TrackFormValues[F], ''>, MessageDescriptor>> }) {
  const intl = useIntl();
  const value = form.values[field] as string;
  const entries = Object.entries(choices) as [string, MessageDescriptor][];
  const none = intl.formatMessage(formMessages.none);
  const textOf = (code: string) => {
    const label = entries.find(([c]) => c === code)?.[1];
    return label ? intl.formatMessage(label) : none;
  };
  return (
    <Field {...props} className={className}>
      <Dropdown
        name={field}
        value={textOf(value)}
        selectedOptions={[value]}
        disabled={!form.canEdit(field)}
        onOptionSelect={(_, data) =>
          form.change(field, (data.optionValue ?? '') as TrackFormValues[F])
        }
      >
        <Option value="" text={none}>
          {none}
        </Option>
        {entries.map(([code, label]) => (
          <Option key={code} value={code} text={intl.formatMessage(label)}>
            {intl.formatMessage(label)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** A code or record id chosen from a long list, filtered as the user types. */
export function TrackPickField({
  form,
  field,
  props,
  options,
  hint,
  className,
}: Common<'langCode' | 'genreId' | 'labelId' | 'pLineId' | 'cLineId'> & {
  options: readonly PickOption[];
}) {
  const intl = useIntl();
  return (
    <Field {...props} hint={hint} className={className}>
      <LookupCombobox
        name={field}
        options={options}
        value={form.values[field]}
        onChange={(value) => form.change(field, value)}
        disabled={!form.canEdit(field)}
        clearable={!props.required}
        noMatchText={intl.formatMessage(formMessages.noMatch)}
      />
    </Field>
  );
}
