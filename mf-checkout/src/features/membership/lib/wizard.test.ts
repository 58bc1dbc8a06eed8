import { blzOfIban, formatEuro, ibanFromRemainder, remainderOfIban, serverMessageOf, stepState } from './wizard';

describe('membership wizard logic', () => {
  it('marks steps before the current one completed, the current in progress, the rest pending', () => {
    expect([0, 1, 2, 3].map((i) => stepState(i, 2))).toEqual(['completed', 'completed', 'in-progress', 'pending']);
  });

  it('formats euro amounts per language', () => {
    expect(formatEuro(1950, 'de').replace(/\s/g, ' ')).toBe('19,50 €');
    expect(formatEuro(1950, 'en')).toBe('€19.50');
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
