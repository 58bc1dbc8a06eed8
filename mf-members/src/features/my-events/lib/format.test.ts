import { formatEventWhen } from './format';

describe('formatEventWhen', () => {
  it('writes an event’s day and time in Berlin, German with “Uhr”', () => {
    expect(formatEventWhen('2026-12-12T14:00:00.000Z', 'de')).toBe('Sa., 12.12.2026, 15:00 Uhr');
    expect(formatEventWhen('2026-12-12T14:00:00.000Z', 'en')).toBe('Sat, 12/12/2026, 15:00');
  });
  it('follows summer time', () => {
    expect(formatEventWhen('2027-07-10T13:00:00.000Z', 'de')).toBe('Sa., 10.07.2027, 15:00 Uhr');
  });
});
