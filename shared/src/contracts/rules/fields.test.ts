import * as v from 'valibot';
import { emailRule, nameRule } from './fields';

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
  it('checks e-mail addresses', () => {
    expect(messageOf(emailRule, 'Anna@Example.org')).toBeNull();
    expect(messageOf(emailRule, 'anna@')).toBe('validation.invalidEmail');
  });
});
