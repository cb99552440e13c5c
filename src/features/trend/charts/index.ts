// The trend screens' charts: typed props, no fetching (the screen passes figures in), a table view
// for each, colours from Fluent tokens. Shaping rules live in src/domain/trend.
export { ChartFrame } from './ChartFrame';
export type { Measure } from './measure';
export { ShareChart, type ShareChartProps, type ShareSlice } from './ShareChart';
export { Sparkline, type SparklineProps } from './Sparkline';
export { TimeSeriesChart, type TimeSeries, type TimeSeriesChartProps } from './TimeSeriesChart';
export { TopList, type TopItem, type TopListProps } from './TopList';
export { WorldHeatMap, type WorldHeatMapProps } from './WorldHeatMap';
