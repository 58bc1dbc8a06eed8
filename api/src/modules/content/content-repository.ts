import type { ContentPage, Template, TemplateType } from '@club/shared/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, Localized, StoredElement, StoredField } from '../../db/schema.js';
import { type Language, localize } from '../../lib/language.js';
import { contracts } from '../../lib/contracts.js';
import { notFound } from '../../lib/http-error.js';
import { pictureSizesOf } from '../multimedia/index.js';
import { courseOffers } from '../places/index.js';
import { withCatalogueFields } from './catalogue-fields.js';
import { findInForest, loadMenuForest } from './menu-repository.js';

/** Values a browser must never receive (the catalogue's write-only secrets). */
const { writeOnlyFields, catalogueField } = contracts;

interface TemplateRow {
  id: string;
  content_id: string | null;
  name: string;
  type: string;
  metadata: Record<string, unknown>;
  fields: StoredField[];
  elements: StoredElement[];
}

export function localizeTemplate(row: TemplateRow, lang: Language): Template {
  const type = row.type as TemplateType;
  const hidden = new Set(writeOnlyFields[type] ?? []);
  // The catalogue's current definition wins over the stored copy, so a page saved under an older
  // catalogue is edited (and checked) by today's rules.
  const complete = withCatalogueFields(type, row.id, row.fields, row.elements);
  const fields = complete.fields.map((f) => {
    const definition = catalogueField(type, f.name);
    return {
      id: f.id,
      name: f.name,
      type: definition?.type ?? f.type,
      isMandatory: definition?.isMandatory ?? f.isMandatory,
    };
  }) as Template['fields'];
  const byId = new Map(fields.map((f) => [f.id, f]));
  return {
    id: row.id,
    name: row.name,
    type,
    fields,
    elements: complete.elements.map((element) => ({
      id: element.id,
      type: element.type,
      values: element.values.map((v) => {
        const field = byId.get(v.fieldId);
        const text = field && hidden.has(field.name) ? '' : localize(v.value, lang);
        return { id: v.id, fieldId: v.fieldId, ...(field ? { field } : {}), value: text, defaultValue: text };
      }),
    })),
    metadata: {
      // An empty id names nothing.
      eventsGroupId: (row.metadata.eventsGroupId as string | undefined) || null,
      categoryId: (row.metadata.categoryId as string | undefined) || null,
    },
  };
}

/** The picture URLs (PHOTO values) a page's templates show. */
const pictureHrefs = (templates: readonly Template[]): string[] =>
  templates.flatMap((template) => {
    const photoFields = new Set(template.fields.filter((f) => f.type === 'PHOTO').map((f) => f.id));
    return template.elements.flatMap((element) =>
      element.values.filter((v) => photoFields.has(v.fieldId) && v.value).map((v) => v.value),
    );
  });

interface ContentRow {
  id: string;
  name: Localized;
  menu_id: string | null;
  editable: boolean;
  events_group_id: string | null;
  version: number;
  updated_at: Date | string;
  updated_by: string | null;
}

