import { berlinLocalToIso, formatBerlinDateTime, isoToBerlinLocal } from './berlin-time';

describe('Berlin times for scheduling', () => {
  it('reads a picked time as Berlin time in winter and summer', () => {
    expect(berlinLocalToIso('2026-11-24T14:30')).toBe('2026-11-24T13:30:00.000Z');
    expect(berlinLocalToIso('2026-07-01T14:30')).toBe('2026-07-01T12:30:00.000Z');
    expect(berlinLocalToIso('not a time')).toBeNull();
    expect(isoToBerlinLocal('2026-11-24T13:30:00.000Z')).toBe('2026-11-24T14:30');
  });

  it('writes date and time in the editor’s language, never as 2:30:00 AM', () => {
    expect(formatBerlinDateTime('2026-11-24T01:30:00.000Z', 'de')).toBe('24.11.2026, 02:30');
    expect(formatBerlinDateTime('2026-11-24T01:30:00.000Z', 'en')).toBe('24 Nov 2026, 02:30');
  });
});
