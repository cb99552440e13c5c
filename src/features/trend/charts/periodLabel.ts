// A bucket's name in the interface language: a day, the week of its Monday, or a month.
import type { IntlShape } from 'react-intl';
import { dayToUtc, type Grain } from '../../../domain/trend';
import { chartMessages as m } from './messages';

export function formatPeriod(intl: IntlShape, start: string, grain: Grain): string {
  const date = dayToUtc(start);
  if (grain === 'month') {
    return intl.formatDate(date, { year: 'numeric', month: 'short', timeZone: 'UTC' });
  }
  const day = intl.formatDate(date, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return grain === 'week' ? intl.formatMessage(m.weekOf, { date: day }) : day;
}

/** Short axis label: "3月" / "Mar", "3/9" / "Mar 9"; the year is added on January and the first tick. */
export function formatTick(
  intl: IntlShape,
  start: string,
  grain: Grain,
  withYear: boolean,
): string {
  const date = dayToUtc(start);
  if (grain === 'month') {
    return intl.formatDate(date, {
      month: 'short',
      ...(withYear ? { year: '2-digit' } : {}),
      timeZone: 'UTC',
    });
  }
  return intl.formatDate(date, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
}
