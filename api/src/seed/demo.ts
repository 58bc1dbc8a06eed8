import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { upsertUser } from '../modules/auth/repository.js';
import { createOrganization } from '../modules/organizations/repository.js';
import { type MenuSpec, paragraphs, t, template } from './builders.js';
import { coursesMenu, sportsMenu } from './demo-sports.js';
import { demoNews } from './demo-news.js';
import { legalMenu } from './demo-legal.js';
import { writeMenus } from './writer.js';

export interface SeedOptions {
  password: string;
  mediaBase: string;
}

export async function seedDemoClub(db: Kysely<Database>, options: SeedOptions): Promise<string> {
  const media = (file: string) => `${options.mediaBase}/${file}`;
  const org = await createOrganization(db, {
    name: 'demo',
    email: 'info@demo.club',
    companyName: 'TSV Grünwald 1897 e.V.',
  });

  const users = [
    { email: 'admin@demo.club', displayName: 'Anna Hofmann', roleName: 'ADMINISTRATOR' },
    { email: 'coach@demo.club', displayName: 'Jonas Berger', roleName: 'COACH' },
    { email: 'member@demo.club', displayName: 'Lena Wagner', roleName: 'MEMBER_USER' },
  ];
  for (const user of users) await upsertUser(db, { organizationId: org.id, password: options.password, ...user });

  await writeMenus(db, org.id, demoMenus(media));
  for (const item of demoNews(media)) {
    await db
      .insertInto('news')
      .values({
        organization_id: org.id,
        headline: JSON.stringify(item.headline),
        category: JSON.stringify(item.category),
        published_at: item.publishedAt,
        media: item.media,
        content: JSON.stringify({ de: paragraphs(...item.de), en: paragraphs(...item.en) }),
      })
      .execute();
  }
  return org.id;
}

