import { formatCents } from '@club/shared/contracts';

/** 49 -> '49,00 €' (de) or '€49.00' (en): euros of the API through the contracts' one formatter. */
export function formatEuro(amount: number, lang: string): string {
  return formatCents(Math.round(amount * 100), lang);
}

/** DD-MM-YYYY of an ISO date-time, in Berlin time. */
export function formatDay(iso: string | null): string {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
}

/** A Berlin calendar day as the language writes it: 12.12.2026 (de), 12/12/2026 (en). */
export function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang.startsWith('en') ? 'en-GB' : 'de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/** DD-MM-YYYY, HH:mm in Berlin time. */
export function formatDayTime(iso: string | null): string {
  if (!iso) return '';
  const time = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
  return `${formatDay(iso)}, ${time}`;
}

/** A menu path ('/header/courses/health/back-fitness') as the site's route ('/courses/health/back-fitness'). */
export function routeOfMenuPath(path: string): string {
  if (/^[a-z]+:\/\//i.test(path)) return path;
  const segments = path.split('/').filter(Boolean);
  return segments.length > 1 ? `/${segments.slice(1).join('/')}` : path;
}
