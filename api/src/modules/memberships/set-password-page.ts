import { requiredText } from '../../locales/load.js';
import { escapeHtml, loginLanguage, loginPageCss, type LoginLanguage } from '../auth/index.js';

export { loginLanguage as setPasswordLanguage };

// Same look as the login page beside it; server-rendered so it works without the site's scripts.
// The page's words live with every other API text (src/locales/<lang>/errors.json, "pages.setPassword").
const textsOf = (lang: LoginLanguage) =>
  Object.fromEntries(
    [
      'title',
      'heading',
      'password',
      'repeat',
      'hint',
      'submit',
      'tooShort',
      'mismatch',
      'invalid',
      'done',
      'login',
    ].map((key) => [key, requiredText(lang, `pages.setPassword.${key}`)]),
  ) as Record<
    | 'title'
    | 'heading'
    | 'password'
    | 'repeat'
    | 'hint'
    | 'submit'
    | 'tooShort'
    | 'mismatch'
    | 'invalid'
    | 'done'
    | 'login',
    string
  >;

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
  const t = textsOf(input.lang);
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
