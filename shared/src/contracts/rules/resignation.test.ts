import { resignationEffectiveDate } from './resignation';

describe('resignationEffectiveDate', () => {
  it.each([
    ['2026-09-30', '2026-12-31'],
    ['2026-10-01', '2027-06-30'],
    ['2027-03-31', '2027-06-30'],
    ['2027-04-01', '2027-12-31'],
    ['2027-01-01', '2027-06-30'],
    ['2026-12-31', '2027-06-30'],
  ])('notice received on %s takes effect on %s', (notice, effective) => {
    expect(resignationEffectiveDate(notice)).toBe(effective);
  });

  it('refuses what is not a date', () => {
    expect(() => resignationEffectiveDate('2026-02-30')).toThrow();
  });
});
