// The month of a statement, a run or an adjustment (MonthField: typed or picked) under its label.
// While the text does not read as a month, or a required field was emptied, it says so in the
// interface language and keeps its last month; `onValidity` lets a form wait meanwhile.
import { Field } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MonthField } from '../../components/DateField';
import { isPeriod } from '../../domain/finance/apiCommon';
import { financeMessages as m } from './messages';

export interface PeriodFieldProps {
  label: string;
  hint?: string;
  required?: boolean;
  value: string;
  'data-testid': string;
  /** a month ("2024-05"), or '' when a field that is not required was emptied */
  onChange(period: string): void;
  onValidity?(valid: boolean): void;
}

export function PeriodField({
  label,
  hint,
  required,
  value,
  onChange,
  onValidity,
  'data-testid': testId,
}: PeriodFieldProps) {
  const intl = useIntl();
  const [valid, setValid] = useState(true);
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      validationState={valid ? 'none' : 'error'}
      validationMessage={valid ? undefined : intl.formatMessage(m.periodInvalid)}
    >
      <MonthField
        value={value}
        data-testid={testId}
        required={required}
        onChange={(next) => {
          if (isPeriod(next) || (!required && next === '')) onChange(next);
        }}
        onValidity={(next) => {
          setValid(next);
          onValidity?.(next);
        }}
      />
    </Field>
  );
}
