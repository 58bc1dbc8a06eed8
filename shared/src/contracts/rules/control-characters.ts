import * as v from 'valibot';

// Control characters have no place in what a person types: CR/LF in a one-line field split mail
// headers and CSV lines, ESC starts terminal sequences in logs, NUL cuts strings in other systems.
// C0 (U+0000-U+001F), DEL and C1 (U+007F-U+009F); a multi-line field (a message) keeps its line
// breaks and tabs.
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const anyControl = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const controlExceptLineBreaks = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const controlCharactersMessage = 'validation.controlCharacters';

/** True when a one-line text holds a control character (CR, LF, ESC, TAB, NUL…). */
export const hasControlCharacters = (value: string): boolean => anyControl.test(value);
/** True when a multi-line text holds a control character other than CR, LF and TAB. */
export const hasControlCharactersBesidesLineBreaks = (value: string): boolean => controlExceptLineBreaks.test(value);

/** Refuses control characters in a one-line field (put it before any trim). */
export const singleLineText = v.check<string, string>(
  (value) => !hasControlCharacters(value),
  controlCharactersMessage,
);
/** Refuses control characters other than line breaks and tabs in a multi-line field. */
export const multiLineText = v.check<string, string>(
  (value) => !hasControlCharactersBesidesLineBreaks(value),
  controlCharactersMessage,
);
