import { formatDay, formatDayTime, formatEuro, routeOfMenuPath } from './format';

describe('course formats', () => {
  it('shows euro amounts per language', () => {
    expect(formatEuro(49, 'de')).toBe('49,00\u00a0€');
    expect(formatEuro(49, 'en')).toBe('€49.00');
  });
  it('shows Berlin dates as DD-MM-YYYY', () => {
    expect(formatDay('2026-09-07T16:00:00.000Z')).toBe('07-09-2026');
    expect(formatDayTime('2026-09-07T16:00:00.000Z')).toBe('07-09-2026, 18:00');
    expect(formatDay(null)).toBe('');
  });
});

describe('routeOfMenuPath', () => {
  it('drops the root menu segment', () => {
    expect(routeOfMenuPath('/header/courses/health/back-fitness')).toBe('/courses/health/back-fitness');
  });
});
