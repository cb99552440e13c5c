// The sync protocol and the rules both ends share: payload bounds, lock decision, field merge,
// rebase, uuid v7 ids.
export * from './bounds';
export * from './lock';
export * from './merge';
export * from './payload';
export * from './protocol';
export * from './uuidv7';
