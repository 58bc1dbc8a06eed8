import { isIsoDate } from '../dates/berlin-date';

/**
 * The day a resignation takes effect (members-and-transactions.md §9: "resignation only as of
 * 30 June or 31 December with three months notice"). Three months before 30 June is 31 March,
 * before 31 December 30 September (BGB §188(2): a period of months ends on the day whose number
 * equals the end day; a notice received on 31 March gives the full months April-June). So notice
 * received in January to March ends on 30 June, April to September on 31 December, October to
 * December on 30 June of the next year. `noticeDate` and the answer are Berlin calendar dates.
 */
export function resignationEffectiveDate(noticeDate: string): string {
  if (!isIsoDate(noticeDate)) throw new Error(`Not a date: ${noticeDate}`);
  const year = Number(noticeDate.slice(0, 4));
  const month = Number(noticeDate.slice(5, 7));
  if (month <= 3) return `${year}-06-30`;
  if (month <= 9) return `${year}-12-31`;
  return `${year + 1}-06-30`;
}
