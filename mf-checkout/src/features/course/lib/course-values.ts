import { formatEuros, valuesOf, type BlockValues, type FieldName, type Template } from '@club/shared/contracts';

export interface Trainer {
  name: string;
  picture: string;
}

export interface CourseInfo {
  date: string;
  time: string;
  duration: string;
  unit: string;
  weekdays: number[];
  price: number;
  repeatPeriod: number;
  repeat: string;
  endingDate: string;
  location: string;
  description: string;
  shortDescription: string;
  trainers: Trainer[];
  eventsGroupId: string | null;
  categoryId: string | null;
  /** Places left (enrolments, offers and payments in progress counted); null when unknown. */
  placesLeft: number | null;
  /** The course has no coming dates any more: it cannot be booked. */
  isClosed: boolean;
}

const weekdayFields: Array<FieldName<'COURSE'>> = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** One element's COURSE values by field name, trimmed (an editor's stray space is no value). */
function trimmedValues(template: Template, element: Template['elements'][number] | undefined): BlockValues<'COURSE'> {
  if (!element) return {};
  const values = valuesOf('COURSE', template, element);
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, (value ?? '').trim()]));
}

/** Reads a COURSE template's values by field name (content-management.md's COURSE fields). */
export function courseInfoOf(template: Template): CourseInfo {
  const main = trimmedValues(template, template.elements.find((e) => e.type === 'default') ?? template.elements[0]);
  // The product's price (the one price, issue 33) comes with the page; the template's copy only
  // where the server did not add it (the editor's preview of a course not saved yet).
  const offer = template.metadata?.offer;
  const price = offer ? offer.price : Number((main.price ?? '').replace(',', '.'));
  return {
    date: main.date ?? '',
    time: main.time ?? '',
    duration: main.classDuration ?? '',
    unit: main.unit ?? '',
    weekdays: weekdayFields.map((day, index) => (main[day] === 'true' ? index + 1 : 0)).filter(Boolean),
    price: Number.isFinite(price) && price > 0 ? price : 0,
    repeatPeriod: Math.max(1, Number(main.repeatPeriod) || 1),
    repeat: (main.repeat ?? '').toUpperCase(),
    endingDate: main.endingDate ?? '',
    location: main.location ?? '',
    description: main.description ?? '',
    shortDescription: main.shortDescription ?? '',
    trainers: template.elements
      .filter((e) => e.type === 'trainer')
      .map((element) => trimmedValues(template, element))
      .map((values) => ({ name: values.name ?? '', picture: values.picture ?? '' }))
      .filter((trainer) => trainer.name),
    eventsGroupId: template.metadata?.eventsGroupId ?? null,
    categoryId: template.metadata?.categoryId ?? null,
    placesLeft: offer ? offer.placesLeft : null,
    isClosed: offer?.isClosed ?? false,
  };
}

/** DD-MM-YYYY of YYYY-MM-DD. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${day}-${month}-${year}` : iso;
}

/** Euros of the API ('49' -> '49,00 €' / '€49.00') through the contracts' one formatter. */
export function formatEuro(amount: number, lang: string): string {
  return formatEuros(amount, lang);
}

/** The schedule link of a course: /training with its categoryId and eventsGroupId. */
export function scheduleLink(info: Pick<CourseInfo, 'categoryId' | 'eventsGroupId'>): string {
  const params = new URLSearchParams();
  if (info.categoryId) params.set('categoryId', info.categoryId);
  if (info.eventsGroupId) params.set('eventsGroupId', info.eventsGroupId);
  const query = params.toString();
  return query ? `/training?${query}` : '/training';
}
