import { splitStreetAddress } from './postal-address';

describe('splitStreetAddress', () => {
  it.each([
    ['Hauptstraße 12', 'Hauptstraße', '12'],
    ['Hauptstraße 12a', 'Hauptstraße', '12a'],
    ['Am Anger 7 b', 'Am Anger', '7 b'],
    ['Straße des 17. Juni 135', 'Straße des 17. Juni', '135'],
    ['Lindenweg 12-14', 'Lindenweg', '12-14'],
    ['Gartenstr. 3/1', 'Gartenstr.', '3/1'],
    ['  Müllerweg   4 ', 'Müllerweg', '4'],
    ['Weg, 5', 'Weg', '5'],
  ])('splits "%s" into street and building number', (line, street, number) => {
    expect(splitStreetAddress(line)).toEqual({ streetName: street, buildingNumber: number });
  });

  it('keeps a line without a house number as the street name', () => {
    expect(splitStreetAddress('Am Markt')).toEqual({ streetName: 'Am Markt', buildingNumber: null });
  });

  it('does not take a lone number for a street without a name', () => {
    expect(splitStreetAddress('12')).toEqual({ streetName: '12', buildingNumber: null });
  });
});
