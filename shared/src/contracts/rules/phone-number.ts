import { isValidPhoneNumber } from 'libphonenumber-js/min';

// The phone checks of the contracts, in one module: libphonenumber-js and its metadata (the
// largest library of the contracts) enter a bundle only through this file. The editor's PHONE
// fields, the membership wizard, the profile form and the API import it; a visitor's pages never
// do (the @club/shared singleton carries no contracts code, and each remote tree-shakes them).

/** A phone number as people type it, German unless it starts with a country code. */
export const isValidPhone = (value: string): boolean => {
  try {
    return isValidPhoneNumber(value, 'DE');
  } catch {
    return false;
  }
};

/** The phone number as typed, checked together with the chosen country calling code. */
export function isValidMemberPhone(countryCode: string, phone: string): boolean {
  const compact = phone.replace(/[\s/()-]/g, '');
  if (!/^\+?\d{4,15}$/.test(compact)) return false;
  const international = compact.startsWith('+') ? compact : `${countryCode}${compact.replace(/^0/, '')}`;
  return isValidPhoneNumber(international);
}
