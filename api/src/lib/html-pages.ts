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
