import * as v from 'valibot';
import { hasWholeCents, moneyAmountSchema } from './money';

describe('moneyAmountSchema', () => {
  const amount = moneyAmountSchema(0.01, 100000);

  it('takes euros with up to two decimals', () => {
    for (const euros of [90, 90.5, 90.05, 0.01, 19.99, 100000]) expect(v.safeParse(amount, euros).success).toBe(true);
  });

  it('refuses more than two decimals with the money message', () => {
    for (const euros of [90.0000001, 90.005, 1.001]) {
      const result = v.safeParse(amount, euros);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe('validation.moneyDecimals');
    }
  });

  it('keeps its range', () => {
    expect(v.safeParse(amount, 0).success).toBe(false);
    expect(v.safeParse(amount, 100000.01).success).toBe(false);
    expect(hasWholeCents(Number.NaN)).toBe(false);
  });
});
