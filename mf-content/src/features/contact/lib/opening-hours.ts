import { weekdayNames } from '../../../lib/dates';

export type Language = 'de' | 'en';

// Every weekday spelling the editor may have used (German or English, long or short) -> 1..7.
function weekdayLookup(): Map<string, number> {
  const lookup = new Map<string, number>();
  for (const locale of ['en', 'de']) {
    for (const length of ['long', 'short'] as const) {
      weekdayNames(length, locale).forEach((name, index) => {
        lookup.set(name.toLowerCase().replace(/\.$/, ''), index + 1);
      });
    }
  }
  for (const [abbreviation, weekday] of Object.entries({ tue: 2, tues: 2, wed: 3, thu: 4, thur: 4, thurs: 4 })) {
    lookup.set(abbreviation, weekday);
  }
  return lookup;
}
const weekdays = weekdayLookup();

/** Three-letter weekday: 'Mon' in English, 'Mo.' in German. */
export function weekdayAbbreviation(weekday: number, language: Language): string {
  const short = weekdayNames('short', language)[weekday - 1] ?? '';
  return language === 'de' ? `${short.replace(/\.$/, '')}.` : short.slice(0, 3);
}

/** 'Monday – Thursday' -> 'Mon – Thu'; words that are no weekday stay as they are. */
export function formatOpeningDay(day: string, language: Language): string {
  return day.replace(/\p{L}+\.?/gu, (word) => {
    const weekday = weekdays.get(word.toLowerCase().replace(/\.$/, ''));
    return weekday ? weekdayAbbreviation(weekday, language) : word;
  });
}

/** '9:00–12:00;16:00–19:00' -> '9:00–12:00 and 16:00–19:00' ('und' in German). */
export function formatOpeningHours(hours: string, language: Language): string {
  return splitLines(hours).join(language === 'de' ? ' und ' : ' and ');
}

/** Contact item lines are split by ';'. */
export function splitLines(text: string): string[] {
  return text
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
}
