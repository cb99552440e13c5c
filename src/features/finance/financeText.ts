// Words and figures the finance screens share: amounts (minor units on the wire) in the UI
// language's currency format, statuses, usages, instants.
import type { IntlShape } from 'react-intl';
import type { StatementStatus } from '../../domain/finance';
import { intlCurrencyOptions, isCurrencyCode, toIntlNumber } from '../../domain/money';
import { financeMessages as m } from './messages';

const STATUS = {
  awaitingReconciliation: m.status_awaitingReconciliation,
  awaitingConfirmation: m.status_awaitingConfirmation,
  processing: m.status_processing,
  completed: m.status_completed,
} as const satisfies Record<StatementStatus, unknown>;

export function statusText(intl: IntlShape, status: StatementStatus): string {
  return intl.formatMessage(STATUS[status]);
}

/** "123456" CNY -> "¥1,234.56" (zh-Hans) or "CN¥1,234.56" (en); an unlisted code shows plainly. */
export function amountText(intl: IntlShape, minor: string, currency: string): string {
  if (!/^-?\d+$/.test(minor)) return minor;
  if (!isCurrencyCode(currency)) return `${minor} ${currency}`;
  return intl.formatNumber(toIntlNumber(BigInt(minor), currency), intlCurrencyOptions(currency));
}

const USAGE: Readonly<Record<string, (typeof m)['usage_stream']>> = {
  stream: m.usage_stream,
  download: m.usage_download,
};

export function usageText(intl: IntlShape, usage: string): string {
  const known = USAGE[usage.toLowerCase()];
  return known ? intl.formatMessage(known) : usage;
}

export function instantText(intl: IntlShape, iso: string | number): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The channel's name in the UI language. */
export function channelName(
  intl: IntlShape,
  channel: { code: string; nameZh: string; nameEn: string },
): string {
  const name = intl.locale.startsWith('zh') ? channel.nameZh : channel.nameEn;
  return name || channel.code;
}

/** A count sent as a decimal string (units can exceed 2^53 in principle; screens only). */
export function countText(intl: IntlShape, count: string | number): string {
  return intl.formatNumber(Number(count));
}
