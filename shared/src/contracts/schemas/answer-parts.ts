import * as v from 'valibot';

// The small parts the valibot answer schemas share (issue 38 item 1).

/** A whole number: a count, a position, an amount in cents. */
export const wholeNumber = v.pipe(v.number(), v.integer());

/** An ISO 8601 time (JSON Schema `format: date-time`). */
export const isoTime = v.pipe(v.string(), v.isoTimestamp());

/** A UUID (JSON Schema `format: uuid`). */
export const uuidText = v.pipe(v.string(), v.uuid());
