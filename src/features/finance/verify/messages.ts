// Texts of the statement verification screen (/finance/verify).
import { defineMessages } from 'react-intl';

const D = 'Statement verification screen (/finance/verify), partners and back-office staff';

export const verifyMessages = defineMessages({
  heading: { id: 'finance.verify.heading', defaultMessage: 'Verify a statement', description: D },
  intro: {
    id: 'finance.verify.intro',
    defaultMessage:
      'Check that a settlement statement is exactly the one on record: paste the SHA-256 hash printed on it, or choose its PDF.',
    description: D,
  },
  needsConnection: {
    id: 'finance.verify.needsConnection',
    defaultMessage: 'Verifying a statement needs a connection to the server.',
    description: D,
  },
  hash: { id: 'finance.verify.hash', defaultMessage: 'Content hash (SHA-256)', description: D },
  hashHint: {
    id: 'finance.verify.hashHint',
    defaultMessage: '64 characters of 0-9 and a-f; spaces and line breaks are ignored.',
    description: D,
  },
  checkHash: { id: 'finance.verify.checkHash', defaultMessage: 'Check hash', description: D },
  pdf: { id: 'finance.verify.pdf', defaultMessage: 'Statement PDF', description: D },
  pdfHint: {
    id: 'finance.verify.pdfHint',
    defaultMessage: 'Choose the PDF or drop it here. The PDF is read, not kept.',
    description: D,
  },
  checkPdf: { id: 'finance.verify.checkPdf', defaultMessage: 'Check PDF', description: D },
  checking: { id: 'finance.verify.checking', defaultMessage: 'Checking…', description: D },
  found: {
    id: 'finance.verify.found',
    defaultMessage: 'This statement matches the record.',
    description: D,
  },
  notFound: {
    id: 'finance.verify.notFound',
    defaultMessage:
      'No statement you can read has this hash: the statement was changed after it was issued, or it is not yours.',
    description: D,
  },
  checkedHash: { id: 'finance.verify.checkedHash', defaultMessage: 'Hash checked', description: D },
  period: { id: 'finance.verify.period', defaultMessage: 'Settlement period', description: D },
  contract: { id: 'finance.verify.contract', defaultMessage: 'Contract number', description: D },
  issuedAt: { id: 'finance.verify.issuedAt', defaultMessage: 'Issued', description: D },
  confirmedAt: { id: 'finance.verify.confirmedAt', defaultMessage: 'Confirmed', description: D },
  notConfirmed: {
    id: 'finance.verify.notConfirmed',
    defaultMessage: 'Not confirmed yet',
    description: D,
  },
  status: { id: 'finance.verify.status', defaultMessage: 'Status', description: D },
  status_awaitingReconciliation: {
    id: 'finance.verify.status.awaitingReconciliation',
    defaultMessage: 'Waiting for reconciliation',
    description: D,
  },
  status_awaitingConfirmation: {
    id: 'finance.verify.status.awaitingConfirmation',
    defaultMessage: 'Waiting for your confirmation',
    description: D,
  },
  status_processing: {
    id: 'finance.verify.status.processing',
    defaultMessage: 'Processing',
    description: D,
  },
  status_completed: {
    id: 'finance.verify.status.completed',
    defaultMessage: 'Completed',
    description: D,
  },
});
