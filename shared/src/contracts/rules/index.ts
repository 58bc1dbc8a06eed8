// Validation rules as valibot schemas: the forms and the API run the same ones.
export * from './contact';
export * from './content-fields';
export * from './calendar';
export * from './menu';
