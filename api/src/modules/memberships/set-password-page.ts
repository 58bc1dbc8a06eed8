import { escapeHtml, loginLanguage, loginPageCss, type LoginLanguage } from '../auth/login-page.js';

export { loginLanguage as setPasswordLanguage };

// Same look as the login page beside it; server-rendered so it works without the site's scripts.
const texts = {
  de: {
    title: 'Passwort festlegen',
    heading: 'Passwort für den Mitgliederbereich festlegen',
    password: 'Neues Passwort',
    repeat: 'Passwort wiederholen',
    hint: 'Mindestens 10 Zeichen.',
    submit: 'Passwort speichern',
    tooShort: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    mismatch: 'Die beiden Passwörter stimmen nicht überein.',
    invalid: 'Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte wende dich an den Verein.',
    done: 'Dein Passwort ist gespeichert. Melde dich jetzt auf der Website über „LOGIN“ mit deiner E-Mail-Adresse an.',
    login: 'Zur Website',
  },
  en: {
    title: 'Set your password',
    heading: 'Set your password for the members area',
    password: 'New password',
    repeat: 'Repeat password',
    hint: 'At least 10 characters.',
    submit: 'Save password',
    tooShort: 'The password must have at least 10 characters.',
    mismatch: 'The two passwords do not match.',
    invalid: 'This link has expired or was already used. Please contact the club.',
    done: 'Your password is saved. Log in on the website with “LOGIN” and your e-mail address.',
    login: 'Go to the website',
  },
} as const;

export type SetPasswordError = 'tooShort' | 'mismatch' | 'invalid';
export const minPasswordLength = 10;

export interface SetPasswordPageInput {
  lang: LoginLanguage;
  clubName: string;
  actionPath: string;
  token: string;
  error?: SetPasswordError;
  /** After success: where the login link leads. */
  loginHref?: string;
}

export function renderSetPasswordPage(input: SetPasswordPageInput): string {
  const t = texts[input.lang];
  const error = input.error ? `<p class="error" id="pw-error" role="alert">${escapeHtml(t[input.error])}</p>` : '';
  const described = input.error ? ' aria-describedby="pw-error" aria-invalid="true"' : ' aria-describedby="pw-hint"';
  const body = input.loginHref
    ? `<p role="status">${escapeHtml(t.done)}</p><p><a href="${escapeHtml(input.loginHref)}">${escapeHtml(t.login)}</a></p>`
    : input.error === 'invalid'
      ? error
      : `${error}<form method="post" action="${escapeHtml(input.actionPath)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<input type="hidden" name="lang" value="${input.lang}">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${minPasswordLength}"${described}>
<p id="pw-hint">${escapeHtml(t.hint)}</p>
<label for="repeat">${escapeHtml(t.repeat)}</label>
<input id="repeat" name="repeat" type="password" autocomplete="new-password" required${described}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>`;
  return `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(t.title)} – ${escapeHtml(input.clubName)}</title>
<style>${loginPageCss}</style>
</head>
<body>
<main>
<div class="club"><span aria-hidden="true">&#9917;</span>${escapeHtml(input.clubName)}</div>
<h1>${escapeHtml(t.heading)}</h1>
${body}
</main>
</body>
</html>`;
}
