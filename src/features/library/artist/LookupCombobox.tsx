import { Combobox, Option, useComboboxFilter } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { Choice } from './useLookupItems';
import { labelOf } from './useLookupItems';
import { formMessages } from '../shared/messages';
import { useIntl } from 'react-intl';

interface Props {
  choices: readonly Choice[];
  value: string | null;
  onChange(code: string | null): void;
  placeholder?: string;
  noMatch: string;
  disabled?: boolean;
  /** an empty text on leaving the field clears an optional value */
  clearable?: boolean;
  testId?: string;
  'aria-describedby'?: string;
}

/**
 * A searchable single choice of a long list (countries, languages): the text typed filters by
 * name or code; leaving the field puts the chosen name back. Its label comes from the Field around it.
 */
export function LookupCombobox({ choices, value, onChange, placeholder, noMatch, disabled, clearable, testId, ...aria }: Props) {
  const intl = useIntl();
  const [query, setQuery] = useState<string | null>(null);
  // typing always shows the matches (a pasted or filled text too, not only key presses)
  const [open, setOpen] = useState(false);
  const selectedLabel = labelOf(choices, value);
  const text = query ?? selectedLabel;
  const options = useMemo(() => choices.map((c) => ({ value: c.code, children: c.label })), [choices]);
  const byCode = useMemo(() => new Map(choices.map((c) => [c.code, c.label])), [choices]);
  const children = useComboboxFilter(query ?? '', options, {
    noOptionsMessage: noMatch,
    optionToText: (o) => o.children,
    filter: (optionText, q) => {
      const needle = q.trim().toLowerCase();
      return needle === '' || optionText.toLowerCase().includes(needle);
    },
    renderOption: (o) => (
      <Option key={o.value} value={o.value} text={o.children}>
        {byCode.get(o.value) ?? o.value}
      </Option>
    ),
  });
  return (
    <Combobox
      expandIcon={{ 'aria-label': intl.formatMessage(formMessages.openList) }}
      {...aria}
      value={text}
      selectedOptions={value ? [value] : []}
      placeholder={placeholder}
      disabled={disabled}
      data-testid={testId}
      open={open}
      onChange={(event) => {
        setQuery(event.target.value);
        setOpen(true);
      }}
      onOptionSelect={(_, data) => {
        setQuery(null);
        if (data.optionValue) onChange(data.optionValue);
      }}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open) return;
        if (clearable && query !== null && query.trim() === '') onChange(null);
        setQuery(null);
      }}
    >
      {children}
    </Combobox>
  );
}
