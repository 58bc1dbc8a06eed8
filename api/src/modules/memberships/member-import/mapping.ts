import type { ImportField, ImportMapping } from '@club/shared/contracts/endpoints/member-import';

// Header names German club software and spreadsheets use (Excel lists, Admidio, easyVerein,
// ClubDesk exports), and their English forms; compared without case, spaces, dashes or umlauts.
const synonyms: Record<ImportField, string[]> = {
  firstName: ['vorname', 'firstname', 'givenname', 'forename'],
  lastName: ['nachname', 'familienname', 'name', 'lastname', 'surname', 'familyname'],
  email: ['email', 'emailadresse', 'mail', 'emailaddress'],
  birthDate: ['geburtsdatum', 'geburtstag', 'geboren', 'geboren am', 'birthdate', 'dateofbirth', 'birthday'],
  gender: ['geschlecht', 'gender', 'sex'],
  street: ['strasse', 'strassehausnummer', 'strasseundhausnummer', 'adresse', 'anschrift', 'street', 'address'],
  postCode: ['plz', 'postleitzahl', 'postcode', 'zip', 'zipcode', 'postalcode'],
  city: ['ort', 'wohnort', 'stadt', 'city', 'town'],
  phone: ['telefon', 'tel', 'telefonnummer', 'mobil', 'handy', 'mobilnummer', 'phone', 'mobile', 'phonenumber'],
  memberSince: [
    'eintritt',
    'eintrittsdatum',
    'mitgliedseit',
    'beitritt',
    'beitrittsdatum',
    'membersince',
    'joined',
    'joindate',
  ],
  iban: ['iban', 'kontoiban', 'bankverbindung'],
  accountHolder: ['kontoinhaber', 'kontoinhaberin', 'accountholder', 'holder'],
  mandateReference: ['mandatsreferenz', 'mandatreferenz', 'mandat', 'mandatereference', 'mandateid'],
  mandateSignedOn: [
    'mandatsdatum',
    'datummandat',
    'unterschriftsdatum',
    'mandatvom',
    'datumdermandatserteilung',
    'mandatesignedon',
    'mandatedate',
    'signedon',
  ],
};

const comparable = (header: string) =>
  header
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z]/g, '');

/** The column each field most likely is, by its header (each column used once). */
export function suggestMapping(columns: string[]): ImportMapping {
  const headers = columns.map(comparable);
  const taken = new Set<number>();
  const mapping: ImportMapping = {};
  for (const [field, names] of Object.entries(synonyms) as Array<[ImportField, string[]]>) {
    const wanted = names.map(comparable);
    const index = headers.findIndex((header, i) => !taken.has(i) && wanted.includes(header));
    mapping[field] = index >= 0 ? index : null;
    if (index >= 0) taken.add(index);
  }
  return mapping;
}
