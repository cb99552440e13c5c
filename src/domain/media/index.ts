// Header probes and file rules shared by the upload worker (before upload) and the server
// (re-reading the stored object): facts by content, issues as codes.
export * from './audio/probeAudio';
export type { AudioContainer, AudioFacts, AudioProbe } from './audio/types';
export * from './byteSource';
export * from './codes';
export * from './image';
export * from './lyrics';
export * from './rules';
export * from './attachment';
export * from './inspectFile';
export * from './fileSize';
