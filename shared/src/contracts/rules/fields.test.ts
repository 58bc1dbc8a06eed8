import * as v from 'valibot';
import {
  emailRule,
  germanPostCodeRule,
  nameRule,
  optionalEmailRule,
  parsePrice,
  priceRule,
  urlRule,
  videoLinkRule,
} from './fields';
import { ibanRule } from './iban';
import { phoneRule } from './phone';

const messageOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0]?.message;
};

describe('the shared field rules', () => {
  it('takes names of 2 to 30 letters, umlauts and spaces', () => {
    expect(messageOf(nameRule, '  Jürgen   Weiß ')).toBeNull();
    expect(messageOf(nameRule, 'R2D2')).toBe('validation.textInvalid');
    expect(messageOf(nameRule, 'A'.repeat(31))).toBe('validation.textInvalid');
    expect(messageOf(nameRule, '   ')).toBe('validation.mandatory');
  });
  it('checks e-mail addresses, empty allowed only where the spec says so', () => {
    expect(messageOf(emailRule, 'Anna@Example.org')).toBeNull();
    expect(messageOf(emailRule, 'anna@')).toBe('validation.invalidEmail');
    expect(messageOf(optionalEmailRule, '')).toBeNull();
    expect(messageOf(optionalEmailRule, 'x')).toBe('validation.invalidEmail');
  });
  it('checks German post codes', () => {
    expect(messageOf(germanPostCodeRule, '82031')).toBeNull();
    expect(messageOf(germanPostCodeRule, '1234')).toBe('validation.invalidPostCode');
    expect(messageOf(germanPostCodeRule, '00123')).toBe('validation.invalidPostCode');
  });
  it('checks phone numbers with Germany as the default country', () => {
    expect(messageOf(phoneRule, '089 1234567')).toBeNull();
    expect(messageOf(phoneRule, '+44 20 7946 0958')).toBeNull();
    expect(messageOf(phoneRule, '12')).toBe('validation.invalidPhone');
  });
  it('checks the German IBAN typed after the fixed DE', () => {
    expect(messageOf(ibanRule, '89 3704 0044 0532 0130 00')).toBeNull();
    expect(messageOf(ibanRule, '')).toBe('validation.ibanEmpty');
    expect(messageOf(ibanRule, '89370400440532013001')).toBe('validation.invalidIban');
  });
  it('writes prices with a dot in English and a comma in German', () => {
    expect(messageOf(priceRule('en'), '123.45')).toBeNull();
    expect(messageOf(priceRule('en'), '123,45')).toBe('validation.invalidPrice');
    expect(messageOf(priceRule('de'), '123,45')).toBeNull();
    expect(messageOf(priceRule('de'), '1.5')).toBe('validation.invalidPrice');
    expect(parsePrice('12,5', 'de')).toBe(12.5);
  });
  it('accepts web links and known internal routes only', () => {
    const rule = urlRule(['/training', '/news']);
    expect(messageOf(rule, 'https://example.org/a')).toBeNull();
    expect(messageOf(rule, 'www.example.org')).toBeNull();
    expect(messageOf(rule, '/training?week=3')).toBeNull();
    expect(messageOf(rule, '/nowhere')).toBe('validation.invalidUrl');
    expect(messageOf(rule, 'javascript:alert(1)')).toBe('validation.invalidUrl');
  });
  it('accepts YouTube and 8-digit Vimeo links only', () => {
    expect(messageOf(videoLinkRule, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(messageOf(videoLinkRule, 'https://vimeo.com/76979871')).toBeNull();
    expect(messageOf(videoLinkRule, 'https://example.org/video')).toBe('validation.invalidVideo');
  });
});
