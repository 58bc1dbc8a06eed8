import { formatPublishedDate, isoDate, weekdayNames } from './dates';

describe('formatPublishedDate', () => {
  it('writes day, three-letter month and year per language', () => {
    expect(formatPublishedDate('2026-11-21T10:00:00Z', 'en')).toBe('21 Nov 2026');
    expect(formatPublishedDate('2026-11-21T10:00:00Z', 'de')).toBe('21. Nov. 2026');
  });

  it('keeps short German months without a dot and shortens long ones to three letters', () => {
    expect(formatPublishedDate('2026-05-10T20:15:00Z', 'de')).toBe('10. Mai 2026');
    expect(formatPublishedDate('2026-03-15T16:30:00Z', 'de')).toBe('15. Mär. 2026');
    expect(formatPublishedDate('2026-09-01T12:00:00Z', 'en')).toBe('1 Sep 2026');
  });

  it('uses the club time zone for the day', () => {
    expect(formatPublishedDate('2026-06-30T23:30:00Z', 'en')).toBe('1 Jul 2026');
  });

  it('returns nothing for unreadable dates', () => {
    expect(formatPublishedDate('soon', 'en')).toBe('');
    expect(isoDate('soon')).toBeUndefined();
    expect(isoDate('2026-03-15T16:30:00Z')).toBe('2026-03-15');
  });
});

describe('isoDate', () => {
  it('keeps the day of a date without a time in every time zone', () => {
    expect(isoDate('2026-03-15')).toBe('2026-03-15');
    expect(isoDate('2026-03')).toBe('2026-03-01');
  });
});

describe('weekdayNames', () => {
  it('starts with Monday in both languages', () => {
    expect(weekdayNames('short', 'de')[0]?.replace(/\.$/, '')).toBe('Mo');
    expect(weekdayNames('long', 'en')[6]).toBe('Sunday');
  });
});
