import type { ScheduleInput } from '@club/shared/contracts/schemas';
import { contracts, sharedMessage } from '../../lib/contracts.js';
import { HttpError } from '../../lib/http-error.js';
import type { Language } from '../../lib/language.js';

const { firstIssues, scheduleRulesSchema } = contracts;

/**
 * Runs the class form's own rules on a payload; 400 naming each field in the caller's language.
 * `describe` words one problem itself (a course page names its block's fields, not the payload's).
 */
export function assertClassRules(
  input: ScheduleInput,
  lang: Language,
  prefix = '',
  describe: (field: string, problem: string) => string = (field, problem) => `${prefix}${field}: ${problem}`,
): void {
  const issues = firstIssues(scheduleRulesSchema, input);
  if (!issues) return;
  const message = Object.entries(issues)
    .map(([field, key]) => describe(field, sharedMessage(key, lang)))
    .join(' ');
  throw HttpError.localized(400, 'VALIDATION_ERROR', message);
}
