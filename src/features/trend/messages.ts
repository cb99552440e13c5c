import { defineMessages, type NoMessageValues } from 'react-intl';

const D = 'Trend screen (/trend/index)';

export const trendMessages = defineMessages<{
  title: NoMessageValues;
  filters: NoMessageValues;
  period: NoMessageValues;
  days7: NoMessageValues;
  days30: NoMessageValues;
  month1: NoMessageValues;
  months3: NoMessageValues;
  months12: NoMessageValues;
  grain: NoMessageValues;
  day: NoMessageValues;
  week: NoMessageValues;
  month: NoMessageValues;
  scope: NoMessageValues;
  scopeOrg: NoMessageValues;
  scopeAlbum: NoMessageValues;
  scopeTrack: NoMessageValues;
  scopeArtist: NoMessageValues;
  scopeItem: NoMessageValues;
  scopeItemPlaceholder: NoMessageValues;
  noMatch: NoMessageValues;
  measure: NoMessageValues;
  plays: NoMessageValues;
  downloads: NoMessageValues;
  units: NoMessageValues;
  revenue: { currency: string };
  range: { from: string; to: string; previousFrom: string; previousTo: string };
  change: { change: string };
  changeNew: NoMessageValues;
  previousValue: { value: string };
  summaryTitle: NoMessageValues;
  seriesTitle: { measure: string };
  topTracks: NoMessageValues;
  topAlbums: NoMessageValues;
  topArtists: NoMessageValues;
  territories: NoMessageValues;
  channels: NoMessageValues;
  empty: NoMessageValues;
  standIn: { from: string; to: string; time: string };
  asOf: { time: string };
  loading: NoMessageValues;
}>({
  title: { id: 'trend.page.title', defaultMessage: 'Data trends', description: D },
  filters: { id: 'trend.page.filters', defaultMessage: 'What the figures show', description: D },
  period: { id: 'trend.page.period', defaultMessage: 'Period', description: D },
  days7: { id: 'trend.page.days7', defaultMessage: 'Last 7 days', description: D },
  days30: { id: 'trend.page.days30', defaultMessage: 'Last 30 days', description: D },
  month1: { id: 'trend.page.month1', defaultMessage: 'Last month', description: D },
  months3: { id: 'trend.page.months3', defaultMessage: 'Last 3 months', description: D },
  months12: { id: 'trend.page.months12', defaultMessage: 'Last 12 months', description: D },
  grain: { id: 'trend.page.grain', defaultMessage: 'Show by', description: D },
  day: { id: 'trend.page.day', defaultMessage: 'Day', description: D },
  week: { id: 'trend.page.week', defaultMessage: 'Week', description: D },
  month: { id: 'trend.page.month', defaultMessage: 'Month', description: D },
  scope: { id: 'trend.page.scope', defaultMessage: 'Figures of', description: D },
  scopeOrg: { id: 'trend.page.scopeOrg', defaultMessage: 'The whole organisation', description: D },
  scopeAlbum: { id: 'trend.page.scopeAlbum', defaultMessage: 'An album', description: D },
  scopeTrack: { id: 'trend.page.scopeTrack', defaultMessage: 'A track', description: D },
  scopeArtist: { id: 'trend.page.scopeArtist', defaultMessage: 'An artist', description: D },
  scopeItem: { id: 'trend.page.scopeItem', defaultMessage: 'Which one', description: D },
  scopeItemPlaceholder: {
    id: 'trend.page.scopeItemPlaceholder',
    defaultMessage: 'Type to search your library',
    description: D,
  },
  noMatch: {
    id: 'trend.page.noMatch',
    defaultMessage: 'Nothing in your library matches',
    description: D,
  },
  measure: { id: 'trend.page.measure', defaultMessage: 'Measure', description: D },
  plays: { id: 'trend.page.plays', defaultMessage: 'Plays', description: D },
  downloads: { id: 'trend.page.downloads', defaultMessage: 'Downloads', description: D },
  units: { id: 'trend.page.units', defaultMessage: 'Plays and downloads', description: D },
  revenue: { id: 'trend.page.revenue', defaultMessage: 'Revenue ({currency})', description: D },
  range: {
    id: 'trend.page.range',
    defaultMessage: '{from} to {to}, compared with {previousFrom} to {previousTo}',
    description: D,
  },
  change: {
    id: 'trend.page.change',
    defaultMessage: '{change} against the previous period',
    description: D,
  },
  changeNew: {
    id: 'trend.page.changeNew',
    defaultMessage: 'New: nothing in the previous period',
    description: D,
  },
  previousValue: {
    id: 'trend.page.previousValue',
    defaultMessage: 'Previous period: {value}',
    description: D,
  },
  summaryTitle: { id: 'trend.page.summaryTitle', defaultMessage: 'Summary', description: D },
  seriesTitle: {
    id: 'trend.page.seriesTitle',
    defaultMessage: '{measure} over time',
    description: D,
  },
  topTracks: { id: 'trend.page.topTracks', defaultMessage: 'Top tracks', description: D },
  topAlbums: { id: 'trend.page.topAlbums', defaultMessage: 'Top albums', description: D },
  topArtists: { id: 'trend.page.topArtists', defaultMessage: 'Top artists', description: D },
  territories: {
    id: 'trend.page.territories',
    defaultMessage: 'Plays and downloads by territory',
    description: D,
  },
  channels: {
    id: 'trend.page.channels',
    defaultMessage: 'Data source: share by channel',
    description: D,
  },
  empty: {
    id: 'trend.page.empty',
    defaultMessage:
      'No figures for this period yet. They appear once the channels’ reports are imported.',
    description: D,
  },
  standIn: {
    id: 'trend.page.standIn',
    defaultMessage:
      'This period was never loaded on this device: shown are the last figures loaded ({from} to {to}, as of {time}).',
    description: D,
  },
  asOf: { id: 'trend.page.asOf', defaultMessage: 'Figures as of {time}', description: D },
  loading: { id: 'trend.page.loading', defaultMessage: 'Loading the figures…', description: D },
});
