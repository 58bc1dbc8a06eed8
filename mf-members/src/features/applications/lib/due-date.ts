import { dueDateProblem, earliestDueDate } from '@club/shared/contracts';

/**
 * Why the form refuses a due date, as an i18n key and its values, before asking the server
 * (which runs the same rule). Null when the date can be collected.
 */
export function dueDateMessage(
  dueDate: string,
  today: string,
): { key: string; values: { dueDate: string; earliest: string } } | null {
  const problem = dueDateProblem(dueDate, today);
  if (!problem) return null;
  return { key: `applications.sepa.dueDate_${problem}`, values: { dueDate, earliest: earliestDueDate(today) } };
}
