// The one money amount rule (issue 31): euros with at most two decimals (cents), so an amount
// the API takes is always a whole number of cents (90.0000001 was accepted at checkout).
import * as v from 'valibot';

/** Whether a number of euros is a whole number of cents (90, 90.5, 90.05; not 90.0000001 or 90.005). */
export const hasWholeCents = (euros: number): boolean =>
  Number.isFinite(euros) && Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/** An amount of euros from `min` to `max` with at most two decimals. */
export const moneyAmountSchema = (min: number, max: number) =>
  v.pipe(v.number(), v.minValue(min), v.maxValue(max), v.check(hasWholeCents, 'validation.moneyDecimals'));
