import type { PictureSizesByHref } from '@club/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import './tables.js';

// Only uploads have sizes (storeImage serves them under this path): pages that show none, such as
// the demo club's SVG pictures or external URLs, need no query at all.
const uploadedPath = '/multimedia-service/files/';

/**
 * The responsive sizes of the organization's uploaded pictures among `hrefs`, by href, in one
 * query. Pictures without sizes (the demo club's SVG files) and other organizations' pictures
 * are left out: the page then renders a plain `<img src>`.
 */
export async function pictureSizesOf(
  db: Kysely<Database> | Transaction<Database>,
  organizationId: string,
  hrefs: Iterable<string>,
): Promise<PictureSizesByHref> {
  const wanted = [...new Set(hrefs)].filter((href) => href.includes(uploadedPath));
  if (wanted.length === 0) return {};
  const rows = await db
    .selectFrom('media_items')
    .select(['href', 'srcset', 'width', 'height', 'focus_x', 'focus_y'])
    .where('organization_id', '=', organizationId)
    .where('href', 'in', wanted)
    .where('srcset', '<>', '')
    .where('width', 'is not', null)
    .where('height', 'is not', null)
    .execute();
  const sizes: PictureSizesByHref = {};
  for (const row of rows) {
    sizes[row.href] = { srcset: row.srcset, width: row.width!, height: row.height! };
    // The centre is what a browser crops to anyway: only a moved focal point travels with the page.
    if (row.focus_x !== 0.5 || row.focus_y !== 0.5) sizes[row.href]!.focus = { x: row.focus_x, y: row.focus_y };
  }
  return sizes;
}
