export * from './table-query';
export * from './treasurer-columns';
