import { defineMessages, type NoMessageValues } from 'react-intl';

// The date field's own words (its calendar's buttons and names for screen readers); kept apart
// from sharedMessages so the login page's chunk does not carry them.
export const dateFieldMessages = defineMessages<{
  example: { example: string };
  calendar: NoMessageValues;
  goToToday: NoMessageValues;
  prevMonth: NoMessageValues;
  nextMonth: NoMessageValues;
  prevYear: NoMessageValues;
  nextYear: NoMessageValues;
  prevYearRange: NoMessageValues;
  nextYearRange: NoMessageValues;
  close: NoMessageValues;
  selectedDate: { 0: string };
  todayDate: { 0: string };
  weekNumber: { 0: string };
  monthPickerHeader: { 0: string };
  yearPickerHeader: { 0: string };
  marked: NoMessageValues;
}>({
  example: {
    id: 'dateField.example',
    defaultMessage: 'e.g. {example}',
    description: 'Placeholder of an empty date field; example is a date in the field’s format',
  },
  calendar: {
    id: 'dateField.calendar',
    defaultMessage: 'Calendar',
    description: 'Accessible name of the pop-up calendar of a date field',
  },
  goToToday: {
    id: 'dateField.goToToday',
    defaultMessage: 'Go to today',
    description: 'Link in the pop-up calendar',
  },
  prevMonth: {
    id: 'dateField.prevMonth',
    defaultMessage: 'Go to previous month',
    description: 'Accessible name of a calendar arrow',
  },
  nextMonth: {
    id: 'dateField.nextMonth',
    defaultMessage: 'Go to next month',
    description: 'Accessible name of a calendar arrow',
  },
  prevYear: {
    id: 'dateField.prevYear',
    defaultMessage: 'Go to previous year',
    description: 'Accessible name of a calendar arrow',
  },
  nextYear: {
    id: 'dateField.nextYear',
    defaultMessage: 'Go to next year',
    description: 'Accessible name of a calendar arrow',
  },
  prevYearRange: {
    id: 'dateField.prevYearRange',
    defaultMessage: 'Previous years',
    description: 'Accessible name of a calendar arrow in the year picker',
  },
  nextYearRange: {
    id: 'dateField.nextYearRange',
    defaultMessage: 'Next years',
    description: 'Accessible name of a calendar arrow in the year picker',
  },
  close: {
    id: 'dateField.close',
    defaultMessage: 'Close the calendar',
    description: 'Accessible name of the calendar’s close button',
  },
  // the calendar fills {0} itself: the field passes the text "{0}" through as the value
  selectedDate: {
    id: 'dateField.selectedDate',
    defaultMessage: 'Selected date {0}',
    description: 'Read to screen readers; {0} becomes a date',
  },
  todayDate: {
    id: 'dateField.todayDate',
    defaultMessage: 'Today’s date {0}',
    description: 'Read to screen readers; {0} becomes a date',
  },
  weekNumber: {
    id: 'dateField.weekNumber',
    defaultMessage: 'Week number {0}',
    description: 'Read to screen readers; {0} becomes a number',
  },
  monthPickerHeader: {
    id: 'dateField.monthPickerHeader',
    defaultMessage: '{0}, change year',
    description: 'Read to screen readers on the month picker’s heading; {0} becomes a year',
  },
  yearPickerHeader: {
    id: 'dateField.yearPickerHeader',
    defaultMessage: '{0}, change month',
    description: 'Read to screen readers on the year picker’s heading; {0} becomes a year range',
  },
  marked: {
    id: 'dateField.marked',
    defaultMessage: 'marked',
    description: 'Read to screen readers on a marked day of the calendar',
  },
});
