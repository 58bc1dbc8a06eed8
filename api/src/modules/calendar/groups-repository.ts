import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Language } from '../../lib/language.js';
import type { Category, EventsGroup, EventsGroupInput } from '@club/shared/contracts/schemas';

type Db = Kysely<Database>;

interface GroupRow {
  id: string;
  name: string;
  url: string | null;
  path: string | null;
  category_id: string | null;
  content_id: string | null;
}

export const toEventsGroup = (row: GroupRow): EventsGroup => ({
  id: row.id,
  name: row.name,
  url: row.url,
  path: row.path,
  categoryId: row.category_id,
  contentId: row.content_id,
});

const groupColumns = ['id', 'name', 'url', 'path', 'category_id', 'content_id'] as const;

/**
 * The club's categories with their courses, each named in the reader's language (the German
 * name where no English one was given), ordered by that name; `name` filters on either name.
 */
export async function listCategories(
  db: Db,
  organizationId: string,
  name?: string,
  language: Language = 'de',
): Promise<Category[]> {
  let query = db
    .selectFrom('categories')
    .select(['id', 'name', 'name_en'])
    .where('organization_id', '=', organizationId);
  if (name) {
    const pattern = `%${name.toLowerCase()}%`;
    query = query.where(sql<boolean>`(lower(name) like ${pattern} or lower(coalesce(name_en, '')) like ${pattern})`);
  }
  const categories = (await query.execute())
    .map((c) => ({ id: c.id, name: language === 'en' ? (c.name_en ?? c.name) : c.name }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  const groups = await db
    .selectFrom('events_groups')
    .select(groupColumns)
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .execute();
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    eventsGroups: groups.filter((g) => g.category_id === c.id).map(toEventsGroup),
  }));
}

/** A new category; null when the club has one of this German name (or a 23505 on the English one). */
export async function createCategory(
  db: Db,
  organizationId: string,
  name: string,
  nameEn: string | null = null,
  language: Language = 'de',
): Promise<Category | null> {
  const row = await db
    .insertInto('categories')
    .values({ organization_id: organizationId, name, name_en: nameEn })
    .onConflict((oc) => oc.columns(['organization_id', 'name']).doNothing())
    .returning(['id', 'name', 'name_en'])
    .executeTakeFirst();
  return row ? { id: row.id, name: language === 'en' ? (row.name_en ?? row.name) : row.name, eventsGroups: [] } : null;
}

export async function deleteCategory(db: Db, organizationId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('categories')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findGroup(db: Db, organizationId: string, id: string): Promise<EventsGroup | null> {
  const row = await db
    .selectFrom('events_groups')
    .select(groupColumns)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toEventsGroup(row) : null;
}

export async function findGroupByName(db: Db, organizationId: string, name: string): Promise<EventsGroup | null> {
  const row = await db
    .selectFrom('events_groups')
    .select(groupColumns)
    .where('organization_id', '=', organizationId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? toEventsGroup(row) : null;
}

export interface GroupSearch {
  categoryId?: string | null;
  contentId?: string | null;
  name?: string;
  /** Fields that must hold a value (the spec's NOT_EMPTY matcher). */
  notEmpty: Array<'contentId' | 'categoryId' | 'url' | 'path'>;
}

const columnOf = { contentId: 'content_id', categoryId: 'category_id', url: 'url', path: 'path' } as const;

export async function searchGroups(db: Db, organizationId: string, search: GroupSearch): Promise<EventsGroup[]> {
  let query = db.selectFrom('events_groups').select(groupColumns).where('organization_id', '=', organizationId);
  if (search.categoryId) query = query.where('category_id', '=', search.categoryId);
  if (search.contentId) query = query.where('content_id', '=', search.contentId);
  if (search.name) query = query.where(sql<boolean>`lower(name) like ${`%${search.name.toLowerCase()}%`}`);
  for (const field of search.notEmpty) {
    const column = columnOf[field];
    query = query.where(column, 'is not', null);
    if (column === 'url' || column === 'path') query = query.where(column, '<>', '');
  }
  return (await query.orderBy('name').limit(500).execute()).map(toEventsGroup);
}

/** The courses a person takes part in ("My Courses"). */
export async function myGroups(db: Db, organizationId: string, userId: string): Promise<EventsGroup[]> {
  const rows = await db
    .selectFrom('events_groups as g')
    .innerJoin('events_group_members as m', 'm.events_group_id', 'g.id')
    .select(['g.id', 'g.name', 'g.url', 'g.path', 'g.category_id', 'g.content_id'])
    .where('g.organization_id', '=', organizationId)
    .where('m.user_id', '=', userId)
    .orderBy('g.name')
    .execute();
  return rows.map(toEventsGroup);
}

const groupValues = (input: EventsGroupInput) => ({
  name: input.name,
  url: input.url ?? null,
  path: input.path ?? null,
  category_id: input.categoryId ?? null,
  content_id: input.contentId ?? null,
});

/** Creates a course; null when the organization already has one of that name. */
export async function createGroup(
  db: Db,
  organizationId: string,
  input: EventsGroupInput,
): Promise<EventsGroup | null> {
  const row = await db
    .insertInto('events_groups')
    .values({ organization_id: organizationId, ...groupValues(input) })
    .onConflict((oc) => oc.columns(['organization_id', 'name']).doNothing())
    .returning(groupColumns)
    .executeTakeFirst();
  return row ? toEventsGroup(row) : null;
}

/** Replaces a course's fields (fields left out keep their value). */
export async function updateGroup(
  db: Db,
  organizationId: string,
  id: string,
  input: EventsGroupInput,
): Promise<EventsGroup | null> {
  const values: Record<string, string | null> = { name: input.name };
  if (input.url !== undefined) values.url = input.url;
  if (input.path !== undefined) values.path = input.path;
  if (input.categoryId !== undefined) values.category_id = input.categoryId;
  if (input.contentId !== undefined) values.content_id = input.contentId;
  const row = await db
    .updateTable('events_groups')
    .set(values)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returning(groupColumns)
    .executeTakeFirst();
  return row ? toEventsGroup(row) : null;
}

export async function deleteGroup(db: Db, organizationId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('events_groups')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** True when the category belongs to the organization (a course may only point at its own). */
export async function categoryExists(db: Db, organizationId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return !!row;
}
