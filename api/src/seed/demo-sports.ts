import { type MenuSpec, type TemplateSpec, t, template } from './builders.js';

interface Sport {
  slug: string;
  de: string;
  en: string;
  image: string;
  introDe: string;
  introEn: string;
  timesDe: string;
  timesEn: string;
}

const sports: Record<string, { de: string; en: string; icon: string; sports: Sport[] }> = {
  'ball-sports': {
    de: 'Ballsport',
    en: 'Ball sports',
    icon: 'ball',
    sports: [
      {
        slug: 'football',
        de: 'Fußball',
        en: 'Football',
        image: 'sport-football.svg',
        introDe:
          'Von den Bambini bis zu den Alten Herren: In 14 Mannschaften spielen bei uns über 280 Fußballerinnen und Fußballer – mit Herz, Teamgeist und Spaß am Spiel.',
        introEn:
          'From the under-sevens to the veterans: more than 280 players in 14 teams play football with us – with heart, team spirit and joy in the game.',
        timesDe:
          'Jugend: Mo, Mi 17:00–18:30; Damen: Di, Do 19:00–20:30; Herren: Di, Fr 19:00–21:00 auf dem Kunstrasen.',
        timesEn:
          'Youth: Mon, Wed 5:00–6:30 pm; women: Tue, Thu 7:00–8:30 pm; men: Tue, Fri 7:00–9:00 pm on the artificial pitch.',
      },
      {
        slug: 'handball',
        de: 'Handball',
        en: 'Handball',
        image: 'sport-handball.svg',
        introDe:
          'Schnell, dynamisch, fair: Unsere Handballabteilung spielt mit sechs Teams in der Bezirksliga und freut sich über neue Gesichter.',
        introEn:
          'Fast, dynamic, fair: our handball section plays with six teams in the district league and welcomes new faces.',
        timesDe: 'Dienstag und Donnerstag 18:00–20:00 in der Dreifachhalle.',
        timesEn: 'Tuesday and Thursday 6:00–8:00 pm in the triple sports hall.',
      },
      {
        slug: 'volleyball',
        de: 'Volleyball',
        en: 'Volleyball',
        image: 'sport-volleyball.svg',
        introDe:
          'Hallen- und Beachvolleyball für alle Spielstärken – im Sommer auf unseren zwei Beachfeldern am Vereinsheim.',
        introEn: 'Indoor and beach volleyball for every level – in summer on our two beach courts by the clubhouse.',
        timesDe: 'Mittwoch 19:30–21:30, Samstag 10:00–12:00.',
        timesEn: 'Wednesday 7:30–9:30 pm, Saturday 10:00 am–12:00 pm.',
      },
      {
        slug: 'basketball',
        de: 'Basketball',
        en: 'Basketball',
        image: 'sport-basketball.svg',
        introDe:
          'Unsere Basketballerinnen und Basketballer trainieren in drei Altersklassen – Einsteiger sind jederzeit willkommen.',
        introEn: 'Our basketball players train in three age groups – beginners are always welcome.',
        timesDe: 'Montag und Freitag 18:30–20:00.',
        timesEn: 'Monday and Friday 6:30–8:00 pm.',
      },
    ],
  },
  'water-sports': {
    de: 'Wassersport',
    en: 'Water sports',
    icon: 'water',
    sports: [
      {
        slug: 'swimming',
        de: 'Schwimmen',
        en: 'Swimming',
        image: 'sport-swimming.svg',
        introDe:
          'Vom Seepferdchen bis zum Wettkampf: Unsere Schwimmabteilung trainiert im Hallenbad Grünwald auf sechs Bahnen.',
        introEn:
          'From the first badge to competitions: our swimming section trains on six lanes in the Grünwald indoor pool.',
        timesDe: 'Kinder: Mo 16:30–17:30; Erwachsene: Mi 20:00–21:30.',
        timesEn: 'Children: Mon 4:30–5:30 pm; adults: Wed 8:00–9:30 pm.',
      },
      {
        slug: 'aqua-fitness',
        de: 'Aquafitness',
        en: 'Aqua fitness',
        image: 'sport-aqua.svg',
        introDe: 'Gelenkschonendes Ganzkörpertraining im Wasser – ideal für jedes Alter.',
        introEn: 'Joint-friendly full-body training in the water – ideal at any age.',
        timesDe: 'Donnerstag 9:00–10:00 und 19:00–20:00.',
        timesEn: 'Thursday 9:00–10:00 am and 7:00–8:00 pm.',
      },
    ],
  },
  fitness: {
    de: 'Fitness',
    en: 'Fitness',
    icon: 'fitness',
    sports: [
      {
        slug: 'yoga',
        de: 'Yoga',
        en: 'Yoga',
        image: 'sport-yoga.svg',
        introDe: 'Hatha- und Vinyasa-Yoga für Kraft, Beweglichkeit und innere Ruhe – Matten stellt der Verein.',
        introEn: 'Hatha and vinyasa yoga for strength, flexibility and calm – the club provides the mats.',
        timesDe: 'Dienstag 18:00–19:15, Sonntag 10:00–11:15.',
        timesEn: 'Tuesday 6:00–7:15 pm, Sunday 10:00–11:15 am.',
      },
      {
        slug: 'functional-training',
        de: 'Functional Training',
        en: 'Functional training',
        image: 'sport-fitness.svg',
        introDe: 'Intensives Zirkeltraining mit dem eigenen Körpergewicht, Kettlebells und Bändern.',
        introEn: 'Intense circuit training with body weight, kettlebells and bands.',
        timesDe: 'Montag und Mittwoch 19:00–20:00.',
        timesEn: 'Monday and Wednesday 7:00–8:00 pm.',
      },
    ],
  },
};

