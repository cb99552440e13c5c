// The one date input of the app, and its month sibling (MonthField). A native <input type="date">
// shows the browser's locale (mm/dd/yyyy in the Chinese interface of an English browser); this one
// shows, reads and names months and days in the interface language, and hands its caller the ISO
// YYYY-MM-DD it stores. It goes inside the caller's <Field>, which labels it; typing is allowed
// (keyboard), the calendar opens on click, Alt+↓ or Enter. Disabled, it is an Input like the others
// and takes the app's read-only look.
import {
  DayOfWeek,
  type CalendarStrings,
  type DateFormatting,
} from '@fluentui/react-calendar-compat';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useMediaQuery } from '../app/browser/useMediaQuery';
import { dateFieldMessages as m } from './dateFieldMessages';
import {
  dateFromIso,
  dateNames,
  formatDateText,
  formatLongDate,
  formatMonthYear,
  isoFromDate,
  isoMonthFromDate,
  monthFromIso,
  parseDateText,
  parseMonthText,
  weekStartsOnMonday,
} from './dateText';

export interface DateFieldProps {
  /** ISO YYYY-MM-DD, or '' for none */
  value: string;
  /** the new ISO day, or '' when the field was emptied */
  onChange(value: string): void;
  disabled?: boolean;
  /** ISO bounds; days outside cannot be picked */
  min?: string;
  max?: string;
  name?: string;
  className?: string;
  'data-testid'?: string;
}

function calendarStrings(intl: IntlShape): CalendarStrings {
  const placeholder = { 0: '{0}' };
  return {
    ...dateNames(intl.locale),
    goToToday: intl.formatMessage(m.goToToday),
    prevMonthAriaLabel: intl.formatMessage(m.prevMonth),
    nextMonthAriaLabel: intl.formatMessage(m.nextMonth),
    prevYearAriaLabel: intl.formatMessage(m.prevYear),
    nextYearAriaLabel: intl.formatMessage(m.nextYear),
    prevYearRangeAriaLabel: intl.formatMessage(m.prevYearRange),
    nextYearRangeAriaLabel: intl.formatMessage(m.nextYearRange),
    closeButtonAriaLabel: intl.formatMessage(m.close),
    selectedDateFormatString: intl.formatMessage(m.selectedDate, placeholder),
    todayDateFormatString: intl.formatMessage(m.todayDate, placeholder),
    weekNumberFormatString: intl.formatMessage(m.weekNumber, placeholder),
    monthPickerHeaderAriaLabel: intl.formatMessage(m.monthPickerHeader, placeholder),
    yearPickerHeaderAriaLabel: intl.formatMessage(m.yearPickerHeader, placeholder),
    dayMarkedAriaLabel: intl.formatMessage(m.marked),
  };
}

function calendarFormatting(locale: string): DateFormatting {
  return {
    formatDay: (date) => String(date.getDate()),
    formatMonth: (date, strings) => strings.shortMonths[date.getMonth()],
    formatYear: (date) => String(date.getFullYear()),
    formatMonthDayYear: (date) => formatLongDate(date, locale),
    formatMonthYear: (date) => formatMonthYear(date, locale),
  };
}

/** The calendar's words and the empty field's example, in the interface language. */
function useCalendarWords(example: (locale: string) => string) {
  const intl = useIntl();
  const { locale } = intl;
  return useMemo(
    () => ({
      strings: calendarStrings(intl),
      formatting: calendarFormatting(locale),
      example: intl.formatMessage(m.example, { example: example(locale) }),
      calendar: intl.formatMessage(m.calendar),
    }),
    [intl, locale, example],
  );
}

const DAY_EXAMPLE = (locale: string) => formatDateText(new Date(2024, 11, 31), locale);
const MONTH_EXAMPLE = (locale: string) => formatMonthYear(new Date(2024, 11, 1), locale);

/** Day and month grids side by side need ~440 px; narrower, the month grid opens over the days. */
const TOO_NARROW_FOR_BOTH = '(max-width: 599px)';

export function DateField({
  value,
  onChange,
  disabled,
  min,
  max,
  name,
  className,
  'data-testid': testId,
}: DateFieldProps) {
  const { locale } = useIntl();
  const isNarrow = useMediaQuery(TOO_NARROW_FOR_BOTH);
  const words = useCalendarWords(DAY_EXAMPLE);
  return (
    <DatePicker
      className={className}
      name={name}
      data-testid={testId}
      value={dateFromIso(value) ?? null}
      disabled={disabled}
      allowTextInput
      placeholder={words.example}
      formatDate={(date) => (date ? formatDateText(date, locale) : '')}
      parseDateFromString={(text) => parseDateText(text, locale) ?? null}
      onSelectDate={(date) => onChange(date ? isoFromDate(date) : '')}
      minDate={min ? dateFromIso(min) : undefined}
      maxDate={max ? dateFromIso(max) : undefined}
      strings={words.strings}
      dateTimeFormatter={words.formatting}
      firstDayOfWeek={weekStartsOnMonday(locale) ? DayOfWeek.Monday : DayOfWeek.Sunday}
      showMonthPickerAsOverlay={isNarrow}
      popupSurface={{ 'aria-label': words.calendar }}
    />
  );
}

export interface MonthFieldProps {
  /** ISO YYYY-MM, or '' for none */
  value: string;
  /** the new ISO month, or '' when the field was emptied */
  onChange(value: string): void;
  /** false when typed text was not a month, or emptied a required field (it keeps its value) */
  onValidity?(valid: boolean): void;
  /** a month must stay chosen: emptying the field is refused like a wrong month */
  required?: boolean;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * A month (a statement's period): shown as the interface language names it (2024年12月, December
 * 2024), typed in any order with the month's number or name, picked from a grid of months. A
 * native <input type="month"> shows the browser's locale and, in Chromium, "--------- ----" when
 * empty.
 */
export function MonthField({
  value,
  onChange,
  onValidity,
  required,
  disabled,
  className,
  'data-testid': testId,
}: MonthFieldProps) {
  const { locale } = useIntl();
  const words = useCalendarWords(MONTH_EXAMPLE);
  return (
    <DatePicker
      className={className}
      data-testid={testId}
      value={monthFromIso(value) ?? null}
      disabled={disabled}
      allowTextInput
      placeholder={words.example}
      formatDate={(date) => (date ? formatMonthYear(date, locale) : '')}
      parseDateFromString={(text) => parseMonthText(text, locale) ?? null}
      onSelectDate={(date) => onChange(date ? isoMonthFromDate(date) : '')}
      required={required}
      onValidationResult={({ error }) => onValidity?.(error === undefined)}
      strings={words.strings}
      dateTimeFormatter={words.formatting}
      calendar={{ isDayPickerVisible: false, highlightSelectedMonth: true, showGoToToday: false }}
      popupSurface={{ 'aria-label': words.calendar }}
    />
  );
}
