import * as v from 'valibot';
import { contactFormSchema } from './contact';
import { hasControlCharacters, hasControlCharactersBesidesLineBreaks } from './control-characters';
import { membershipTextSchema, postCodeSchema } from './membership';

describe('control characters', () => {
  it('finds CR, LF, ESC, NUL, TAB, DEL and C1 in one-line text, and nothing in ordinary text', () => {
    for (const text of ['Haupt\rstr', 'Haupt\nstr', 'a\u001b[31m', 'a\u0000', 'a\tb', 'a\u007f', 'a\u0085']) {
      expect(hasControlCharacters(text)).toBe(true);
    }
    expect(hasControlCharacters('Müller-Lüdenscheidt, Straße 5 ½ – ok')).toBe(false);
  });

  it('lets a multi-line text keep its line breaks and tabs, not ESC or NUL', () => {
    expect(hasControlCharactersBesidesLineBreaks('Hallo,\r\n\tbis bald')).toBe(false);
    expect(hasControlCharactersBesidesLineBreaks('Hallo \u001b[2J')).toBe(true);
  });

  it('is part of the form rules: a street with CR LF or a message with ESC is refused', () => {
    const street = v.safeParse(postCodeSchema, '10115\r\n');
    expect(street.success).toBe(false);
    expect(v.safeParse(membershipTextSchema, 'Berlin\u001b').success).toBe(false);
    const contact = { name: 'Anna Berg', email: 'anna@example.org', message: 'Hallo\nich komme gern\u001b[0m' };
    const result = v.safeParse(contactFormSchema, contact);
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe('validation.controlCharacters');
    expect(v.safeParse(contactFormSchema, { ...contact, message: 'Hallo\nich komme gern' }).success).toBe(true);
  });
});
