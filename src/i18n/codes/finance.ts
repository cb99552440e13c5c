// Texts of the finance codes (src/domain/finance FINANCE_CODES): contract terms, settlement
// problems a run lists, tax and rate checks, statement moves, splits. Staff and partners read them.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FINANCE_CODES } from '../../domain/finance';

const D = 'A finance code: why a settlement, a rate or a statement move was refused or left out';

export const financeCodeMessages: Readonly<
  Record<(typeof FINANCE_CODES)[number], MessageDescriptor>
> = defineMessages({
  'contract-number-required': {
    id: 'finance.contract-number-required',
    defaultMessage: 'Contract number required',
    description: D,
  },
  'contract-currency': {
    id: 'finance.contract-currency',
    defaultMessage: 'Unknown contract currency',
    description: D,
  },
  'share-percent': {
    id: 'finance.share-percent',
    defaultMessage: 'Share ratio must be 0-100 with at most four decimals',
    description: D,
  },
  'minimum-format': {
    id: 'finance.minimum-format',
    defaultMessage: 'Incorrect minimum guarantee amount',
    description: D,
  },
  'unit-price-format': {
    id: 'finance.unit-price-format',
    defaultMessage: 'Incorrect unit price',
    description: D,
  },
  'unit-price-required': {
    id: 'finance.unit-price-required',
    defaultMessage: 'A per-unit contract needs a price for at least one usage type',
    description: D,
  },
  'fee-format': {
    id: 'finance.fee-format',
    defaultMessage: 'Incorrect buyout fee',
    description: D,
  },
  'prepayment-format': {
    id: 'finance.prepayment-format',
    defaultMessage: 'Incorrect prepayment amount',
    description: D,
  },
  'territories-required': {
    id: 'finance.territories-required',
    defaultMessage: 'Territories must be two-letter country codes or Worldwide',
    description: D,
  },
  'contract-term': {
    id: 'finance.contract-term',
    defaultMessage: 'The authorization term ends before it starts',
    description: D,
  },
  'rate-missing': {
    id: 'finance.rate-missing',
    defaultMessage:
      'No {currency} exchange rate for {period}: add it to that period’s rates and run again',
    description: D,
  },
  'unit-price-missing': {
    id: 'finance.unit-price-missing',
    defaultMessage: 'The contract has no unit price for this usage type',
    description: D,
  },
  'contract-period': {
    id: 'finance.contract-period',
    defaultMessage: 'The contract does not cover this period',
    description: D,
  },
  'statement-earlier-open': {
    id: 'finance.statement-earlier-open',
    defaultMessage:
      "Issue the statement of {period} first: a contract's statements are issued in period order",
    description: D,
  },
  'statement-later-issued': {
    id: 'finance.statement-later-issued',
    defaultMessage:
      'The statement of {period} is already issued and opens from this one: withdraw it first, or put the correction into a later period',
    description: D,
  },
  'balance-negative': {
    id: 'finance.balance-negative',
    defaultMessage: 'The balance carried over cannot be negative',
    description: D,
  },
  'tax-rate-format': {
    id: 'finance.tax-rate-format',
    defaultMessage: 'Tax rates must be decimals from 0 to below 1',
    description: D,
  },
  'tax-rates-exceed': {
    id: 'finance.tax-rates-exceed',
    defaultMessage: 'These tax rates together could withhold more than the amount',
    description: D,
  },
  'tax-currency': {
    id: 'finance.tax-currency',
    defaultMessage: 'The income tax deductions are set in another currency than this statement',
    description: D,
  },
  'rate-format': {
    id: 'finance.rate-format',
    defaultMessage: 'An exchange rate must be a positive decimal',
    description: D,
  },
  'rate-currency': {
    id: 'finance.rate-currency',
    defaultMessage: 'Exchange rates need two different known currencies',
    description: D,
  },
  'rate-duplicate': {
    id: 'finance.rate-duplicate',
    defaultMessage: 'Only one rate per currency pair',
    description: D,
  },
  'statement-move-not-allowed': {
    id: 'finance.statement-move-not-allowed',
    defaultMessage: "This action is not available in the statement's current status",
    description: D,
  },
  'statement-actor-not-allowed': {
    id: 'finance.statement-actor-not-allowed',
    defaultMessage: 'You cannot perform this action on the statement',
    description: D,
  },
  'statement-objection-required': {
    id: 'finance.statement-objection-required',
    defaultMessage: 'Tick "no objection" to confirm the statement',
    description: D,
  },
  'statement-changed': {
    id: 'finance.statement-changed',
    defaultMessage: 'The statement has changed since you opened it; please review it again',
    description: D,
  },
  'statement-hash-missing': {
    id: 'finance.statement-hash-missing',
    defaultMessage: 'The statement has no content hash to issue with',
    description: D,
  },
  'split-over-100': {
    id: 'finance.split-over-100',
    defaultMessage: 'The rights percentages add up to more than 100%',
    description: D,
  },
  'split-percentage': {
    id: 'finance.split-percentage',
    defaultMessage: 'A rights percentage is not 0-100 with two decimals',
    description: D,
  },
  'split-no-holders': {
    id: 'finance.split-no-holders',
    defaultMessage: 'No rights holder for this territory',
    description: D,
  },
  'channel-excluded': {
    id: 'finance.channel-excluded',
    defaultMessage: 'The contract excludes this channel',
    description: D,
  },
  'territory-outside': {
    id: 'finance.territory-outside',
    defaultMessage: "Outside the contract's territories",
    description: D,
  },
  'not-royalty-bearing': {
    id: 'finance.not-royalty-bearing',
    defaultMessage: 'The channel reports no royalty due',
    description: D,
  },
});
