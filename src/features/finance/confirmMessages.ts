import { defineMessages, type NoMessageValues } from 'react-intl';

const D = 'Settlement statement screen: the partner confirms the statement (no objection)';

export const confirmMessages = defineMessages<{
  title: NoMessageValues;
  paidTo: { account: string; bank: string };
  held: { account: string; time: string };
  noAccount: NoMessageValues;
  noObjection: NoMessageValues;
  confirm: NoMessageValues;
  notYet: NoMessageValues;
  confirmedBy: { address: string; time: string; user: string };
  confirmedHash: { hash: string };
  paymentNotice: NoMessageValues;
  queued: NoMessageValues;
  offline: NoMessageValues;
  refused: NoMessageValues;
  changed: NoMessageValues;
  readAgain: NoMessageValues;
  done: NoMessageValues;
}>({
  title: { id: 'finance.confirm.title', defaultMessage: 'Confirmation', description: D },
  paidTo: {
    id: 'finance.confirm.paidTo',
    defaultMessage: 'It will be paid to {bank} {account}',
    description: D,
  },
  held: {
    id: 'finance.confirm.held',
    defaultMessage:
      'The bank account {account} was changed recently and is held until {time}: you can confirm after that.',
    description: D,
  },
  noAccount: {
    id: 'finance.confirm.noAccount',
    defaultMessage: 'The contract has no bank account to pay to: add one under the contract first.',
    description: D,
  },
  noObjection: {
    id: 'finance.confirm.noObjection',
    defaultMessage: 'I have read this statement and have no objection to it',
    description: D,
  },
  confirm: {
    id: 'finance.confirm.confirm',
    defaultMessage: 'Confirm the statement',
    description: D,
  },
  notYet: {
    id: 'finance.confirm.notYet',
    defaultMessage:
      'This statement is still being reconciled; you can confirm it once it is issued.',
    description: D,
  },
  confirmedBy: {
    id: 'finance.confirm.confirmedBy',
    defaultMessage: 'Confirmed by {user} on {time} from {address}',
    description: D,
  },
  confirmedHash: {
    id: 'finance.confirm.confirmedHash',
    defaultMessage: 'Hash confirmed: {hash}',
    description: D,
  },
  paymentNotice: {
    id: 'finance.confirm.paymentNotice',
    defaultMessage: 'Open the payment notice',
    description: D,
  },
  queued: {
    id: 'finance.confirm.queued',
    defaultMessage:
      'Your confirmation is kept on this device and will be sent when you are back online.',
    description: D,
  },
  offline: {
    id: 'finance.confirm.offline',
    defaultMessage:
      'You are offline. A confirmation is kept on this device and sent when you are back online; it counts only if the statement is still the one you read.',
    description: D,
  },
  refused: {
    id: 'finance.confirm.refused',
    defaultMessage: 'The confirmation sent from this device was refused. Read the statement again.',
    description: D,
  },
  changed: {
    id: 'finance.confirm.changed',
    defaultMessage:
      'The statement changed since you read it, so it was not confirmed. Read it again before confirming.',
    description: D,
  },
  readAgain: { id: 'finance.confirm.readAgain', defaultMessage: 'Read it again', description: D },
  done: { id: 'finance.confirm.done', defaultMessage: 'Statement confirmed.', description: D },
});
