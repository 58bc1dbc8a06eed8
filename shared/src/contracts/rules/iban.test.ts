import * as v from 'valibot';
import { germanIbanOf, ibanGroupsOf, isValidGermanIban } from './iban';
import { ibanSchema } from './membership';
import { isGermanPostCode } from './post-code';

const messageOf = (input: string) => {
  const result = v.safeParse(ibanSchema, input);
  return result.success ? null : result.issues[0]?.message;
};

// The wizard's field holds 'DE' + what follows the fixed prefix; the API parses the same value.
const behindPrefix = (typed: string) => `DE${typed}`;

describe('the IBAN rule', () => {
  it('accepts a whole IBAN pasted from a banking app behind the fixed DE', () => {
    expect(v.parse(ibanSchema, behindPrefix('DE89 3704 0044 0532 0130 00'))).toBe('DE89370400440532013000');
    expect(v.parse(ibanSchema, behindPrefix('de89 3704 0044 0532 0130 00'))).toBe('DE89370400440532013000');
    expect(v.parse(ibanSchema, behindPrefix(' DE89-3704-0044-0532-0130-00 '))).toBe('DE89370400440532013000');
  });

  it('accepts the rest typed with spaces and in lower case', () => {
    expect(v.parse(ibanSchema, behindPrefix('89 3704 0044 0532 0130 00'))).toBe('DE89370400440532013000');
    expect(germanIbanOf('89370400440532013000')).toBe('DE89370400440532013000');
  });

  it('refuses a wrong check digit, a foreign IBAN and an empty field with their messages', () => {
    expect(messageOf(behindPrefix('89 3704 0044 0532 0130 01'))).toBe('validation.ibanInvalid');
    expect(messageOf(behindPrefix('GB82 WEST 1234 5698 7654 32'))).toBe('validation.ibanInvalid');
    expect(messageOf(behindPrefix('AT61 1904 3002 3457 3201'))).toBe('validation.ibanInvalid');
    expect(messageOf(behindPrefix(''))).toBe('validation.ibanEmpty');
    expect(messageOf(behindPrefix('   '))).toBe('validation.ibanEmpty');
  });

  it('shows the IBAN in groups of four', () => {
    expect(ibanGroupsOf('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(isValidGermanIban('DE89370400440532013000')).toBe(true);
  });
});

describe('the post code rule', () => {
  it('accepts German post codes and refuses what no region has', () => {
    expect(isGermanPostCode('82031')).toBe(true);
    expect(isGermanPostCode('01067')).toBe(true);
    expect(isGermanPostCode('1234')).toBe(false);
    expect(isGermanPostCode('00123')).toBe(false);
    expect(isGermanPostCode('99999')).toBe(false);
  });
});
