import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Localized } from '../../db/schema.js';
import { syncCourseSeries } from '../calendar/index.js';
import { courseValues, coursePlacesOf, coursePrice, type StoredCourseTemplate } from './course-template.js';
import { createProduct, defaultStatus, updateProduct } from './repository.js';
import type { Language } from '../../lib/language.js';
import type { ProductTagsColumn } from './tables.js';

type Trx = Transaction<Database> | Kysely<Database>;

export interface CourseSyncInput {
  organizationId: string;
  /** The saved page: its id and name (the course's name). */
  contentId: string;
  pageName: Localized;
  /** The page is being deleted: its courses stay in the timetable, without a link to it. */
  isPageDeleted?: boolean;
  /** The caller's language, for the calendar's refusal of a course's classes. */
  language?: Language;
  /** Every template of the page before and after the save (stored form). */
  previousTemplates: StoredCourseTemplate[];
  savedTemplates: StoredCourseTemplate[];
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

const isCourse = (t: StoredCourseTemplate) => t.type === 'COURSE';
const eventsGroupIdOf = (t: StoredCourseTemplate) => (t.metadata?.eventsGroupId as string | undefined) ?? null;

/** The page's banner photo: the first PHOTO value of a banner-like template. */
function bannerImages(templates: StoredCourseTemplate[]): string[] {
  for (const template of templates) {
    if (isCourse(template)) continue;
    const photoFields = new Set(template.fields.filter((f) => f.type === 'PHOTO').map((f) => f.id));
    for (const element of template.elements) {
      const photo = element.values.find((v) => photoFields.has(v.fieldId) && (v.value.de || v.value.en));
      if (photo) return [photo.value.de || photo.value.en];
    }
  }
  return [];
}

/** Runs `work` inside a savepoint: a failure is logged and undone without aborting the save. */
async function loggedStep(
  trx: Trx,
  log: CourseSyncInput['log'],
  what: string,
  work: () => Promise<void>,
): Promise<void> {
  await sql`SAVEPOINT course_sync_step`.execute(trx);
  try {
    await work();
    await sql`RELEASE SAVEPOINT course_sync_step`.execute(trx);
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT course_sync_step`.execute(trx);
    log?.error({ err: error }, `course template sync: ${what} failed`);
  }
}

async function productsOfGroup(trx: Trx, organizationId: string, eventsGroupId: string) {
  return trx
    .selectFrom('products')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`tags @> ${JSON.stringify({ eventsGroupId: [eventsGroupId] })}::jsonb`)
    .execute();
}

/**
 * Keeps courses in step with a saved page (content-management.md §4 "Page saved with a course
 * template"), inside the caller's transaction so page and course never disagree:
 * - a new COURSE template creates an events group (page name, `_{index}` above index 0) and a
 *   product with the banner photo and price (stock 15, status 1), and links the template to it;
 * - an updated, re-added or moved one leaves exactly one product on sale with the page's name,
 *   description, picture and price (ensureOneProduct);
 * - a removed one clears the events group's content link and takes its product off sale
 *   (unless another page shows the course by now).
 * Product failures are logged (the spec), the rest of the save goes on.
 */
export async function syncCourseTemplates(trx: Trx, input: CourseSyncInput): Promise<void> {
  const { organizationId, contentId, log, language: lang } = input;
  const saved = input.savedTemplates.filter(isCourse);
  const savedIds = new Set(saved.map((t) => t.id));
  const images = bannerImages(input.savedTemplates);
  const baseName = (input.pageName.de || input.pageName.en).trim().slice(0, 100) || 'Course';

  for (const removed of input.previousTemplates.filter((t) => isCourse(t) && !savedIds.has(t.id))) {
    const groupId = eventsGroupIdOf(removed);
    if (!groupId) continue;
    // A deleted page's address leads nowhere: the timetable then shows the course without a link.
    // Only the site's own addresses ('/...'); a link elsewhere stays.
    const pageLink = input.isPageDeleted
      ? {
          url: sql<string | null>`case when url like '/%' then null else url end`,
          path: sql<string | null>`case when path like '/%' then null else path end`,
        }
      : {};
    await trx
      .updateTable('events_groups')
      .set({ content_id: null, ...pageLink })
      .where('organization_id', '=', organizationId)
      .where('id', '=', groupId)
      // A page that took the course over meanwhile keeps it.
      .where('content_id', '=', contentId)
      .execute();
    // Not for sale until a page shows the course again (unless another page took it over).
    await loggedStep(trx, log, 'taking the product off sale', async () => {
      const group = await trx
        .selectFrom('events_groups')
        .select('content_id')
        .where('id', '=', groupId)
        .executeTakeFirst();
      if (group?.content_id) return;
      for (const product of await productsOfGroup(trx, organizationId, groupId)) {
        await updateProduct(trx as Kysely<Database>, organizationId, product.id, {
          status: offSale,
          tags: { ...(product.tags as ProductTagsColumn), contentId: [] },
        });
      }
    });
  }

  const previousById = new Map(input.previousTemplates.filter(isCourse).map((t) => [t.id, t]));
  for (const [index, template] of saved.entries()) {
    const values = courseValues(template);
    const wanted = {
      name: baseName,
      description: (values.description?.de || values.description?.en || '').slice(0, 4000),
      images,
      price: coursePrice(values),
      stock: coursePlacesOf(values),
    };
    const groupId = eventsGroupIdOf(template);
    if (groupId && previousById.has(template.id)) {
      await loggedStep(trx, log, 'updating the product', () =>
        ensureOneProduct(trx, organizationId, groupId, contentId, wanted),
      );
      await syncCourseSeries(trx, { organizationId, eventsGroupId: groupId, template, lang });
      continue;
    }
    // New, re-added or moved here from another page: its own events group when it still exists,
    // else the page's (found by name or created), then exactly one product for it.
    const name = index > 0 ? `${baseName}_${index}` : baseName;
    const linked = groupId
      ? await trx
          .selectFrom('events_groups')
          .select(['id', 'category_id'])
          .where('organization_id', '=', organizationId)
          .where('id', '=', groupId)
          .executeTakeFirst()
      : undefined;
    const existing =
      linked ??
      (await trx
        .selectFrom('events_groups')
        .select(['id', 'category_id'])
        .where('organization_id', '=', organizationId)
        .where('name', '=', name)
        .executeTakeFirst());
    const group =
      existing ??
      (await trx
        .insertInto('events_groups')
        .values({
          organization_id: organizationId,
          name,
          content_id: contentId,
          url: null,
          path: null,
          category_id: null,
        })
        .returning(['id', 'category_id'])
        .executeTakeFirstOrThrow());
    if (existing)
      await trx.updateTable('events_groups').set({ content_id: contentId }).where('id', '=', existing.id).execute();
    // The block's schedule link needs both ids.
    const linkedMetadata = { ...template.metadata, eventsGroupId: group.id, categoryId: group.category_id };
    await trx
      .updateTable('templates')
      .set({ metadata: JSON.stringify(linkedMetadata) })
      .where('organization_id', '=', organizationId)
      .where('id', '=', template.id)
      .execute();
    template.metadata = linkedMetadata;
    await loggedStep(trx, log, 'creating the product', () =>
      ensureOneProduct(trx, organizationId, group.id, contentId, wanted, group.category_id),
    );
    // The calendar's part (category, series): issue 21, api/src/modules/calendar/course-series.ts.
    await syncCourseSeries(trx, { organizationId, eventsGroupId: group.id, template, lang });
  }
}

/** A product that is not sold (its course is on no page). */
const offSale = 0;

/**
 * Leaves exactly one product on sale for the course, with the page's name, description, picture
 * and price: the newest existing one is updated (and put back on sale), any others are taken off
 * sale, and one is created when there is none. What the page shows is what the checkout charges.
 */
async function ensureOneProduct(
  trx: Trx,
  organizationId: string,
  groupId: string,
  contentId: string,
  wanted: { name: string; description: string; images: string[]; price: number; stock?: number },
  categoryId?: string | null,
): Promise<void> {
  const products = (await productsOfGroup(trx, organizationId, groupId)).sort(
    (a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime(),
  );
  const [keep, ...others] = products;
  const db = trx as Kysely<Database>;
  for (const other of others) {
    if (other.status !== offSale) await updateProduct(db, organizationId, other.id, { status: offSale });
  }
  if (!keep) {
    await createProduct(db, organizationId, {
      ...wanted,
      pricingDetails: { price: wanted.price },
      tags: { eventsGroupId: [groupId], contentId: [contentId], categoryId: categoryId ? [categoryId] : [] },
    });
    return;
  }
  const tags = keep.tags as ProductTagsColumn;
  const change: Parameters<typeof updateProduct>[3] = {};
  if (keep.name !== wanted.name) change.name = wanted.name;
  if (keep.description !== wanted.description) change.description = wanted.description;
  if (JSON.stringify(keep.images) !== JSON.stringify(wanted.images)) change.images = wanted.images;
  if (Number(keep.price) !== wanted.price) change.price = wanted.price;
  // Raised places reach the waiting list through its job (places/waiting-list.ts runWaitingList).
  if (wanted.stock !== undefined && keep.stock !== wanted.stock) change.stock = wanted.stock;
  if (keep.status !== defaultStatus) change.status = defaultStatus;
  if (JSON.stringify(tags.contentId ?? []) !== JSON.stringify([contentId]))
    change.tags = { ...tags, contentId: [contentId] };
  if (Object.keys(change).length > 0) await updateProduct(db, organizationId, keep.id, change);
}