function demoMenus(media: (file: string) => string): MenuSpec[] {
  const top: MenuSpec = {
    path: '/top',
    name: 'Top Navigation',
    children: [
      { path: '/top/members', name: t('Mitglieder', 'Members') },
      {
        path: '/top/become-a-member',
        name: t('Mitglied werden', 'Become a member'),
        page: {
          name: t('Mitglied werden', 'Become a member'),
          templates: [
            template('COMMON_BANNER', [
              {
                title: t('Werde Teil des TSV', 'Join the TSV'),
                text: t(
                  'Über 30 Sportarten, ein Beitrag: Melde dich in wenigen Minuten online an.',
                  'More than 30 sports, one fee: sign up online in a few minutes.',
                ),
                picture: media('banner-members.svg'),
              },
            ]),
            template('MEMBERS_FORM', [
              {
                text: t(
                  '<p>Fülle das Formular aus – wir melden uns innerhalb von zwei Werktagen.</p>',
                  '<p>Fill in the form – we will get back to you within two working days.</p>',
                ),
              },
            ]),
          ],
        },
      },
    ],
  };

  const whoWeArePage = {
    name: t('Wer wir sind', 'Who we are'),
    menuPath: '/page/who-we-are',
    templates: [
      template('TEXT_AREA', [
        {
          text: t(
            '<h2>Sport verbindet seit 1897</h2><p>Der TSV Grünwald ist mit rund 2.400 Mitgliedern der größte Sportverein im Landkreis. Ehrenamtliche Trainerinnen und Trainer machen Sport für alle Generationen möglich.</p>',
            '<h2>Sport has connected people since 1897</h2><p>With around 2,400 members, TSV Grünwald is the largest sports club in the district. Volunteer coaches make sport possible for every generation.</p>',
          ),
        },
      ]),
      template('PROFILES', [
        {
          picture: media('profile-1.svg'),
          name: 'Dr. Martin Schreiber',
          role: t('1. Vorsitzender', 'Chairman'),
          email: 'vorstand@demo.club',
          phone: '+49 89 6412 3301',
          address: 'Südliche Münchner Str. 12, 82031 Grünwald',
        },
        {
          picture: media('profile-2.svg'),
          name: 'Sabine Krämer',
          role: t('Sportliche Leitung', 'Head of sports'),
          email: 'sport@demo.club',
          phone: '+49 89 6412 3302',
          address: 'Südliche Münchner Str. 12, 82031 Grünwald',
        },
        {
          picture: media('profile-4.svg'),
          name: 'Thomas Lehner',
          role: t('Schatzmeister', 'Treasurer'),
          email: 'finanzen@demo.club',
          phone: '+49 89 6412 3303',
          address: 'Südliche Münchner Str. 12, 82031 Grünwald',
        },
      ]),
      template('ACCORDION', [
        {
          title: t('Unser Leitbild', 'Our mission'),
          text: t(
            'Fairness, Respekt und Freude an der Bewegung – für alle, unabhängig von Alter, Herkunft und Können.',
            'Fairness, respect and the joy of movement – for everyone, whatever their age, background or ability.',
          ),
        },
        {
          title: t('Ehrenamt', 'Volunteering'),
          text: t(
            'Über 180 Ehrenamtliche engagieren sich als Trainer, Betreuerinnen und im Vorstand.',
            'More than 180 volunteers are involved as coaches, helpers and on the board.',
          ),
        },
        {
          title: t('Kinderschutz', 'Child protection'),
          text: t(
            'Alle Übungsleitenden legen ein erweitertes Führungszeugnis vor und sind geschult.',
            'All coaches present an extended criminal record certificate and are trained.',
          ),
        },
      ]),
      template('IMAGE_LIBRARY', [
        {
          picture: media('sport-football.svg'),
          text: t('Saisonauftakt der Jugend', 'Youth season opener'),
          date: '2026-03-14',
        },
        {
          picture: media('sport-swimming.svg'),
          text: t('Vereinsmeisterschaft Schwimmen', 'Club swimming championship'),
          date: '2026-04-18',
        },
        { picture: media('sport-yoga.svg'), text: t('Yoga im Park', 'Yoga in the park'), date: '2026-06-21' },
        {
          picture: media('sport-handball.svg'),
          text: t('Handball-Pokalfinale', 'Handball cup final'),
          date: '2026-05-09',
        },
      ]),
    ],
  };

  const header: MenuSpec = {
    path: '/header',
    name: 'Global Navigation',
    children: [
      sportsMenu(media),
      coursesMenu(media),
      { path: '/header/who-we-are', name: t('Wer wir sind', 'Who we are'), page: whoWeArePage },
      {
        path: '/header/culture',
        name: t('Kultur', 'Culture'),
        page: {
          name: t('Kultur', 'Culture'),
          templates: [
            template('PARALLAX', [
              {
                picture: media('parallax-culture.svg'),
                title: t('Mehr als Sport', 'More than sport'),
                subtitle: t('Theater, Musik und Feste im Verein', 'Theatre, music and festivals in the club'),
                text: t(
                  'Unsere Kulturabteilung organisiert das Sommerfest, die Theatergruppe und den Vereinschor.',
                  'Our culture section runs the summer festival, the theatre group and the club choir.',
                ),
                linkText: t('Termine ansehen', 'See dates'),
                link: '/information/news',
              },
            ]),
            template('VIDEO', [
              {
                video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
                text: t('Rückblick Sommerfest 2025', 'Summer festival 2025 in review'),
                date: '2025-07-26',
              },
            ]),
            template('TEXT_AREA', [
              {
                text: t(
                  '<p>Die Theatergruppe probt jeden Donnerstag um 19:30 Uhr im Vereinsheim. Neue Mitspielende sind herzlich willkommen!</p>',
                  '<p>The theatre group rehearses every Thursday at 7:30 pm in the clubhouse. New players are very welcome!</p>',
                ),
              },
            ]),
          ],
        },
      },
      {
        path: '/header/training',
        name: t('Trainingsplan', 'Training schedule'),
        page: {
          name: t('Trainingsplan', 'Training schedule'),
          templates: [template('TRAINING_SCHEDULE', [{ title: t('Trainingszeiten', 'Training times') }])],
        },
      },
      { path: 'https://fanshop.tsv-gruenwald.de', name: 'Fanshop' },
    ],
  };

  // Each sport picture leads to its sport's page (fitness: the fitness section's overview).
  const sportsPictures: [string, string][] = [
    ['football', '/sports/ball-sports/football'],
    ['handball', '/sports/ball-sports/handball'],
    ['volleyball', '/sports/ball-sports/volleyball'],
    ['swimming', '/sports/water-sports/swimming'],
    ['yoga', '/sports/fitness/yoga'],
    ['fitness', '/sports/fitness'],
    ['basketball', '/sports/ball-sports/basketball'],
  ];
  const home: MenuSpec = {
    path: '/home',
    name: 'Home',
    page: {
      name: t('Startseite', 'Home'),
      templates: [
        template('CARROUSEL', [
          {
            picture: media('banner-home-1.svg'),
            title: t('Willkommen beim TSV Grünwald', 'Welcome to TSV Grünwald'),
            text: t('Sport für alle Generationen seit 1897.', 'Sport for every generation since 1897.'),
            linkText: t('Sportarten entdecken', 'Discover our sports'),
            link: '/sports',
            firstHashtag: '#tsvgruenwald',
            secondHashtag: '#sportverbindet',
          },
          {
            picture: media('banner-home-2.svg'),
            title: t('Neue Kurse im Herbst', 'New courses this autumn'),
            text: t(
              'Rückenfit, Schwimmen für Erwachsene und mehr – jetzt anmelden.',
              'Back fitness, adult swimming and more – sign up now.',
            ),
            linkText: t('Zu den Kursen', 'See the courses'),
            link: '/courses',
            firstHashtag: '#kurse',
            secondHashtag: '#gesundheit',
          },
          {
            picture: media('banner-home-3.svg'),
            title: t('Sommerfest am 18. Juli', 'Summer festival on 18 July'),
            text: t('Spiel, Spaß und Musik auf der Vereinsanlage.', 'Games, fun and music at the club grounds.'),
            linkText: t('Mehr erfahren', 'Learn more'),
            link: '/culture',
            firstHashtag: '#sommerfest',
            secondHashtag: '#verein',
          },
        ]),
        template('GREY_BANNER', [
          {
            title: t('Probetraining gratis', 'Free trial session'),
            text: t(
              'Such dir eine Sportart aus und trainiere zweimal kostenlos mit.',
              'Pick a sport and join two sessions for free.',
            ),
            textButton: t('Jetzt ausprobieren', 'Try it now'),
            linkButton: '/become-a-member',
          },
        ]),
        template('GRID', [
          {
            title: t('Aktuelles aus dem Verein', 'Club news'),
            textButton: t('Alle Nachrichten', 'All news'),
            linkButton: '/information/news',
          },
        ]),
        template(
          'SMALL_CARROUSEL',
          sportsPictures.map(([s, link]) => ({ picture: media(`sport-${s}.svg`), title: sportTitle(s), link })),
        ),
        template('PARALLAX', [
          {
            picture: media('parallax-home.svg'),
            title: t('Gemeinsam stark', 'Stronger together'),
            subtitle: t('2.400 Mitglieder, 32 Sportarten', '2,400 members, 32 sports'),
            text: t('Werde Teil unserer Vereinsfamilie.', 'Become part of our club family.'),
            linkText: t('Mitglied werden', 'Become a member'),
            link: '/become-a-member',
          },
        ]),
        template(
          'MARQUESINA',
          [1, 2, 3, 4, 5, 6].map((n) => ({
            picture: media(`sponsor-${n}.svg`),
            // A logo is the sponsor's name: it is the alt text.
            pictureAlt: t(`Logo von Sponsor ${n}`, `Sponsor ${n} logo`),
            link: `https://sponsor${n}.example.org`,
          })),
        ),
        template('ACTION_BUTTON_BANNER', [
          {
            text: t(
              'Fragen zur Mitgliedschaft? Wir helfen gern weiter.',
              'Questions about membership? We are happy to help.',
            ),
            textButton: t('Kontakt aufnehmen', 'Get in touch'),
            linkButton: '/contact-us',
          },
        ]),
        template('INSTAGRAM', [
          { accessToken: 'demo-token', instagramUrl: 'https://www.instagram.com/tsv.gruenwald.demo' },
        ]),
        template('BANNER_IMAGE_LIBRARY', [
          {
            picture: media('banner-home-1.svg'),
            text: t('Flutlichtspiel der ersten Mannschaft', 'First team under floodlights'),
            date: '2026-02-20',
          },
          {
            picture: media('banner-home-2.svg'),
            text: t('Kursstart in der Gymnastikhalle', 'Courses start in the gym hall'),
            date: '2026-03-02',
          },
          {
            picture: media('banner-home-3.svg'),
            text: t('Sommerfest 2025', 'Summer festival 2025'),
            date: '2025-07-26',
          },
        ]),
      ],
    },
  };

  const footer: MenuSpec = {
    path: '/footer',
    name: 'Footer Navigation',
    page: {
      name: 'Footer',
      templates: [
        template('FOOTER', [
          { picture: media('logo.svg'), companyName: 'TSV Grünwald 1897 e.V.' },
          {
            $type: 'column',
            title: t('Verein', 'Club'),
            text: t(
              'Wer wir sind|/who-we-are;Mitglied werden|/become-a-member;Kontakt|/contact-us',
              'Who we are|/who-we-are;Become a member|/become-a-member;Contact|/contact-us',
            ),
          },
          {
            $type: 'column',
            title: t('Rechtliches', 'Legal'),
            text: t(
              'Impressum|/legal/imprint;Datenschutz|/legal/privacy',
              'Imprint|/legal/imprint;Privacy|/legal/privacy',
            ),
          },
        ]),
      ],
    },
    children: [
      {
        path: '/footer/contact-us',
        name: t('Kontakt', 'Contact Us'),
        page: {
          name: t('Kontakt', 'Contact Us'),
          templates: [
            template('COMMON_BANNER', [
              {
                title: t('Kontakt', 'Contact'),
                text: t(
                  'Wir sind für dich da – persönlich, telefonisch und per E-Mail.',
                  'We are here for you – in person, by phone and by e-mail.',
                ),
                picture: media('banner-contact.svg'),
              },
            ]),
            template('CONTACT', [
              {
                title: t('Geschäftsstelle', 'Club office'),
                icon: 'location',
                text: 'Südliche Münchner Str. 12;82031 Grünwald',
              },
              { title: t('Telefon', 'Phone'), icon: 'phone', text: '+49 89 6412 3300;+49 89 6412 3309 (Fax)' },
              { title: 'E-Mail', icon: 'email', text: 'info@demo.club;mitglieder@demo.club' },
              {
                $type: 'openingHours',
                day: t('Montag – Donnerstag', 'Monday – Thursday'),
                hours: t('9:00–12:00;16:00–19:00', '9:00 am–12:00 pm;4:00–7:00 pm'),
              },
              { $type: 'openingHours', day: t('Freitag', 'Friday'), hours: t('9:00–13:00', '9:00 am–1:00 pm') },
            ]),
          ],
        },
      },
      {
        path: '/footer/information',
        name: t('Informationen', 'Information'),
        children: [
          {
            path: '/footer/information/news',
            name: t('Nachrichten', 'News'),
            page: {
              name: t('Nachrichten', 'News'),
              templates: [template('FULL_GRID', [{ title: t('Alle Nachrichten', 'All news') }])],
            },
          },
        ],
      },
    ],
  };

  const socialMedia: MenuSpec = {
    path: '/social-media',
    name: 'Social Media Navigation',
    page: {
      name: 'Social Media',
      templates: [
        template('SOCIAL_MEDIA', [
          { link: 'https://www.facebook.com/tsv.gruenwald.demo' },
          { link: 'https://www.instagram.com/tsv.gruenwald.demo' },
          { link: 'https://www.youtube.com/@tsv-gruenwald-demo' },
        ]),
      ],
    },
  };

  const subPages: MenuSpec = {
    path: '/page',
    name: 'Sub-page Navigation',
    children: [
      {
        path: '/page/who-we-are',
        name: t('Wer wir sind', 'Who we are'),
        contentOf: '/header/who-we-are',
        children: [
          {
            path: '/page/who-we-are/board',
            name: t('Vorstand', 'Board'),
            page: {
              name: t('Vorstand', 'Board'),
              menuPath: '/page/who-we-are',
              templates: [
                template('PROFILES', [
                  {
                    picture: media('profile-1.svg'),
                    name: 'Dr. Martin Schreiber',
                    role: t('1. Vorsitzender', 'Chairman'),
                    email: 'vorstand@demo.club',
                  },
                  {
                    picture: media('profile-3.svg'),
                    name: 'Claudia Neumeier',
                    role: t('2. Vorsitzende', 'Vice chair'),
                    email: 'vorstand@demo.club',
                  },
                  {
                    picture: media('profile-4.svg'),
                    name: 'Thomas Lehner',
                    role: t('Schatzmeister', 'Treasurer'),
                    email: 'finanzen@demo.club',
                  },
                ]),
              ],
            },
          },
          {
            path: '/page/who-we-are/history',
            name: t('Geschichte', 'History'),
            page: {
              name: t('Geschichte', 'History'),
              menuPath: '/page/who-we-are',
              templates: [
                template('TEXT_AREA', [
                  {
                    text: t(
                      '<h2>Von 1897 bis heute</h2><p>Gegründet als Turnverein von 23 Grünwalder Bürgern, wuchs der TSV nach dem Krieg um Fußball, Handball und Schwimmen. 1972 wurde die Dreifachhalle eröffnet, 2019 der Kunstrasenplatz.</p>',
                      '<h2>From 1897 to today</h2><p>Founded as a gymnastics club by 23 citizens of Grünwald, the TSV added football, handball and swimming after the war. The triple sports hall opened in 1972, the artificial pitch in 2019.</p>',
                    ),
                  },
                ]),
              ],
            },
          },
        ],
      },
      legalMenu(),
    ],
  };

  return [top, header, home, footer, socialMedia, subPages];
}

const sportTitles: Record<string, [string, string]> = {
  football: ['Fußball', 'Football'],
  handball: ['Handball', 'Handball'],
  volleyball: ['Volleyball', 'Volleyball'],
  swimming: ['Schwimmen', 'Swimming'],
  yoga: ['Yoga', 'Yoga'],
  fitness: ['Fitness', 'Fitness'],
  basketball: ['Basketball', 'Basketball'],
};
const sportTitle = (slug: string) => t(...(sportTitles[slug] ?? [slug, slug]));
