// Validation rules as valibot schemas: the forms and the API run the same ones.
export * from './fields';
export * from './control-characters';
export * from './contact';
export * from './membership';
export * from './profile';
export * from './post-code';
export * from './iban';
export * from './card';
export * from './video';
export * from './language';
export * from './hosts';
export * from './calendar';
export * from './menu';
export * from './content-fields';
export * from './layout';
export * from './template-structure';
export * from './patterns';
