import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ContentPage, MenuItem } from '@club/shared/contracts';
import { templateCatalogue } from '../lib/contracts.js';
import { bearer, visitorToken } from './test-helpers.js';

export interface EventBlockInput {
  title: string;
  date: string;
  time: string;
  endTime?: string;
  place: string;
  description?: string;
  places?: number;
  deadline?: string;
  guests?: boolean;
  /** Per person, as the editor stores it ('15.00'); empty = free. */
  price?: string;
  questions?: Array<{ question: string; kind: 'text' | 'choice' | 'yesNo'; options?: string[]; required?: boolean }>;
}

/**
 * Adds an EVENT block to the page at `path` through the editor's own save (PUT .../content, the
 * catalogue's checks) and returns the event's id (the block's id).
 */
export async function addEventBlock(
  app: FastifyInstance,
  orgId: string,
  adminToken: string,
  path: string,
  input: EventBlockInput,
): Promise<string> {
  const base = `/api/content-service/organizations/${orgId}`;
  const visitor = await visitorToken(app, orgId);
  const menus = (await app.inject({ method: 'GET', url: `${base}/menu/main`, headers: bearer(visitor) })).json<
    MenuItem[]
  >();
  const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flat(m.children)]);
  const contentId = flat(menus).find((m) => m.path === path)?.contentId;
  assert.ok(contentId, `no page at ${path}`);
  const headers = { ...bearer(adminToken), 'accept-language': 'de' };
  const page = (await app.inject({ method: 'GET', url: `${base}/content/${contentId}`, headers })).json<
    ContentPage & { version: number }
  >();
  const fields = templateCatalogue.EVENT.map((definition) => ({
    id: randomUUID(),
    name: definition.name,
    type: definition.type,
    isMandatory: definition.isMandatory,
    elementType: definition.elementType ?? 'default',
  }));
  const element = (type: string, values: Record<string, string>) => ({
    id: randomUUID(),
    type,
    values: fields
      .filter((f) => f.elementType === type)
      .map((f) => ({ id: randomUUID(), fieldId: f.id, value: values[f.name] ?? '' })),
  });
  const template = {
    id: null,
    name: 'EVENT',
    type: 'EVENT',
    isNew: true,
    fields: fields.map(({ elementType: _e, ...field }) => field),
    elements: [
      element('default', {
        title: input.title,
        date: input.date,
        time: input.time,
        endTime: input.endTime ?? '',
        place: input.place,
        description: input.description ?? '',
        places: input.places === undefined ? '' : String(input.places),
        deadline: input.deadline ?? '',
        guests: input.guests ? 'true' : 'false',
        price: input.price ?? '',
      }),
      ...(input.questions ?? []).map((q) =>
        element('question', {
          question: q.question,
          kind: q.kind,
          options: (q.options ?? []).join('\n'),
          required: q.required ? 'true' : 'false',
        }),
      ),
    ],
  };
  const saved = await app.inject({
    method: 'PUT',
    url: `${base}/content`,
    headers,
    payload: { ...page, templates: [...page.templates, template] } as object,
  });
  assert.equal(saved.statusCode, 200, saved.body);
  const before = new Set(page.templates.map((t) => t.id));
  const stored = await app.db
    .selectFrom('templates')
    .select('id')
    .where('organization_id', '=', orgId)
    .where('content_id', '=', contentId)
    .where('type', '=', 'EVENT')
    .execute();
  const created = stored.find((row) => !before.has(row.id));
  assert.ok(created, 'the EVENT block was stored');
  return created.id;
}

/** Changes an EVENT block's date and time through the editor's own save (German values). */
export async function moveEventBlock(
  app: FastifyInstance,
  orgId: string,
  adminToken: string,
  eventId: string,
  to: { date: string; time: string },
): Promise<void> {
  const base = `/api/content-service/organizations/${orgId}`;
  const row = await app.db.selectFrom('templates').select('content_id').where('id', '=', eventId).executeTakeFirst();
  assert.ok(row?.content_id, 'the event is on a page');
  const headers = { ...bearer(adminToken), 'accept-language': 'de' };
  const page = (await app.inject({ method: 'GET', url: `${base}/content/${row.content_id}`, headers })).json<
    ContentPage & { version: number }
  >();
  const templates = page.templates.map((template) => {
    if (template.id !== eventId) return template;
    const names = new Map(template.fields.map((field) => [field.id, field.name]));
    return {
      ...template,
      elements: template.elements.map((element) => ({
        ...element,
        values: element.values.map((value) => {
          const name = names.get(value.fieldId);
          return name === 'date' || name === 'time' ? { ...value, value: to[name] } : value;
        }),
      })),
    };
  });
  const saved = await app.inject({
    method: 'PUT',
    url: `${base}/content`,
    headers,
    payload: { ...page, templates } as object,
  });
  assert.equal(saved.statusCode, 200, saved.body);
}
