import Holidays from 'date-holidays';

/** Public holidays of a German state (date-holidays data): 'YYYY-MM-DD' -> name, per year. */
const cache = new Map<string, Map<string, string>>();

export function publicHolidays(country: string, state: string, year: number): Map<string, string> {
  const key = `${country}-${state}-${year}`;
  let days = cache.get(key);
  if (!days) {
    const calendar = new Holidays(country, state, { types: ['public'] });
    days = new Map(calendar.getHolidays(year).map((h) => [h.date.slice(0, 10), h.name] as const));
    cache.set(key, days);
  }
  return days;
}

/** The holiday's name on a Berlin calendar day ('YYYY-MM-DD'), or null. */
export function holidayOn(country: string, state: string, day: string): string | null {
  return publicHolidays(country, state, Number(day.slice(0, 4))).get(day) ?? null;
}
