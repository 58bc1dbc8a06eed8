import { formatOpeningDay, formatOpeningHours, splitLines } from './opening-hours';

describe('opening hours', () => {
  it('abbreviates weekdays to three letters per language', () => {
    expect(formatOpeningDay('Monday – Thursday', 'en')).toBe('Mon – Thu');
    expect(formatOpeningDay('Montag – Donnerstag', 'de')).toBe('Mo. – Do.');
    expect(formatOpeningDay('Friday', 'de')).toBe('Fr.');
    expect(formatOpeningDay('Samstag', 'en')).toBe('Sat');
  });

  it('leaves other words alone', () => {
    expect(formatOpeningDay('Holidays', 'en')).toBe('Holidays');
  });

  it('joins hours with "and" / "und"', () => {
    expect(formatOpeningHours('9:00–12:00; 16:00–19:00', 'en')).toBe('9:00–12:00 and 16:00–19:00');
    expect(formatOpeningHours('9:00–12:00;16:00–19:00;', 'de')).toBe('9:00–12:00 und 16:00–19:00');
  });

  it('splits contact lines by semicolon', () => {
    expect(splitLines('Street 1; 82031 Town ;')).toEqual(['Street 1', '82031 Town']);
  });
});
