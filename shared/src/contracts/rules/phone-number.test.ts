import { validateFieldValue } from './content-fields';
import { isValidMemberPhone } from './membership';
import { formatPhone, isValidPhone, splitE164, toE164 } from './phone-number';
import { joinContactNumber, splitContactNumber, validateProfileForm } from './profile';

// The examples the hint shows people (validation.invalidPhone; i18n/phone-hint.test.ts checks
// that the texts show exactly these).
const hintExamples = ['+49 30 1234567', '030 1234567', '0151 23456789'];

const profile = {
  firstName: 'Anna',
  lastName: 'Berg',
  displayName: 'Anna',
  email: 'anna@example.org',
  phone: '',
  birthDate: '',
  gender: '' as const,
  streetNumber: '',
  postCode: '',
  city: '',
};

describe('the phone rule', () => {
  it('accepts every example the hint shows, in the profile, the wizard and the editor', () => {
    for (const example of hintExamples) {
      expect(isValidPhone(example)).toBe(true);
      expect(validateProfileForm({ ...profile, phone: example }).phone).toBeUndefined();
      expect(isValidMemberPhone('+49', example)).toBe(true);
    }
  });

  it('refuses 12345 everywhere', () => {
    expect(isValidPhone('12345')).toBe(false);
    expect(validateProfileForm({ ...profile, phone: '12345' }).phone).toBe('validation.invalidPhone');
    expect(isValidMemberPhone('+49', '12345')).toBe(false);
    expect(toE164('+49 12345')).toBeNull();
  });

  it('reads what people type: spaces, slashes, 0049 and other countries', () => {
    expect(toE164('030/1234567')).toBe('+49301234567');
    expect(toE164('0049 30 1234567')).toBe('+49301234567');
    expect(toE164('0151 23456789')).toBe('+4915123456789');
    expect(toE164('1 2345678', '+43')).toBe('+4312345678');
    expect(toE164('+44 20 7946 0958', '+49')).toBe('+442079460958');
  });

  it('stores E.164 and shows German numbers nationally, others internationally', () => {
    expect(splitContactNumber('030 1234567')).toEqual({ countryCode: '+49', contactNumber: '301234567' });
    expect(splitE164('+4312345678')).toEqual({ countryCode: '+43', contactNumber: '12345678' });
    expect(joinContactNumber('+49', '301234567')).toBe('030 1234567');
    expect(joinContactNumber('+43', '12345678')).toBe('+43 1 2345678');
    expect(formatPhone('+4915123456789')).toBe('01512 3456789');
    // A number saved before the rule, with its leading 0, is shown the same way.
    expect(joinContactNumber('+49', '015123456789')).toBe('01512 3456789');
  });

  it('is the editor’s PHONE field rule too', () => {
    const phoneField = (value: string) =>
      validateFieldValue({ name: 'phone', type: 'PHONE', isMandatory: true }, 'CONTACT', value, {
        isKnownRoute: () => false,
        language: 'de',
        today: '2026-11-24',
      });
    expect(phoneField('030 1234567')).toBeNull();
    expect(phoneField('12345')).toBe('validation.invalidPhone');
  });
});
