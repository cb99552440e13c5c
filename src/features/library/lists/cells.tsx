// Small cell renderers shared by the list pages: dates, numbers, durations, sizes, coded values.
import { useCallback } from 'react';
import { FormattedDate, FormattedNumber, useIntl, type MessageDescriptor } from 'react-intl';
import { formatBytes } from '../../upload/uploadText';
import { listMessages as m } from './messages';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An instant in the user's time zone, or a calendar day (YYYY-MM-DD) as the day it names. */
export function DateCell({
  value,
  withTime = false,
}: {
  value: string | null | undefined;
  withTime?: boolean;
}) {
  if (!value) return null;
  const isDay = CALENDAR_DAY.test(value);
  return (
    <time dateTime={value}>
      <FormattedDate
        value={value}
        dateStyle="medium"
        timeStyle={withTime && !isDay ? 'short' : undefined}
        timeZone={isDay ? 'UTC' : undefined}
      />
    </time>
  );
}

export function NumberCell({ value }: { value: number | null | undefined }) {
  return typeof value === 'number' ? <FormattedNumber value={value} /> : null;
}

/** Milliseconds as m:ss (a clock reading, the same in every language). */
export function formatDuration(ms: number | null | undefined): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return '';
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function SizeCell({ bytes }: { bytes: number | null | undefined }) {
  const intl = useIntl();
  if (typeof bytes !== 'number') return null;
  return <>{formatBytes(intl, bytes)}</>;
}

/** A code shown through its label; an unknown code shows as it is. */
export function CodeCell({
  value,
  labels,
}: {
  value: string | number | null | undefined;
  labels: Readonly<Record<string | number, MessageDescriptor>>;
}) {
  const intl = useIntl();
  if (value === null || value === undefined || value === '') return null;
  const label = labels[value];
  return <>{label ? intl.formatMessage(label) : String(value)}</>;
}

/** A record's name, or the "untitled" placeholder. */
export function useNameText(): (name: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (name) =>
      typeof name === 'string' && name.trim() !== '' ? name : intl.formatMessage(m.untitled),
    [intl],
  );
}
