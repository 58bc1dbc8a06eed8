import { requiredText } from '../../locales/load.js';
import { clubFormPage } from '../../lib/html-pages.js';
import { loginLanguage, loginPageCss, type LoginLanguage } from '../auth/index.js';

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

const described = `<% if (it.error) { %> aria-describedby="pw-error" aria-invalid="true"<% } else { %> aria-describedby="pw-hint"<% } %>`;
const setPasswordTemplate = clubFormPage<{
  lang: LoginLanguage;
  t: ReturnType<typeof textsOf>;
  css: string;
  clubName: string;
  actionPath: string;
  token: string;
  error: SetPasswordError | null;
  loginHref: string | null;
  minLength: number;
}>('memberships/set-password', {
  head: '<meta name="referrer" content="no-referrer">\n',
  body: `<% if (it.loginHref !== null) { %><p role="status"><%= it.t.done %></p><p><a href="<%= it.loginHref %>"><%= it.t.login %></a></p><% } else { %>\
<% if (it.error) { %><p class="error" id="pw-error" role="alert"><%= it.t[it.error] %></p><% } %>\
<% if (it.error !== 'invalid') { %><form method="post" action="<%= it.actionPath %>" novalidate>
<input type="hidden" name="token" value="<%= it.token %>">
<input type="hidden" name="lang" value="<%= it.lang %>">
<label for="password"><%= it.t.password %></label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="<%= it.minLength %>"${described}>
<p id="pw-hint"><%= it.t.hint %></p>
<label for="repeat"><%= it.t.repeat %></label>
<input id="repeat" name="repeat" type="password" autocomplete="new-password" required${described}>
<button type="submit"><%= it.t.submit %></button>
</form><% } %><% } %>`,
});

export function renderSetPasswordPage(input: SetPasswordPageInput): string {
  return setPasswordTemplate({
    lang: input.lang,
    t: textsOf(input.lang),
    css: loginPageCss,
    clubName: input.clubName,
    actionPath: input.actionPath,
    token: input.token,
    error: input.error ?? null,
    loginHref: input.loginHref ?? null,
    minLength: minPasswordLength,
  });
}
