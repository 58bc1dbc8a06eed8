import { Eta } from 'eta';

/**
 * The API's own HTML pages (login, set password, unlock) are eta templates: `<%= %>` escapes
 * (& < > " '), `<%~ %>` is for the page's own CSS only; their words come from the API's i18next
 * resources (src/locales, "pages.*"). autoTrim off: the template's line breaks are the page's.
 */
const engine = new Eta({ autoEscape: true, autoTrim: false, cache: true });

/** Registers a page template once; the returned function renders it with its data (`it`). */
export function htmlPage<Data extends object>(name: string, template: string): (data: Data) => string {
  const id = `@${name}`;
  engine.loadTemplate(id, template);
  return (data) => engine.render(id, data);
}

/**
 * Whether the caller asked for JSON rather than a page (issue 31): the API's error pages answer
 * `{ code, message, title }` to a client that accepts application/json (or a +json type) and does
 * not accept text/html; browsers name text/html and keep the page.
 */
export function prefersJson(accept: string | undefined): boolean {
  const types = (accept ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  const isJson = types.some((type) => type === 'application/json' || /^application\/[^/]+\+json$/.test(type));
  return isJson && !types.includes('text/html');
}

/** What the frame of a club form page shows: its language, title and heading, the club and the page's CSS. */
export interface ClubFormPageData {
  lang: string;
  t: { title: string; heading: string };
  css: string;
  clubName: string;
}

/**
 * A page of the club's own forms (login, set password): one frame - title with the club's name,
 * the page's CSS, the club line and the heading - around the page's `body` (eta, inside <main>).
 * `head`: extra lines for <head>, each ending in a line break.
 */
export function clubFormPage<Data extends ClubFormPageData>(
  name: string,
  parts: { head?: string; body: string },
): (data: Data) => string {
  return htmlPage<Data>(
    name,
    `<!doctype html>
<html lang="<%= it.lang %>">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${parts.head ?? ''}<title><%= it.t.title %> – <%= it.clubName %></title>
<style><%~ it.css %></style>
</head>
<body>
<main>
<div class="club"><span aria-hidden="true">&#9917;</span><%= it.clubName %></div>
<h1><%= it.t.heading %></h1>
${parts.body}
</main>
</body>
</html>`,
  );
}
