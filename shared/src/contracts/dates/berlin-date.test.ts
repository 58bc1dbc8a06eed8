import { addDays, berlinDate, berlinMidnight, berlinToday, isIsoDate } from './berlin-date';

// `pnpm test:unit` runs this file under TZ=Asia/Tokyo, America/Los_Angeles and Europe/Berlin.
describe('berlinDate', () => {
  it('gives the Berlin date late in the Berlin evening, when UTC is still on the same day', () => {
    // 2026-11-24 23:30 in Berlin is 22:30 UTC.
    expect(berlinDate(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-24');
  });

  it('gives the next Berlin day just after Berlin midnight, when UTC is still on the day before', () => {
    // 2026-11-25 00:30 in Berlin (winter, UTC+1) is 23:30 UTC on the 24th.
    expect(berlinDate(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    // Summer time (UTC+2): 01:30 in Berlin on 1 July is 23:30 UTC on 30 June.
    expect(berlinToday(Date.parse('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });

  it('refuses dates that do not exist', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('28-02-2026')).toBe(false);
  });

  it('adds days across the daylight-saving switch without losing a day', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('puts the start of a Berlin date at Berlin midnight', () => {
    expect(berlinMidnight('2026-11-24').toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(berlinMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});