async function assemble(
  db: Kysely<Database> | Transaction<Database>,
  organizationId: string,
  rows: ContentRow[],
  lang: Language,
): Promise<ContentPage[]> {
  if (rows.length === 0) return [];
  const templates = (await db
    .selectFrom('templates')
    .select(['id', 'content_id', 'name', 'type', 'metadata', 'fields', 'elements'])
    .where('organization_id', '=', organizationId)
    .where(
      'content_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('position')
    .execute()) as TemplateRow[];
  const forest = rows.some((r) => r.menu_id) ? await loadMenuForest(db, organizationId, lang) : [];
  // The sale of each COURSE template's course (price, places, closed) from its product and places:
  // the page never shows a price or places of its own (issue 33 items 2 and 3).
  const offers = await courseOffers(
    db,
    organizationId,
    templates.flatMap((t) =>
      t.type === 'COURSE' && typeof t.metadata.eventsGroupId === 'string' && t.metadata.eventsGroupId
        ? [t.metadata.eventsGroupId]
        : [],
    ),
  );
  const localized = rows.map((row) =>
    templates
      .filter((t) => t.content_id === row.id)
      .map((t) => {
        const template = localizeTemplate(t, lang);
        const offer = template.metadata?.eventsGroupId ? offers.get(template.metadata.eventsGroupId) : undefined;
        return offer && template.type === 'COURSE'
          ? { ...template, metadata: { ...template.metadata, offer } }
          : template;
      }),
  );
  // One query for the sizes of every uploaded picture the pages show (srcset without a further request).
  const sizes = await pictureSizesOf(db, organizationId, localized.flatMap(pictureHrefs));
  return rows.map((row, index) => {
    const own = localized[index]!;
    const media = Object.fromEntries(pictureHrefs(own).flatMap((href) => (sizes[href] ? [[href, sizes[href]]] : [])));
    return {
      id: row.id,
      name: localize(row.name, lang),
      menuId: row.menu_id,
      menu: row.menu_id ? findInForest(forest, (item) => item.id === row.menu_id) : null,
      templates: own,
      templateIds: own.map((t) => t.id as string),
      managers: [],
      eventsGroupId: row.events_group_id,
      editable: row.editable,
      version: row.version,
      updatedAt: new Date(row.updated_at).toISOString(),
      updatedBy: row.updated_by,
      media,
    };
  });
}

const contentColumns = [
  'contents.id',
  'contents.name',
  'contents.menu_id',
  'contents.editable',
  'contents.events_group_id',
  'contents.version',
  'contents.updated_at',
  'contents.updated_by',
] as const;

export async function findContent(
  db: Kysely<Database> | Transaction<Database>,
  organizationId: string,
  id: string,
  lang: Language,
) {
  const row = (await db
    .selectFrom('contents')
    .select(contentColumns)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst()) as ContentRow | undefined;
  if (!row) return null;
  return (await assemble(db, organizationId, [row], lang))[0] ?? null;
}

/** A page of the club in a language, or a 404 (the answer of every page-writing route). */
export async function contentOrNotFound(db: Kysely<Database>, organizationId: string, id: string, lang: Language) {
  const page = await findContent(db, organizationId, id, lang);
  if (!page) throw notFound('No content has this id.', 'content');
  return page;
}

export interface ContentSearch {
  name?: string;
  menuId?: string;
  templateType?: TemplateType;
}

/** Contents matching every given criterion; name matches a part of the German or English name. */
export async function searchContents(
  db: Kysely<Database>,
  organizationId: string,
  search: ContentSearch,
  lang: Language,
) {
  let query = db.selectFrom('contents').select(contentColumns).where('contents.organization_id', '=', organizationId);
  if (search.name) {
    const pattern = `%${search.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`contents.name->>'de'`, 'ilike', pattern),
        eb(sql<string>`contents.name->>'en'`, 'ilike', pattern),
      ]),
    );
  }
  if (search.menuId) query = query.where('contents.menu_id', '=', search.menuId);
  if (search.templateType) {
    const type = search.templateType;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('templates')
          .select('templates.id')
          .whereRef('templates.content_id', '=', 'contents.id')
          .where('templates.type', '=', type),
      ),
    );
  }
  const rows = (await query.orderBy('contents.created_at').limit(200).execute()) as ContentRow[];
  return assemble(db, organizationId, rows, lang);
}

/** The stored (write-only) settings of an INSTAGRAM template; null when the org has no such template. */
export async function findInstagramSettings(
  db: Kysely<Database>,
  organizationId: string,
  templateId: string,
): Promise<{ accessToken: string; instagramUrl: string } | null> {
  const row = (await db
    .selectFrom('templates')
    .select(['fields', 'elements'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', templateId)
    .where('type', '=', 'INSTAGRAM')
    .executeTakeFirst()) as Pick<TemplateRow, 'fields' | 'elements'> | undefined;
  if (!row) return null;
  const valueOf = (fieldName: string): string => {
    const field = row.fields.find((f) => f.name === fieldName);
    const value = field ? row.elements[0]?.values.find((v) => v.fieldId === field.id)?.value : undefined;
    return (value?.de || value?.en || '').trim();
  };
  return { accessToken: valueOf('accessToken'), instagramUrl: valueOf('instagramUrl') };
}
