// Words and number forms shared by the statement PDF and the XLSX exports: labels from the
// catalogues (`serverFinance.*`, src/i18n/serverFinanceTexts.ts), amounts grouped for reading,
// times in UTC so a file reads the same wherever it is opened.
import { formatMinor } from '../../../src/domain/money';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { MessageParams } from '../http/apiError';
import { translateMessage } from '../http/i18n';

export type FinanceText = (key: string, params?: MessageParams) => string;

export function financeTexts(language: ApiLanguage): FinanceText {
  return (key, params = {}) => translateMessage(language, `serverFinance.${key}`, params);
}

/** 1234567n CNY -> "12,345.67": the currency's digits, thousands grouped (same in both languages). */
export function readableAmount(minor: bigint, currency: string): string {
  const plain = formatMinor(minor, currency);
  const negative = plain.startsWith('-');
  const [whole, fraction] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = (whole as string).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** "2024-06-05 08:00 UTC" */
export function readableTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
