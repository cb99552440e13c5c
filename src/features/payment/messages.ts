// Texts of the public payment notice (/payment/{id}). They load with the rest of the catalogue.
import { defineMessages } from 'react-intl';

export const paymentMessages = defineMessages({
  heading: {
    id: 'payment.heading',
    defaultMessage: 'Payment notice',
    description: 'Heading of the public payment notice page',
  },
  period: {
    id: 'payment.period',
    defaultMessage: 'Settlement period',
    description: 'Label on the payment notice',
  },
  amount: {
    id: 'payment.amount',
    defaultMessage: 'Amount',
    description: 'Label on the payment notice',
  },
  currency: {
    id: 'payment.currency',
    defaultMessage: 'Currency',
    description: 'Label on the payment notice',
  },
  invoiceItem: {
    id: 'payment.invoiceItem',
    defaultMessage: 'Invoice item',
    description: 'Label on the payment notice',
  },
  invoiceItemValue: {
    id: 'payment.invoiceItemValue',
    defaultMessage: 'Intangible asset copyright usage fee',
    description: 'The invoice item of every payment notice',
  },
  payee: {
    id: 'payment.payee',
    defaultMessage: 'Payee',
    description: 'Label on the payment notice',
  },
  bank: {
    id: 'payment.bank',
    defaultMessage: 'Bank',
    description: 'Label on the payment notice',
  },
  account: {
    id: 'payment.account',
    defaultMessage: 'Account',
    description: 'Label on the payment notice',
  },
  accountHidden: {
    id: 'payment.accountHidden',
    defaultMessage: 'Only the last four digits are shown.',
    description: 'Note under the masked bank account of the payment notice',
  },
  loading: {
    id: 'payment.loading',
    defaultMessage: 'Loading the payment notice\u2026',
    description: 'Shown while the payment notice loads',
  },
  notFoundHeading: {
    id: 'payment.notFoundHeading',
    defaultMessage: 'This payment notice cannot be shown',
    description: 'Heading when the payment notice link is unknown or expired',
  },
  notFoundBody: {
    id: 'payment.notFoundBody',
    defaultMessage: 'The link is wrong or has expired. Ask the person who sent it for a new one.',
    description: 'Text when the payment notice link is unknown or expired',
  },
  loadFailed: {
    id: 'payment.loadFailed',
    defaultMessage: 'The payment notice could not be loaded. Check your connection and try again.',
    description: 'Shown when the payment notice could not be loaded',
  },
  retry: {
    id: 'payment.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the payment notice again',
  },
  print: {
    id: 'payment.print',
    defaultMessage: 'Print',
    description: 'Button that prints the payment notice',
  },
});

export const paymentValueMessages = defineMessages<{
  intro: { organisation: string };
  periodValue: { start: string; end: string };
  validUntil: { date: string };
}>({
  intro: {
    id: 'payment.intro',
    defaultMessage: 'Settlement payment for {organisation}',
    description: 'Text under the payment notice heading',
  },
  periodValue: {
    id: 'payment.periodValue',
    defaultMessage: '{start} to {end}',
    description: 'The settlement period on the payment notice',
  },
  validUntil: {
    id: 'payment.validUntil',
    defaultMessage: 'This link works until {date}.',
    description: 'When the payment notice link stops working',
  },
});
