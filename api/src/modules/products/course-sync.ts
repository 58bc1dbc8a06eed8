import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Localized } from '../../db/schema.js';
import { courseValues, coursePrice, type StoredCourseTemplate } from './course-template.js';
import { createProduct, updateProduct } from './repository.js';
import type { ProductTagsColumn } from './tables.js';

type Trx = Transaction<Database> | Kysely<Database>;

export interface CourseSyncInput {
  organizationId: string;
  /** The saved page: its id and name (the course's name). */
  contentId: string;
  pageName: Localized;
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
 * - an updated one patches the product's changed name, description, images or price;
 * - a removed one clears the events group's and the product's content link.
 * Product failures are logged (the spec), the rest of the save goes on.
 */
export async function syncCourseTemplates(trx: Trx, input: CourseSyncInput): Promise<void> {
  const { organizationId, contentId, log } = input;
  const saved = input.savedTemplates.filter(isCourse);
  const savedIds = new Set(saved.map((t) => t.id));
  const images = bannerImages(input.savedTemplates);
  const baseName = (input.pageName.de || input.pageName.en).trim().slice(0, 100) || 'Course';

  for (const removed of input.previousTemplates.filter((t) => isCourse(t) && !savedIds.has(t.id))) {
    const groupId = eventsGroupIdOf(removed);
    if (!groupId) continue;
    await trx
      .updateTable('events_groups')
      .set({ content_id: null })
      .where('organization_id', '=', organizationId)
      .where('id', '=', groupId)
      .execute();
    await loggedStep(trx, log, 'clearing the product content link', async () => {
      for (const product of await productsOfGroup(trx, organizationId, groupId)) {
        await updateProduct(trx as Kysely<Database>, organizationId, product.id, {
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
    };
    const groupId = eventsGroupIdOf(template);
    if (groupId && previousById.has(template.id)) {
      await loggedStep(trx, log, 'patching the product', async () => {
        for (const product of await productsOfGroup(trx, organizationId, groupId)) {
          const change: Parameters<typeof updateProduct>[3] = {};
          if (product.name !== wanted.name) change.name = wanted.name;
          if (product.description !== wanted.description) change.description = wanted.description;
          if (JSON.stringify(product.images) !== JSON.stringify(wanted.images)) change.images = wanted.images;
          if (Number(product.price) !== wanted.price) change.price = wanted.price;
          if (Object.keys(change).length > 0)
            await updateProduct(trx as Kysely<Database>, organizationId, product.id, change);
        }
      });
      continue;
    }
    // New (or never linked): the events group first, then its product.
    const name = index > 0 ? `${baseName}_${index}` : baseName;
    const existing = await trx
      .selectFrom('events_groups')
      .select(['id', 'category_id'])
      .where('organization_id', '=', organizationId)
      .where('name', '=', name)
      .executeTakeFirst();
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
    await loggedStep(trx, log, 'creating the product', async () => {
      const products = await productsOfGroup(trx, organizationId, group.id);
      if (products.length > 0) return;
      await createProduct(trx as Kysely<Database>, organizationId, {
        ...wanted,
        pricingDetails: { price: wanted.price },
        tags: {
          eventsGroupId: [group.id],
          contentId: [contentId],
          categoryId: group.category_id ? [group.category_id] : [],
        },
      });
    });
  }
}
