// How a field value reads in the conflicts view: statuses and yes/no localized, dates in the
// reader's locale, structured values as compact JSON (they are rare in the fields users edit here).
import type { IntlShape } from 'react-intl';
import { isReleaseStatus, isReviewStatus } from '../../../domain/status';
import { releaseStatusMessages, reviewStatusMessages } from '../../library/status/messages';
import { fieldMessages } from '../labels/messages';
import { conflictMessages as m } from './messages';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** a calendar day (release dates): read as local midnight so it stays the day it names */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isEmptyValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function formatValue(intl: IntlShape, field: string, value: unknown): string {
  if (isEmptyValue(value)) return intl.formatMessage(m.emptyValue);
  if (field === 'reviewStatus' && isReviewStatus(value))
    return intl.formatMessage(reviewStatusMessages[value]);
  if (field === 'releaseStatus' && isReleaseStatus(value))
    return intl.formatMessage(releaseStatusMessages[value]);
  if (typeof value === 'boolean') return intl.formatMessage(value ? m.yes : m.no);
  if (typeof value === 'number') return intl.formatNumber(value);
  if (typeof value === 'string') {
    if (CALENDAR_DAY.test(value))
      return intl.formatDate(`${value}T00:00:00`, { dateStyle: 'medium' });
    return ISO_TIME.test(value)
      ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })
      : value;
  }
  if (Array.isArray(value))
    return value
      .map((item) => formatValue(intl, field, item))
      .join(intl.formatMessage(m.listSeparator));
  return describeObject(value);
}

/** A file reference reads as its file name; other objects as compact JSON. */
function describeObject(value: unknown): string {
  if (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string'
  )
    return value.name;
  return JSON.stringify(value);
}

export function fieldLabel(intl: IntlShape, field: string): string {
  return Object.hasOwn(fieldMessages, field) ? intl.formatMessage(fieldMessages[field]) : field;
}
