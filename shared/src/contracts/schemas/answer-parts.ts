import * as v from 'valibot';

// The small parts the valibot answer schemas share (issue 38 item 1).

/** A whole number: a count, a position, an amount in cents. */
export const wholeNumber = v.pipe(v.number(), v.integer());