function sportPage(sport: Sport, media: (file: string) => string): TemplateSpec[] {
  return [
    template('COMMON_BANNER', [
      { title: t(sport.de, sport.en), text: t(sport.introDe, sport.introEn), picture: media(sport.image) },
    ]),
    template('TEXT_AREA', [
      {
        text: t(
          `<h2>Training</h2><p>${sport.timesDe}</p><p>Ein Probetraining ist jederzeit kostenlos möglich – schreib uns einfach.</p>`,
          `<h2>Training</h2><p>${sport.timesEn}</p><p>A trial session is always free – just drop us a line.</p>`,
        ),
      },
    ]),
    template('ACCORDION', [
      {
        title: t('Was muss ich mitbringen?', 'What do I need to bring?'),
        text: t(
          'Sportkleidung, Hallenschuhe bzw. Badesachen und etwas zu trinken.',
          'Sports clothes, indoor shoes or swimwear and something to drink.',
        ),
      },
      {
        title: t('Gibt es ein Probetraining?', 'Is there a trial session?'),
        text: t(
          'Ja, zwei Probetrainings sind kostenlos und unverbindlich.',
          'Yes, two trial sessions are free and without obligation.',
        ),
      },
    ]),
  ];
}

export function sportsMenu(media: (file: string) => string): MenuSpec {
  return {
    path: '/header/sports',
    name: t('Sportarten', 'Sports'),
    children: Object.entries(sports).map(([slug, category]) => ({
      path: `/header/sports/${slug}`,
      name: t(category.de, category.en),
      icon: { name: category.icon, type: 'sport' },
      children: category.sports.map((sport) => ({
        path: `/header/sports/${slug}/${sport.slug}`,
        name: t(sport.de, sport.en),
        page: { name: t(sport.de, sport.en), templates: sportPage(sport, media) },
      })),
    })),
  };
}

export function coursesMenu(media: (file: string) => string): MenuSpec {
  const course = (
    de: string,
    en: string,
    image: string,
    weekday: string,
    time: string,
    location: { de: string; en: string },
    descDe: string,
    descEn: string,
    trainer: string,
    trainerImage: string,
  ) => ({
    name: t(de, en),
    templates: [
      template('COMMON_BANNER', [{ title: t(de, en), text: t(descDe, descEn), picture: media(image) }]),
      template('COURSE', [
        {
          date: '2026-09-07',
          time,
          classDuration: '60',
          unit: t('Minuten', 'minutes'),
          monday: String(weekday === 'monday'),
          tuesday: String(weekday === 'tuesday'),
          wednesday: String(weekday === 'wednesday'),
          thursday: String(weekday === 'thursday'),
          friday: String(weekday === 'friday'),
          saturday: 'false',
          sunday: 'false',
          price: '49.00',
          currency: 'EUR',
          repeatPeriod: '1',
          repeat: 'WEEKLY',
          endingDate: '2026-12-14',
          location,
          description: t(descDe, descEn),
          shortDescription: t('Wöchentlich, max. 12 Teilnehmende', 'Weekly, max. 12 participants'),
        },
        { $type: 'trainer', name: trainer, picture: media(trainerImage) },
      ]),
    ],
  });
  return {
    path: '/header/courses',
    name: t('Kurse', 'Courses'),
    children: [
      {
        path: '/header/courses/health',
        name: t('Gesundheitskurse', 'Health courses'),
        icon: { name: 'heart', type: 'sport' },
        children: [
          {
            path: '/header/courses/health/back-fitness',
            name: t('Rückenfit', 'Back fitness'),
            page: course(
              'Rückenfit',
              'Back fitness',
              'sport-fitness.svg',
              'monday',
              '18:00',
              t('Gymnastikhalle, Südliche Münchner Str. 12', 'Gym hall, Südliche Münchner Str. 12'),
              'Kräftigung und Mobilisation für einen gesunden Rücken – von den Krankenkassen bezuschusst.',
              'Strengthening and mobility for a healthy back – subsidised by health insurers.',
              'Sabine Krämer',
              'profile-2.svg',
            ),
          },
          {
            path: '/header/courses/health/beginner-swimming',
            name: t('Schwimmkurs für Erwachsene', 'Adult swimming course'),
            page: course(
              'Schwimmkurs für Erwachsene',
              'Adult swimming course',
              'sport-swimming.svg',
              'wednesday',
              '18:30',
              t('Hallenbad Grünwald', 'Indoor pool Grünwald'),
              'Sicher schwimmen lernen in kleinen Gruppen mit erfahrenen Trainerinnen.',
              'Learn to swim safely in small groups with experienced coaches.',
              'Jonas Berger',
              'profile-3.svg',
            ),
          },
        ],
      },
    ],
  };
}
