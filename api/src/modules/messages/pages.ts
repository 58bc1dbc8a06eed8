import { htmlPage } from '../../lib/html-pages.js';
import type { Language } from '../../lib/language.js';
import { requiredText } from '../../locales/load.js';

export interface PageButton {
  name: string;
  value: string;
  label: string;
}

// The pages behind a message mail's links (no login): a question with buttons that POST back to
// the same address (a GET changes nothing, so a mail scanner opening the link answers nothing),
// or the outcome. Words from src/locales/<lang>/messages.json ("messages.pages").
const linkPage = htmlPage<{ lang: Language; title: string; lines: string[]; buttons: PageButton[] }>(
  'messages/link',
  `<!doctype html>
<html lang="<%= it.lang %>"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title><%= it.title %></title></head><body><main>
<h1><%= it.title %></h1>
<% it.lines.forEach(function (line) { %><p><%= line %></p>
<% }) %><% if (it.buttons.length) { %><form method="post">
<% it.buttons.forEach(function (button) { %><button type="submit" name="<%= button.name %>" value="<%= button.value %>"><%= button.label %></button>
<% }) %></form><% } %></main></body></html>
`,
);

export function renderLinkPage(
  lang: Language,
  key: string,
  params: Record<string, string>,
  options: { lines?: string[]; buttons?: PageButton[] } = {},
): string {
  const t = (part: string) => requiredText(lang, `messages.pages.${key}.${part}`, params);
  return linkPage({ lang, title: t('title'), lines: options.lines ?? [t('text')], buttons: options.buttons ?? [] });
}

export const pageText = (lang: Language, key: string, params: Record<string, string> = {}) =>
  requiredText(lang, `messages.pages.${key}`, params);
