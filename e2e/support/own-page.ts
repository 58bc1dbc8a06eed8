import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

// A page of an editor spec's own, made through the API: specs that save the same demo page at the
// same time (two workers) meet the editor's conflict dialog, so each saving spec takes its own.

// The four blocks' fields as the template catalogue (@club/shared) defines them; the API refuses
// anything else, so a drift fails here loudly.
const catalogue = {
  COMMON_BANNER: [
    ['title', 'H1', true],
    ['text', 'TEXT', false],
    ['picture', 'PHOTO', false],
  ],
  TEXT_AREA: [['text', 'TEXT_EDITOR', true]],
  ACCORDION: [
    ['title', 'H2', true],
    ['text', 'LONG_TEXT', true],
  ],
  GREY_BANNER: [
    ['title', 'H2', true],
    ['text', 'TEXT', false],
    ['textButton', 'BUTTON_TEXT', false],
    ['linkButton', 'BUTTON_LINK', false],
  ],
} as const;
type Values = Record<string, string>;
const blockOf = (type: keyof typeof catalogue, values: Values) => {
  const fields = catalogue[type].map(([name, fieldType, isMandatory], index) => ({
    id: `f${index}`,
    name,
    type: fieldType,
    isMandatory,
  }));
  return {
    id: null,
    name: type,
    type,
    fields,
    elements: [
      {
        id: 'e0',
        type: 'default',
        values: fields.map((field) => ({ id: `v-${field.id}`, fieldId: field.id, value: values[field.name] ?? '' })),
      },
    ],
  };
};

/** A page of four blocks under Sportarten › Fitness, made through the API as an administrator. */
export async function createPage(request: APIRequestContext, name: string): Promise<string> {
  const organization = (await (await request.get('/api/organizations-service/organizations?name=demo')).json()) as {
    id: string;
  };
  const session = (await (
    await request.put(`/api/auth-service/organizations/${organization.id}/authentications`, {
      data: { username: 'admin@demo.club', password: process.env.DEMO_PASSWORD ?? 'demo-club-2026' },
    })
  ).json()) as { accessToken: string };
  const base = `/api/content-service/organizations/${organization.id}`;
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  type Item = { id: string; path: string; children: Item[] };
  const header = (await (await request.get(`${base}/menu/header`, { headers })).json()) as Item;
  const fitness = header.children
    .flatMap((item) => item.children)
    .find((item) => item.path === '/header/sports/fitness')!;
  const created = await request.post(`${base}/content`, {
    headers,
    data: {
      name,
      templates: [
        blockOf('COMMON_BANNER', { title: name }),
        blockOf('TEXT_AREA', { text: '<p>Trainingszeiten im Sommer</p>' }),
        blockOf('ACCORDION', { title: 'Was kostet es?', text: 'Zwei Probetrainings sind frei.' }),
        blockOf('GREY_BANNER', { title: 'Komm vorbei' }),
      ],
      menuDto: { name, parentId: fitness.id },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return `/sports/fitness/${name.toLowerCase()}`;
}
