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
