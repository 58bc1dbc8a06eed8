import { sql, type Kysely } from 'kysely';
import type { Database, StoredElement, StoredField } from '../../db/schema.js';

/**
 * The product is the one price of a course (issue 33 item 2). A price changed on the product
 * (PATCH .../products/{id}) is written into the price value of the course's COURSE templates in
 * the same breath, so the editor shows it and the next page save does not put the old one back
 * (course-sync.ts writes the template's price to the product). The page itself reads the
 * product's price (metadata.offer of the page answer); the template write drops the page cache.
 */
export async function writePriceToCourseTemplates(
  db: Kysely<Database>,
  organizationId: string,
  eventsGroupIds: string[],
  price: number,
): Promise<void> {
  if (eventsGroupIds.length === 0) return;
  const templates = await db
    .selectFrom('templates')
    .select(['id', 'fields', 'elements'])
    .where('organization_id', '=', organizationId)
    .where('type', '=', 'COURSE')
    .where(sql<boolean>`metadata->>'eventsGroupId' IN (${sql.join(eventsGroupIds)})`)
    .execute();
  for (const template of templates) {
    const fields = template.fields as StoredField[];
    const priceField = fields.find((f) => f.name === 'price');
    if (!priceField) continue;
    const elements = template.elements as StoredElement[];
    const main = elements.find((e) => e.type === 'default') ?? elements[0];
    const value = main?.values.find((v) => v.fieldId === priceField.id);
    if (!value) continue;
    const text = { de: price.toFixed(2).replace('.', ','), en: price.toFixed(2) };
    if (value.value.de === text.de && value.value.en === text.en) continue;
    value.value = { ...value.value, ...text };
    await db
      .updateTable('templates')
      .set({ elements: JSON.stringify(elements) })
      .where('id', '=', template.id)
      .execute();
  }
}
