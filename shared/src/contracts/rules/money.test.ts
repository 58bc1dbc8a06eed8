import * as v from 'valibot';
import {
  centsToDecimal,
  centsToDecimalComma,
  formatCents,
  formatEuros,
  hasWholeCents,
  moneyAmountSchema,
  parseCents,
  sameAmount,
  sumCents,
  toCents,
} from './money';

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

describe('cents', () => {
  it('parses euros into integer cents and refuses more than two decimals', () => {
    expect(parseCents(90)).toBe(9000);
    expect(parseCents(90.5)).toBe(9050);
    expect(parseCents(0.29)).toBe(29);
    expect(parseCents('90.10')).toBe(9010);
    expect(parseCents('12,05')).toBe(1205);
    expect(parseCents('-0.50')).toBe(-50);
    expect(parseCents('49.900')).toBe(4990);
    expect(parseCents(90.0000001)).toBeNull();
    expect(parseCents('90.0000001')).toBeNull();
    expect(parseCents('90.005')).toBeNull();
    expect(parseCents('abc')).toBeNull();
    expect(parseCents(Number.NaN)).toBeNull();
    expect(() => toCents(90.0000001)).toThrow(RangeError);
  });

  it('sums exactly: 0.1 + 0.2 euros are 30 cents', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCents([toCents(0.1), toCents(0.2)])).toBe(30);
    expect(centsToDecimal(sumCents([toCents(0.1), toCents(0.2)]))).toBe('0.30');
    expect(sumCents(Array.from({ length: 1000 }, () => toCents(0.1)))).toBe(10000);
    expect(() => sumCents([1.5])).toThrow(RangeError);
    expect(sameAmount(49.9, '49.90')).toBe(true);
    expect(sameAmount(49.9, 49.91)).toBe(false);
  });

  it('writes decimals for columns, spreadsheets and DATEV', () => {
    expect(centsToDecimal(4990)).toBe('49.90');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimalComma(123450)).toBe('1234,50');
    expect(centsToDecimalComma(-50)).toBe('-0,50');
  });

  it('formats per language', () => {
    expect(formatCents(123450, 'de')).toBe('1.234,50\u00a0€');
    expect(formatCents(123450, 'en')).toBe('€1,234.50');
    expect(formatCents(-4900, 'de')).toBe('-49,00\u00a0€');
    expect(formatEuros('49.00', 'en')).toBe('€49.00');
  });
});
