export * from './postal-address';
export * from './target-calendar';
export * from './return-reasons';
