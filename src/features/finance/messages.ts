import { defineMessages, type NoMessageValues } from 'react-intl';

const D = 'Finance screens (/finance/list, /finance/sale/{id}, /finance/settlement/{id})';

export const financeMessages = defineMessages<{
  listTitle: NoMessageValues;
  tabs: NoMessageValues;
  tabSale: NoMessageValues;
  tabSettlement: NoMessageValues;
  period: NoMessageValues;
  periodHint: NoMessageValues;
  periodInvalid: NoMessageValues;
  colPeriod: NoMessageValues;
  colChannel: NoMessageValues;
  colUnits: NoMessageValues;
  colRevenue: NoMessageValues;
  colLines: NoMessageValues;
  colContract: NoMessageValues;
  colPayable: NoMessageValues;
  colStatus: NoMessageValues;
  colIssuedAt: NoMessageValues;
  colTerritory: NoMessageValues;
  colTrack: NoMessageValues;
  colAlbum: NoMessageValues;
  colUsage: NoMessageValues;
  emptySale: NoMessageValues;
  emptySettlement: NoMessageValues;
  notLoaded: NoMessageValues;
  loading: NoMessageValues;
  pages: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  pageOf: { page: string; pages: string; total: string };
  status_awaitingReconciliation: NoMessageValues;
  status_awaitingConfirmation: NoMessageValues;
  status_processing: NoMessageValues;
  status_completed: NoMessageValues;
  usage_stream: NoMessageValues;
  usage_download: NoMessageValues;
  saleTitle: { channel: string; period: string };
  exportXlsx: NoMessageValues;
  linesTable: NoMessageValues;
  noLines: NoMessageValues;
  asOf: { time: string };
}>({
  listTitle: { id: 'finance.page.listTitle', defaultMessage: 'Statements', description: D },
  tabs: { id: 'finance.page.tabs', defaultMessage: 'Kind of statement', description: D },
  tabSale: { id: 'finance.page.tabSale', defaultMessage: 'Sales statements', description: D },
  tabSettlement: {
    id: 'finance.page.tabSettlement',
    defaultMessage: 'Settlement statements',
    description: D,
  },
  period: { id: 'finance.page.period', defaultMessage: 'Period', description: D },
  periodHint: {
    id: 'finance.page.periodHint',
    defaultMessage: 'A month; leave empty for every period',
    description: D,
  },
  periodInvalid: {
    id: 'finance.page.periodInvalid',
    defaultMessage: 'Not a month: type one such as 2026-05 or May 2026, or pick it in the calendar',
    description: D,
  },
  colPeriod: { id: 'finance.page.colPeriod', defaultMessage: 'Period', description: D },
  colChannel: { id: 'finance.page.colChannel', defaultMessage: 'Channel', description: D },
  colUnits: { id: 'finance.page.colUnits', defaultMessage: 'Units', description: D },
  colRevenue: { id: 'finance.page.colRevenue', defaultMessage: 'Revenue', description: D },
  colLines: { id: 'finance.page.colLines', defaultMessage: 'Lines', description: D },
  colContract: {
    id: 'finance.page.colContract',
    defaultMessage: 'Contract number',
    description: D,
  },
  colPayable: { id: 'finance.page.colPayable', defaultMessage: 'Payable amount', description: D },
  colStatus: { id: 'finance.page.colStatus', defaultMessage: 'Status', description: D },
  colIssuedAt: { id: 'finance.page.colIssuedAt', defaultMessage: 'Issued', description: D },
  colTerritory: { id: 'finance.page.colTerritory', defaultMessage: 'Territory', description: D },
  colTrack: { id: 'finance.page.colTrack', defaultMessage: 'Track', description: D },
  colAlbum: { id: 'finance.page.colAlbum', defaultMessage: 'Album', description: D },
  colUsage: { id: 'finance.page.colUsage', defaultMessage: 'Usage', description: D },
  emptySale: {
    id: 'finance.page.emptySale',
    defaultMessage: 'No sales statements yet. They appear once the channels’ reports are imported.',
    description: D,
  },
  emptySettlement: {
    id: 'finance.page.emptySettlement',
    defaultMessage: 'No settlement statements yet. They appear once a settlement has been run.',
    description: D,
  },
  notLoaded: {
    id: 'finance.page.notLoaded',
    defaultMessage: 'This page was never loaded on this device; connect to read it.',
    description: D,
  },
  loading: { id: 'finance.page.loading', defaultMessage: 'Loading…', description: D },
  pages: { id: 'finance.page.pages', defaultMessage: 'Pages', description: D },
  previous: { id: 'finance.page.previous', defaultMessage: 'Previous page', description: D },
  next: { id: 'finance.page.next', defaultMessage: 'Next page', description: D },
  pageOf: {
    id: 'finance.page.pageOf',
    defaultMessage: 'Page {page} of {pages} ({total} in all)',
    description: D,
  },
  status_awaitingReconciliation: {
    id: 'finance.status.awaitingReconciliation',
    defaultMessage: 'Waiting for reconciliation',
    description: D,
  },
  status_awaitingConfirmation: {
    id: 'finance.status.awaitingConfirmation',
    defaultMessage: 'Waiting for your confirmation',
    description: D,
  },
  status_processing: {
    id: 'finance.status.processing',
    defaultMessage: 'Processing',
    description: D,
  },
  status_completed: { id: 'finance.status.completed', defaultMessage: 'Completed', description: D },
  usage_stream: { id: 'finance.usage.stream', defaultMessage: 'Stream', description: D },
  usage_download: { id: 'finance.usage.download', defaultMessage: 'Download', description: D },
  saleTitle: {
    id: 'finance.sale.title',
    defaultMessage: 'Sales statement {period} · {channel}',
    description: D,
  },
  exportXlsx: { id: 'finance.sale.exportXlsx', defaultMessage: 'Export (XLSX)', description: D },
  linesTable: {
    id: 'finance.sale.linesTable',
    defaultMessage: 'Lines of the statement',
    description: D,
  },
  noLines: {
    id: 'finance.sale.noLines',
    defaultMessage: 'This statement has no lines.',
    description: D,
  },
  asOf: { id: 'finance.page.asOf', defaultMessage: 'As of {time}', description: D },
});
