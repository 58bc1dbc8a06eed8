export * from './content';
export * from './session';
export * from './menus';
export * from './template-catalogue';
export * from './template-values';
