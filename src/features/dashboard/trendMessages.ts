import { defineMessages, type NoMessageValues } from 'react-intl';

const D = 'Dashboard, last month’s figures (partners)';

export const dashboardTrendMessages = defineMessages<{
  title: { month: string };
  plays: NoMessageValues;
  revenue: { currency: string };
  noRevenue: NoMessageValues;
  sparkPlays: NoMessageValues;
  sparkRevenue: { currency: string };
  openTrends: NoMessageValues;
}>({
  title: { id: 'dashboard.trend.title', defaultMessage: 'Last month: {month}', description: D },
  plays: { id: 'dashboard.trend.plays', defaultMessage: 'Plays', description: D },
  revenue: {
    id: 'dashboard.trend.revenue',
    defaultMessage: 'Revenue ({currency})',
    description: D,
  },
  noRevenue: { id: 'dashboard.trend.noRevenue', defaultMessage: 'Revenue', description: D },
  sparkPlays: {
    id: 'dashboard.trend.sparkPlays',
    defaultMessage: 'Plays by month, last 12 months',
    description: D,
  },
  sparkRevenue: {
    id: 'dashboard.trend.sparkRevenue',
    defaultMessage: 'Revenue ({currency}) by month, last 12 months',
    description: D,
  },
  openTrends: { id: 'dashboard.trend.open', defaultMessage: 'All trends', description: D },
});
