import {
  dueDateProblem,
  earliestDueDate,
  easterSunday,
  isTargetBusinessDay,
  nextBusinessDay,
  suggestedDueDate,
} from './target-calendar';

describe('TARGET calendar', () => {
  it('knows Easter Sunday', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2028)).toBe('2028-04-16');
  });

  it('closes on weekends, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December', () => {
    for (const closed of [
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-01',
      '2026-12-25',
      '2026-12-26',
      '2026-11-28',
    ]) {
      expect([closed, isTargetBusinessDay(closed)]).toEqual([closed, false]);
    }
    // German holidays that are TARGET business days: 3 October (2028 a Tuesday), Ascension, Whit Monday.
    for (const open of [
      '2028-10-03',
      '2027-05-06',
      '2027-05-17',
      '2026-12-24',
      '2026-12-31',
      '2027-03-25',
      '2027-03-30',
    ]) {
      expect([open, isTargetBusinessDay(open)]).toEqual([open, true]);
    }
  });

  it('moves across Easter: Thursday before Good Friday to the Tuesday after Easter Monday', () => {
    expect(nextBusinessDay('2027-03-25')).toBe('2027-03-30');
  });

  it('needs one business day ahead, counting a closed day of submission as the next business day', () => {
    expect(earliestDueDate('2026-11-24')).toBe('2026-11-25');
    expect(earliestDueDate('2026-11-27')).toBe('2026-11-30'); // Friday -> Monday
    expect(earliestDueDate('2026-11-28')).toBe('2026-12-01'); // Saturday: handed in Monday -> Tuesday
    expect(earliestDueDate('2026-12-24')).toBe('2026-12-28'); // across Christmas
    expect(earliestDueDate('2026-12-31')).toBe('2027-01-04'); // across New Year and a weekend
    expect(earliestDueDate('2027-03-25')).toBe('2027-03-30'); // across Easter
    expect(earliestDueDate('2027-03-26')).toBe('2027-03-31'); // handed in on Good Friday
  });

  it('offers the next quarter’s first business day, not 1 January', () => {
    expect(suggestedDueDate('2026-11-24')).toBe('2027-01-04');
    expect(suggestedDueDate('2027-01-02')).toBe('2027-04-01');
    expect(suggestedDueDate('2027-03-31')).toBe('2027-04-01');
  });

  it('names what is wrong with a due date', () => {
    expect(dueDateProblem('2027-01-01', '2026-11-24')).toBe('notBusinessDay');
    expect(dueDateProblem('2027-03-29', '2026-11-24')).toBe('notBusinessDay');
    expect(dueDateProblem('2026-11-24', '2026-11-24')).toBe('tooEarly');
    expect(dueDateProblem('2026-02-30', '2026-11-24')).toBe('invalid');
    expect(dueDateProblem('2027-01-04', '2026-11-24')).toBeNull();
  });
});
