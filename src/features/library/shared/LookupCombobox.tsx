import { Combobox, Option, type ComboboxProps } from '@fluentui/react-components';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Option as LookupOption } from './lookupOptions';
import { formMessages } from './messages';

interface Props {
  options: readonly LookupOption[];
  /** the chosen code; '' when none */
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  /** optional fields can be emptied again: by the clear button, or by leaving the field with no text */
  clearable?: boolean;
  placeholder?: string;
  /** shown when typing matches nothing */
  noMatchText: string;
  name?: string;
  testId?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  id?: string;
  appearance?: ComboboxProps['appearance'];
  className?: string;
}

/** The longest lists (about 200 languages or countries) stay quick to scan: typing filters them. */
const MAX_SHOWN = 300;

/**
 * A pick list of the lookup lists (lookupOptions) that filters as the user types, by name or code.
 * The typed text is only a filter: the value changes when an option is chosen (or cleared, when
 * clearable), so a half-typed name never reaches the record; leaving the field puts the chosen
 * name back. Field props (id, aria-*) pass through, so it sits inside a Fluent Field like any input.
 */
export function LookupCombobox({
  options,
  value,
  onChange,
  disabled,
  clearable,
  placeholder,
  noMatchText,
  name,
  appearance,
  className,
  testId,
  ...aria
}: Props) {
  const intl = useIntl();
  const [query, setQuery] = useState<string | null>(null);
  // typing always shows the matches (a pasted or filled text too, not only key presses)
  const [open, setOpen] = useState(false);
  // Fluent drops the selection while the typed text matches no option: that is not the user's choice
  const isTyping = useRef(false);
  const selected = options.find((o) => o.value === value);
  const shown = useMemo(() => {
    if (query === null || query.trim() === '') return options.slice(0, MAX_SHOWN);
    const q = query.trim().toLowerCase();
    return options
      .filter((o) => o.text.toLowerCase().includes(q) || o.value.toLowerCase() === q)
      .slice(0, MAX_SHOWN);
  }, [options, query]);

  return (
    <Combobox
      expandIcon={{ 'aria-label': intl.formatMessage(formMessages.openList) }}
      {...aria}
      name={name}
      appearance={appearance}
      className={className}
      value={query ?? selected?.text ?? value}
      selectedOptions={value === '' ? [] : [value]}
      disabled={disabled}
      clearable={clearable}
      placeholder={placeholder}
      data-testid={testId}
      open={open}
      onChange={(event) => {
        setQuery(event.target.value);
        setOpen(true);
        isTyping.current = true;
        queueMicrotask(() => (isTyping.current = false));
      }}
      onOptionSelect={(_, data) => {
        if (data.optionValue === undefined && isTyping.current) return;
        setQuery(null);
        onChange(data.optionValue ?? '');
      }}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open) return;
        if (clearable && query !== null && query.trim() === '') onChange('');
        setQuery(null);
      }}
    >
      {shown.map((o) => (
        <Option key={o.value} value={o.value} text={o.text}>
          {o.text}
        </Option>
      ))}
      {shown.length === 0 && (
        <Option value="" text={noMatchText} disabled>
          {noMatchText}
        </Option>
      )}
    </Combobox>
  );
}
