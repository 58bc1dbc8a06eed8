import { requiredText } from '../../locales/load.js';
import { contracts } from '../../lib/contracts.js';
import { clubFormPage } from '../../lib/html-pages.js';
export type LoginLanguage = 'de' | 'en';

/** The contracts' rule for an explicit lang parameter: none -> German, 'de-AT' -> German, unknown -> English. */
export const loginLanguage = (lang: string | undefined): LoginLanguage =>
  contracts.chooseLanguage({ query: lang ?? null, stored: null });

// The page's words live with every other API text (src/locales/<lang>/errors.json, "pages.login").
const textsOf = (lang: LoginLanguage) =>
  Object.fromEntries(
    ['title', 'heading', 'email', 'password', 'submit', 'error', 'wait', 'back', 'other'].map((key) => [
      key,
      requiredText(lang, `pages.login.${key}`),
    ]),
  ) as Record<'title' | 'heading' | 'email' | 'password' | 'submit' | 'error' | 'wait' | 'back' | 'other', string>;

export const loginPageCss = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(135deg,#0b6b3a 0%,#14934f 55%,#e8f5ee 55%);color:#1d2b24}
main{width:min(420px,92vw);background:#fff;border-radius:14px;box-shadow:0 12px 40px rgba(0,0,0,.18);padding:2rem 2rem 1.5rem}
.club{display:flex;align-items:center;gap:.75rem;margin-bottom:1.25rem;color:#0b6b3a;font-weight:700}
.club span{display:inline-grid;place-items:center;width:42px;height:42px;border-radius:50%;background:#0b6b3a;color:#fff}
h1{font-size:1.35rem;margin:0 0 1.25rem}label{display:block;font-weight:600;margin:.9rem 0 .35rem}
input{width:100%;padding:.7rem .8rem;border:1px solid #9bb5a7;border-radius:8px;font-size:1rem}
input:focus{outline:3px solid #8fd3ae;border-color:#0b6b3a}
button{margin-top:1.4rem;width:100%;padding:.8rem;border:0;border-radius:8px;background:#0b6b3a;color:#fff;font-size:1rem;font-weight:700;cursor:pointer}
button:hover,button:focus{background:#08542d}
.error{background:#fdecea;color:#8a1c13;border-left:4px solid #c0392b;padding:.7rem .8rem;border-radius:6px;margin-bottom:.5rem}
nav{display:flex;justify-content:space-between;margin-top:1.2rem;font-size:.9rem}a{color:#0b6b3a}`;

export interface LoginPageInput {
  lang: LoginLanguage;
  clientId: string;
  redirectUri: string;
  clubName: string;
  codeChallenge: string;
  email?: string;
  hasError?: boolean;
  /** Seconds the account must wait (too many failed attempts); shown instead of the generic error. */
  retryAfterSeconds?: number;
  actionPath: string;
}

const loginTemplate = clubFormPage<{
  lang: LoginLanguage;
  other: LoginLanguage;
  otherHref: string;
  t: ReturnType<typeof textsOf>;
  css: string;
  clubName: string;
  actionPath: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  email: string;
  errorText: string | null;
}>('auth/login', {
  body: `<% if (it.errorText !== null) { %><p class="error" id="login-error" role="alert"><%= it.errorText %></p><% } %>
<form method="post" action="<%= it.actionPath %>" novalidate>
<input type="hidden" name="clientId" value="<%= it.clientId %>">
<input type="hidden" name="redirectUri" value="<%= it.redirectUri %>">
<input type="hidden" name="lang" value="<%= it.lang %>">
<input type="hidden" name="codeChallenge" value="<%= it.codeChallenge %>">
<input type="hidden" name="codeChallengeMethod" value="S256">
<label for="email"><%= it.t.email %></label>
<input id="email" name="email" type="email" autocomplete="username" required value="<%= it.email %>"<% if (it.errorText !== null) { %> aria-describedby="login-error" aria-invalid="true"<% } %>>
<label for="password"><%= it.t.password %></label>
<input id="password" name="password" type="password" autocomplete="current-password" required<% if (it.errorText !== null) { %> aria-describedby="login-error" aria-invalid="true"<% } %>>
<button type="submit"><%= it.t.submit %></button>
</form>
<nav><a href="<%= it.redirectUri %>"><%= it.t.back %></a><a href="<%= it.otherHref %>" lang="<%= it.other %>"><%= it.t.other %></a></nav>`,
});

export function renderLoginPage(input: LoginPageInput): string {
  const t = textsOf(input.lang);
  const other = input.lang === 'de' ? 'en' : 'de';
  const otherHref = `${input.actionPath}?${new URLSearchParams({
    clientId: input.clientId,
    redirectUri: input.redirectUri,
    lang: other,
    codeChallenge: input.codeChallenge,
    codeChallengeMethod: 'S256',
  })}`;
  const hasError = input.hasError || input.retryAfterSeconds !== undefined;
  const errorText =
    input.retryAfterSeconds !== undefined
      ? requiredText(input.lang, 'pages.login.wait', { seconds: input.retryAfterSeconds })
      : t.error;
  return loginTemplate({
    lang: input.lang,
    other,
    otherHref,
    t,
    css: loginPageCss,
    clubName: input.clubName,
    actionPath: input.actionPath,
    clientId: input.clientId,
    redirectUri: input.redirectUri,
    codeChallenge: input.codeChallenge,
    email: input.email ?? '',
    errorText: hasError ? errorText : null,
  });
}
