// DDEX ERN 4.3 (issue 15): building release, takedown and purge messages from a release bundle,
// reading messages written by any system into an import plan, and a readable diff of two messages.
export * from './buildMessages';
export * from './bundle';
export * from './codes';
export * from './diff';
export * from './fileNames';
export * from './importPlan';
export * from './importTypes';
export * from './mappings';
export * from './readMessage';
export * from './vocabulary';
export { readXml, XmlReadLimits } from './parseXml';
export * from './acknowledgement';
