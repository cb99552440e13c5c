// Pre-delivery quality checks: the channels' metadata rules, run at submit on device and server.
export * from './checkQuality';
export * from './codes';
export * from './titleRules';
