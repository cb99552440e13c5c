// Pure shaping of trend figures for the charts: buckets, the previous period, the heat map's scale,
// territory codes, shares. No React and no fetching: the trend screen passes figures in.
export * from './buckets';
export * from './colourScale';
export * from './previousPeriod';
export * from './shares';
export * from './territories';
