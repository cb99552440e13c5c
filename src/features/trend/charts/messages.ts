// Texts of the trend charts (src/features/trend/charts): toggles, table headers, legends and the
// aria summaries that stand in for each picture. They load with the logged-in catalogue.
import { defineMessages, type NoMessageValues } from 'react-intl';

export const chartMessages = defineMessages<{
  showTable: NoMessageValues;
  period: NoMessageValues;
  previousPeriod: NoMessageValues;
  previousOf: { series: string };
  weekOf: { date: string };
  total: NoMessageValues;
  share: NoMessageValues;
  rank: NoMessageValues;
  value: NoMessageValues;
  territory: NoMessageValues;
  code: NoMessageValues;
  other: NoMessageValues;
  noData: NoMessageValues;
  unknownTerritory: NoMessageValues;
  notOnMap: { list: string };
  upTo: { value: string };
  loadingMap: NoMessageValues;
  mapFailed: NoMessageValues;
  seriesSummary: {
    title: string;
    from: string;
    to: string;
    total: string;
    max: string;
    maxPeriod: string;
  };
  previousSummary: { total: string };
  shareSummary: { title: string; count: number; name: string; percent: string };
  topSummary: { title: string; count: number; name: string; value: string };
  mapSummary: { title: string; count: number; name: string; value: string };
  sparkSummary: { label: string; first: string; last: string; count: number; max: string };
  emptySummary: { title: string };
}>({
  showTable: {
    id: 'trend.chart.showTable',
    defaultMessage: 'Table view',
    description: 'Toggle button above a chart that shows its data as a table instead of a picture',
  },
  period: {
    id: 'trend.chart.period',
    defaultMessage: 'Period',
    description: 'Column header: the day, week or month of a row',
  },
  previousPeriod: {
    id: 'trend.chart.previousPeriod',
    defaultMessage: 'Previous period',
    description: 'Legend and column header of the dashed series: the same span just before',
  },
  previousOf: {
    id: 'trend.chart.previousOf',
    defaultMessage: '{series} (previous period)',
    description: 'Legend and column header of a series in the previous period',
  },
  weekOf: {
    id: 'trend.chart.weekOf',
    defaultMessage: 'Week of {date}',
    description: 'A week in a table or tooltip, named by its Monday',
  },
  total: {
    id: 'trend.chart.total',
    defaultMessage: 'Total',
    description: 'Last row of a chart table: the sum of the column',
  },
  share: {
    id: 'trend.chart.share',
    defaultMessage: 'Share',
    description: 'Column header: percentage of the total',
  },
  rank: {
    id: 'trend.chart.rank',
    defaultMessage: 'Rank',
    description: 'Column header of a top list: 1 for the largest',
  },
  value: {
    id: 'trend.chart.value',
    defaultMessage: 'Value',
    description: 'Column header of the figure of a row (plays, downloads or revenue)',
  },
  territory: {
    id: 'trend.chart.territory',
    defaultMessage: 'Country or region',
    description: 'Column header of the heat map table',
  },
  code: {
    id: 'trend.chart.code',
    defaultMessage: 'Code',
    description: 'Column header: the ISO 3166 territory code as the report wrote it',
  },
  other: {
    id: 'trend.chart.other',
    defaultMessage: 'Other',
    description: 'The slice that sums the smallest channels of a share chart',
  },
  noData: {
    id: 'trend.chart.noData',
    defaultMessage: 'No data',
    description: 'Legend swatch of territories without figures; text of an empty chart',
  },
  unknownTerritory: {
    id: 'trend.chart.unknownTerritory',
    defaultMessage: 'Unknown territory',
    description: 'Name shown for a territory code that is not ISO 3166 (kept from the report)',
  },
  notOnMap: {
    id: 'trend.chart.notOnMap',
    defaultMessage: 'Not on the map: {list}',
    description: 'Line under the heat map listing report territory codes the map cannot place',
  },
  upTo: {
    id: 'trend.chart.upTo',
    defaultMessage: 'up to {value}',
    description: 'Legend of one shade of the heat map: values up to this bound',
  },
  loadingMap: {
    id: 'trend.chart.loadingMap',
    defaultMessage: 'Loading the world map…',
    description: 'Shown while the map geometry loads',
  },
  mapFailed: {
    id: 'trend.chart.mapFailed',
    defaultMessage: 'The world map could not be loaded. The table view shows the same figures.',
    description: 'Shown when the map geometry failed to load',
  },
  seriesSummary: {
    id: 'trend.chart.seriesSummary',
    defaultMessage: '{title}, {from} to {to}: total {total}, highest {max} ({maxPeriod}).',
    description: 'Spoken summary of a line chart (aria label)',
  },
  previousSummary: {
    id: 'trend.chart.previousSummary',
    defaultMessage: 'Previous period total {total}.',
    description: 'Added to the line chart summary when the previous period is drawn',
  },
  shareSummary: {
    id: 'trend.chart.shareSummary',
    defaultMessage: '{title}: {count} parts, largest {name} with {percent}.',
    description: 'Spoken summary of a share chart (aria label)',
  },
  topSummary: {
    id: 'trend.chart.topSummary',
    defaultMessage: '{title}: {count} entries, first {name} with {value}.',
    description: 'Spoken summary of a top list (aria label)',
  },
  mapSummary: {
    id: 'trend.chart.mapSummary',
    defaultMessage:
      '{title}: world map of {count} countries and regions, highest {name} with {value}. Use Tab to move between them.',
    description: 'Spoken summary of the heat map (aria label)',
  },
  sparkSummary: {
    id: 'trend.chart.sparkSummary',
    defaultMessage: '{label}: from {first} to {last} over {count} periods, highest {max}.',
    description: 'Spoken summary of a small trend line on the dashboard',
  },
  emptySummary: {
    id: 'trend.chart.emptySummary',
    defaultMessage: '{title}: no data.',
    description: 'Spoken summary of a chart without figures',
  },
});
