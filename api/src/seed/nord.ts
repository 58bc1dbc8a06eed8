import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { upsertUser } from '../modules/auth/repository.js';
import { createOrganization } from '../modules/organizations/repository.js';
import { t, template } from './builders.js';
import type { SeedOptions } from './demo.js';
import { writeMenus } from './writer.js';

/** A second, small club to try tenant isolation (http://nord.localhost:8080). */
export async function seedNordClub(db: Kysely<Database>, options: SeedOptions): Promise<string> {
  const media = (file: string) => `${options.mediaBase}/${file}`;
  const org = await createOrganization(db, { name: 'nord', email: 'info@nord.club', companyName: 'SV Nord 1921 e.V.' });
  await upsertUser(db, {
    organizationId: org.id,
    email: 'admin@nord.club',
    password: options.password,
    displayName: 'Nils Petersen',
    roleName: 'ADMINISTRATOR',
  });
  await writeMenus(db, org.id, [
    {
      path: '/header',
      name: 'Global Navigation',
      children: [
        {
          path: '/header/about',
          name: t('Über uns', 'About us'),
          page: {
            name: t('Über uns', 'About us'),
            templates: [
              template('TEXT_AREA', [
                {
                  text: t(
                    '<p>Der SV Nord ist ein kleiner Verein mit großem Herz.</p>',
                    '<p>SV Nord is a small club with a big heart.</p>',
                  ),
                },
              ]),
            ],
          },
        },
      ],
    },
    {
      path: '/home',
      name: 'Home',
      page: {
        name: t('Startseite', 'Home'),
        templates: [
          template('COMMON_BANNER', [
            {
              title: 'SV Nord',
              text: t('Willkommen beim SV Nord!', 'Welcome to SV Nord!'),
              picture: media('logo-nord.svg'),
            },
          ]),
        ],
      },
    },
  ]);
  return org.id;
}
