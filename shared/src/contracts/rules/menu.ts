import * as v from 'valibot';

/** Menu item rules. Messages are i18n keys of the shared 'common' namespace. */
const menuMessages = {
  mandatory: 'validation.mandatory',
  visibleText: 'validation.visibleText',
} as const;

// Characters that take no visible space: whitespace, format characters (zero-width space and
// joiners, soft hyphen, byte order mark, direction marks) and the blank fillers of Hangul/braille.
const invisible = /[\s\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when the text shows at least one visible character. */
const hasVisibleText = (value: string): boolean => value.replace(invisible, '') !== '';

/** A menu name as the editor saves it: trimmed, 1 to 100 characters, at least one of them visible. */
export const menuNameSchema = v.pipe(
  v.string(),
  v.transform((value: string) => value.trim()),
  v.nonEmpty(menuMessages.mandatory),
  v.maxLength(100),
  v.check(hasVisibleText, menuMessages.visibleText),
);
