import {
  blzOfIban,
  formatEuro,
  ibanFromRemainder,
  priceListOf,
  remainderOfIban,
  serverMessageOf,
  stepState,
} from './wizard';

describe('membership wizard logic', () => {
  it('marks steps before the current one completed, the current in progress, the rest pending', () => {
    expect([0, 1, 2, 3].map((i) => stepState(i, 2))).toEqual(['completed', 'completed', 'in-progress', 'pending']);
  });

  it('formats euro amounts per language', () => {
    expect(formatEuro(1950, 'de').replace(/\s/g, ' ')).toBe('19,50 €');
    expect(formatEuro(1950, 'en')).toBe('€19.50');
  });

  it('offers in the price list only the categories the club’s types lead to, the rest apart', () => {
    const categories = (prices: Array<{ category: string }>) => prices.map((p) => p.category);
    // The spec's default: only "for me".
    expect(categories(priceListOf([1]).offered)).toEqual(['adults']);
    expect(categories(priceListOf([1]).other)).toContain('peopleWithDisabilities');
    // The demo club: for me, son, daughter, couple, family.
    const demo = priceListOf([1, 2, 3, 4, 5]);
    expect(categories(demo.offered)).toEqual(['adults', 'marriedCouples', 'family', 'childrenAndYoungPeople']);
    expect(categories(demo.other)).toEqual([
      'pupilsStudentsTrainees',
      'federalVolunteerService',
      'peopleWithDisabilities',
      'disabledMarried',
      'disabledFamily',
      'pensioner',
    ]);
    // No type leads to the disability rates: they are never offered online.
    const all = priceListOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(categories(all.other)).toEqual(['peopleWithDisabilities', 'disabledMarried', 'disabledFamily']);
  });

  it('shows the server message only for an error code other than -1 with a message', () => {
    const answer = (data: unknown) => ({ response: { data } });
    expect(serverMessageOf(answer({ code: 'VALIDATION_ERROR', message: 'form.iban: Not a valid IBAN.' }))).toBe(
      'form.iban: Not a valid IBAN.',
    );
    expect(serverMessageOf(answer({ code: -1, message: 'hidden' }))).toBeNull();
    expect(serverMessageOf(answer({ code: 'X' }))).toBeNull();
    expect(serverMessageOf(new Error('timeout'))).toBeNull();
  });

  it('keeps the DE prefix fixed and reads the bank code', () => {
    expect(ibanFromRemainder('02 1203 0000 0000 2020 51')).toBe('DE02120300000000202051');
    expect(remainderOfIban('DE02120300000000202051')).toBe('02 1203 0000 0000 2020 51');
    // Pasted whole from a banking app into the field behind the fixed DE.
    expect(ibanFromRemainder('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(remainderOfIban(ibanFromRemainder('de89 3704 0044 0532 0130 00'))).toBe('89 3704 0044 0532 0130 00');
    expect(blzOfIban('DE02120300000000202051')).toBe('12030000');
  });
});
