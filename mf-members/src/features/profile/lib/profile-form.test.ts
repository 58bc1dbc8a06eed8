import { validateProfileForm } from '@club/shared/contracts';
import { changedOperations, formatDate, fullProfileBody, type ProfileValues } from './profile-form';

const values: ProfileValues = {
  firstName: 'Lena',
  lastName: 'Wagner',
  displayName: 'Lena W.',
  email: 'member@demo.club',
  phone: '+4915112345678',
  birthDate: '1991-04-12',
  gender: 'Female',
  streetNumber: 'Bavariastraße 5',
  postCode: '82031',
  city: 'Grünwald',
};

describe('changedOperations', () => {
  it('sends only changed fields and never the phone or e-mail', () => {
    const operations = changedOperations(
      { ...values, city: 'München', phone: '+4915199999999' },
      { city: true, phone: true, email: true },
    );
    expect(operations).toEqual([
      {
        op: 'replace',
        path: '/address',
        value: { streetNumber: 'Bavariastraße 5', postCode: '82031', city: 'München' },
      },
    ]);
  });

  it('sends nothing when nothing changed', () => {
    expect(changedOperations(values, {})).toEqual([]);
  });
});

describe('profile rules', () => {
  it('accepts the demo profile', () => {
    expect(validateProfileForm(values)).toEqual({});
  });

  it('names an invalid post code and a partial address', () => {
    expect(validateProfileForm({ ...values, postCode: '1234' }).postCode).toBe('validation.invalidPostCode');
    const partial = validateProfileForm({ ...values, streetNumber: '', postCode: '' });
    expect(partial.city).toBe('validation.addressAllOrNone');
    expect(partial.streetNumber).toBe('validation.addressAllOrNone');
    expect(partial.postCode).toBe('validation.addressAllOrNone');
    // Clearing only the city breaks the rule on all three fields at once.
    const noCity = validateProfileForm({ ...values, city: '' });
    expect([noCity.streetNumber, noCity.postCode, noCity.city]).toEqual(Array(3).fill('validation.addressAllOrNone'));
    // An empty address is allowed.
    expect(validateProfileForm({ ...values, streetNumber: '', postCode: '', city: '' })).toEqual({});
  });

  it('accepts phone numbers as people type them and refuses ones no network has', () => {
    expect(validateProfileForm({ ...values, phone: '015112345678' }).phone).toBeUndefined();
    expect(validateProfileForm({ ...values, phone: '030 1234567' }).phone).toBeUndefined();
    expect(validateProfileForm({ ...values, phone: '+49151123' }).phone).toBe('validation.invalidPhone');
  });

  it('refuses a birth date after today', () => {
    expect(validateProfileForm({ ...values, birthDate: '2999-01-01' }).birthDate).toBe('validation.dateInFuture');
  });
});

describe('fullProfileBody', () => {
  it('splits the phone into country code and number', () => {
    expect(fullProfileBody(values, 'org')).toMatchObject({
      countryCode: '+49',
      contactNumber: '15112345678',
      orgId: 'org',
    });
  });
});

describe('formatDate', () => {
  it('shows DD-MM-YYYY', () => {
    expect(formatDate('2019-03-01')).toBe('01-03-2019');
  });
});
