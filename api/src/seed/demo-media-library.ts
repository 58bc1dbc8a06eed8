import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import '../modules/multimedia/tables.js';

// The demo club's pictures in its library, labelled by their file names ('sport-football' ->
// sport, football), so the editor's picker has something to search from the first start.
const files = [
  'banner-home-1.svg',
  'banner-home-2.svg',
  'banner-home-3.svg',
  'banner-contact.svg',
  'banner-members.svg',
  'parallax-home.svg',
  'parallax-culture.svg',
  'sport-football.svg',
  'sport-basketball.svg',
  'sport-handball.svg',
  'sport-volleyball.svg',
  'sport-swimming.svg',
  'sport-aqua.svg',
  'sport-fitness.svg',
  'sport-yoga.svg',
  'profile-1.svg',
  'profile-2.svg',
  'profile-3.svg',
  'profile-4.svg',
];

export async function seedDemoMediaLibrary(db: Kysely<Database>, mediaBase: string): Promise<void> {
  const org = await db.selectFrom('organizations').select('id').where('name', '=', 'demo').executeTakeFirst();
  if (!org) return;
  await db
    .insertInto('media_items')
    .values(
      files.map((file) => ({
        organization_id: org.id,
        labels: file
          .replace(/\.svg$/, '')
          .split('-')
          .filter((part) => !/^\d+$/.test(part)),
        href: `${mediaBase}/${file}`,
        // 'sport-football.svg' -> 'sport football': names tell the demo pictures apart in the library.
        name: file.replace(/\.svg$/, '').replace(/-/g, ' '),
        width: null,
        height: null,
        uploaded_by: null,
      })),
    )
    .execute();
}
