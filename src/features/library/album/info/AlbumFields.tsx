// The inputs of the album form, each bound to one form field: disabled when the review state does
// not let it change, labelled and messaged by useAlbumFieldProps.
import { Field, Input, Option, Switch, Textarea } from '@fluentui/react-components';
import { DateField } from '../../../../components/DateField';
import { Dropdown } from '../../../../components/Dropdown';
import { TextLimits } from '../../../../domain/catalogue';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LookupCombobox } from '../../shared/LookupCombobox';
import type { Option as PickOption } from '../../shared/lookupOptions';
import { formMessages } from '../../shared/messages';
import type { AlbumInfoForm } from '../useAlbumInfoForm';
import type { AlbumFormField, AlbumFormValues } from './albumForm';
import type { AlbumFieldProps } from './useAlbumFieldProps';

type FieldOfType<T> = {
  [F in AlbumFormField]: AlbumFormValues[F] extends T ? F : never;
}[AlbumFormField];

interface Common<F extends AlbumFormField> {
  form: AlbumInfoForm;
  field: F;
  props: AlbumFieldProps;
  hint?: string;
  className?: string;
}

/** A text input bound to one string field. */
export function AlbumTextField({
  form,
  field,
  props,
  hint,
  className,
  maxLength,
  inputMode,
}: Common<FieldOfType<string>> & {
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
}) {
  return (
    <Field {...props} hint={hint} className={className}>
      <Input
        name={field}
        value={String(form.values[field])}
        maxLength={maxLength}
        inputMode={inputMode}
        disabled={!form.canEdit(field)}
        data-testid={`album-field-${field}`}
        onChange={(_, data) => form.change(field, data.value as AlbumFormValues[typeof field])}
      />
    </Field>
  );
}

/** The introduction: several lines, its spacing kept. */
export function AlbumIntroductionField({
  form,
  props,
  className,
}: Omit<Common<'introduction'>, 'field'>) {
  return (
    <Field {...props} className={className}>
      <Textarea
        name="introduction"
        value={form.values.introduction}
        maxLength={TextLimits.introductionMax}
        disabled={!form.canEdit('introduction')}
        resize="vertical"
        rows={5}
        onChange={(_, data) => form.change('introduction', data.value)}
      />
    </Field>
  );
}

/** A calendar date, stored YYYY-MM-DD, shown in the interface language. */
export function AlbumDateField({
  form,
  field,
  props,
  hint,
  className,
}: Common<'originalReleaseDate' | 'expectedOnShelfDate' | 'requestedOffShelfDate'>) {
  return (
    <Field {...props} hint={hint} className={className}>
      <DateField
        name={field}
        value={form.values[field]}
        disabled={!form.canEdit(field)}
        data-testid={`album-field-${field}`}
        onChange={(value) => form.change(field, value)}
      />
    </Field>
  );
}

/** A short closed list (type, edition, explicit): a dropdown, with "None" when it may stay empty. */
export function AlbumChoiceField<F extends 'type' | 'edition'>({
  form,
  field,
  props,
  hint,
  className,
  choices,
  parse,
  optional,
}: Common<F> & {
  choices: Readonly<Record<string, MessageDescriptor>>;
  /** the stored value of an option's key */
  parse(key: string): AlbumFormValues[F];
  optional?: boolean;
}) {
  const intl = useIntl();
  const value = String(form.values[field]);
  const entries = Object.entries(choices);
  const none = intl.formatMessage(formMessages.none);
  const label = entries.find(([key]) => key === value)?.[1];
  return (
    <Field {...props} hint={hint} className={className}>
      <Dropdown
        name={field}
        value={label ? intl.formatMessage(label) : optional ? none : ''}
        selectedOptions={[value]}
        disabled={!form.canEdit(field)}
        data-testid={`album-field-${field}`}
        onOptionSelect={(_, data) => form.change(field, parse(data.optionValue ?? ''))}
      >
        {optional && (
          <Option value="" text={none}>
            {none}
          </Option>
        )}
        {entries.map(([key, text]) => (
          <Option key={key} value={key} text={intl.formatMessage(text)}>
            {intl.formatMessage(text)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** A code or record id chosen from a long list, filtered as the user types. */
export function AlbumPickField({
  form,
  field,
  props,
  options,
  hint,
  className,
}: Common<'performingLanguage' | 'genreId' | 'recordCompanyId' | 'pLineId' | 'cLineId'> & {
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

/** An on/off field (collection, preview allowed). */
export function AlbumSwitchField({
  form,
  field,
  props,
  hint,
  className,
}: Common<FieldOfType<boolean>>) {
  return (
    <Field
      hint={hint}
      className={className}
      validationMessage={props.validationMessage}
      validationState={props.validationState}
    >
      <Switch
        name={field}
        label={props.label}
        checked={form.values[field]}
        disabled={!form.canEdit(field)}
        data-testid={`album-field-${field}`}
        onChange={(_, data) => form.change(field, data.checked)}
      />
    </Field>
  );
}

/** A value fixed after creation or kept by the platform: shown, never edited. */
export function AlbumReadOnlyField({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <Field label={label} hint={hint}>
      <Input readOnly value={value} appearance="filled-darker" data-testid={testId} />
    </Field>
  );
}

/** Record options, with the current value kept even when its record is not on this device. */
export function withCurrent(
  options: PickOption[],
  current: string,
  unknownText: string,
): PickOption[] {
  return current === '' || options.some((o) => o.value === current)
    ? options
    : [...options, { value: current, text: unknownText }];
}
