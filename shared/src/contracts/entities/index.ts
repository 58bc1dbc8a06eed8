export * from './content';
export * from './session';
export * from './menus';
export * from './template-catalogue';
export * from './foreign-blocks';
export * from './membership-terms';
export * from './template-values';
export * from './server-render';
