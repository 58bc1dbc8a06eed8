// Validation rules as valibot schemas: the forms and the API run the same ones.
export * from './contact';
export * from './membership';
export * from './calendar';
export * from './menu';
export * from './content-fields';
