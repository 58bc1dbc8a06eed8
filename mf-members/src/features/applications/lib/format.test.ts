import { calendarDay, euro } from './format';

describe('format', () => {
  it('writes a calendar date as that day in every time zone', () => {
    expect(calendarDay('2027-01-04', 'de')).toBe('04.01.2027');
    expect(calendarDay('2027-01-04', 'en')).toBe('4 Jan 2027');
  });

  it('shows what is not a real date as typed', () => {
    expect(calendarDay('2027-02-30', 'de')).toBe('2027-02-30');
  });

  it('writes cents as euros', () => {
    expect(euro(14000, 'de')).toBe('140,00\u00a0€');
  });
});
