import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

// An EVENT block added to a page through the editor's own save (PUT .../content), as an
// administrator: the event specs' one way to make an event (the API checks the catalogue's fields,
// shared/src/contracts/entities/template-catalogue.ts, so a drift fails here loudly).

export interface EventBlockValues {
  title: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
  place: string;
  places?: number;
  guests?: boolean;
  /** Per person, as the editor stores it ('15.00'); none: free. */
  price?: string;
  questions?: Array<{ question: string; kind: 'text' | 'choice' | 'yesNo'; options?: string[]; required?: boolean }>;
}

type MenuItem = { path: string; contentId?: string | null; children: MenuItem[] };
const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flat(m.children)]);
const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';

const mainFields = [
  ['title', 'H1', true],
  ['date', 'DATE', true],
  ['time', 'TIME', true],
  ['endDate', 'DATE_1', false],
  ['endTime', 'TIME', false],
  ['place', 'TEXT', true],
  ['description', 'LONG_TEXT', false],
  ['picture', 'PHOTO', false],
  ['pictureAlt', 'SHORT_TEXT_3', false],
  ['places', 'NUMBER_2', false],
  ['deadline', 'DATE_1', false],
  ['guests', 'CHECK_BOX_1', false],
  ['price', 'PRICE', false],
] as const;
const questionFields = [
  ['question', 'H2', true],
  ['kind', 'DROPDOWN', true],
  ['options', 'LONG_TEXT', false],
  ['required', 'CHECK_BOX_2', false],
] as const;

/** Adds the event to the page of `menuPath` (default: Wer wir sind) of the demo club. */
export async function addEventBlock(
  request: APIRequestContext,
  event: EventBlockValues,
  menuPath = '/header/who-we-are',
): Promise<void> {
  const organization = (await (await request.get('/api/organizations-service/organizations?name=demo')).json()) as {
    id: string;
  };
  const session = (await (
    await request.put(`/api/auth-service/organizations/${organization.id}/authentications`, {
      data: { username: 'admin@demo.club', password },
    })
  ).json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${session.accessToken}`, 'Accept-Language': 'de' };
  const content = `/api/content-service/organizations/${organization.id}`;
  const menus = (await (await request.get(`${content}/menu/main`, { headers })).json()) as MenuItem[];
  const contentId = flat(menus).find((m) => m.path === menuPath)?.contentId;
  expect(contentId, `a page at ${menuPath}`).toBeTruthy();
  const pageData = (await (await request.get(`${content}/content/${contentId}`, { headers })).json()) as {
    templates: unknown[];
  };
  const fieldsOf = (list: typeof mainFields | typeof questionFields) =>
    list.map(([name, type, isMandatory]) => ({ id: randomUUID(), name, type, isMandatory }));
  const main = fieldsOf(mainFields);
  const question = fieldsOf(questionFields);
  const values = (fields: typeof main, given: Record<string, string>) =>
    fields.map((f) => ({ id: randomUUID(), fieldId: f.id, value: given[f.name] ?? '' }));
  const saved = await request.put(`${content}/content`, {
    headers,
    data: {
      ...pageData,
      templates: [
        ...pageData.templates,
        {
          id: null,
          name: 'EVENT',
          type: 'EVENT',
          isNew: true,
          fields: [...main, ...question],
          elements: [
            {
              id: randomUUID(),
              type: 'default',
              values: values(main, {
                title: event.title,
                date: event.date,
                time: event.time,
                place: event.place,
                places: event.places === undefined ? '' : String(event.places),
                guests: event.guests ? 'true' : '',
                price: event.price ?? '',
              }),
            },
            ...(event.questions ?? []).map((q) => ({
              id: randomUUID(),
              type: 'question',
              values: values(question, {
                question: q.question,
                kind: q.kind,
                options: (q.options ?? []).join('\n'),
                required: q.required ? 'true' : '',
              }),
            })),
          ],
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
