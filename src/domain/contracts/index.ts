export * from './api';
export * from './bankAccount';
export * from './contract';
export * from './letters';
