import * as v from 'valibot';
import {
  ibanSchema,
  isValidMemberPhone,
  maskIban,
  membershipTypeById,
  nextQuarterStart,
  postCodeSchema,
  resizeFamily,
} from './membership';

const messageOf = (schema: Parameters<typeof v.safeParse>[0], value: unknown) =>
  v.safeParse(schema, value).issues?.[0]?.message ?? null;

describe('membership rules', () => {
  it('checks the IBAN behind the fixed DE prefix with the spec’s two messages', () => {
    expect(messageOf(ibanSchema, 'DE')).toBe('validation.ibanEmpty');
    expect(messageOf(ibanSchema, 'DE02 1203 0000 0000 2020 52')).toBe('validation.ibanInvalid');
    expect(messageOf(ibanSchema, 'GB82WEST12345698765432')).toBe('validation.ibanInvalid');
    expect(v.parse(ibanSchema, 'de02 1203 0000 0000 2020 51')).toBe('DE02120300000000202051');
  });

  it('accepts German post codes only', () => {
    expect(messageOf(postCodeSchema, '82031')).toBeNull();
    for (const bad of ['1234', '00123', 'A1234', '123456']) {
      expect(messageOf(postCodeSchema, bad)).toBe('validation.invalidPostCode');
    }
  });

  it('checks phone numbers with the chosen calling code', () => {
    expect(isValidMemberPhone('+49', '0151 23456789')).toBe(true);
    expect(isValidMemberPhone('+49', '12')).toBe(false);
  });

  it('trims members above a type’s max and adds blank ones up to its min', () => {
    const family = membershipTypeById(5)!;
    const single = membershipTypeById(1)!;
    const blank = () => ({ firstName: '' });
    expect(resizeFamily([], family, blank)).toEqual([{ firstName: '' }]);
    expect(resizeFamily([{ firstName: 'A' }, { firstName: 'B' }], single, blank)).toEqual([]);
    const four = [{ firstName: 'A' }, { firstName: 'B' }, { firstName: 'C' }, { firstName: 'D' }];
    expect(resizeFamily(four, family, blank)).toHaveLength(3);
  });

  it('masks all but the country, check digits and the last four characters', () => {
    expect(maskIban('DE02120300000000202051')).toBe('DE02 •••• •••• •••• ••20 51');
  });

  it('finds the first day of the next quarter', () => {
    expect(nextQuarterStart(new Date('2026-11-21T12:00:00Z'))).toBe('2027-01-01');
    expect(nextQuarterStart(new Date('2026-01-01T12:00:00Z'))).toBe('2026-04-01');
    expect(nextQuarterStart(new Date('2026-06-30T12:00:00Z'))).toBe('2026-07-01');
  });
});
