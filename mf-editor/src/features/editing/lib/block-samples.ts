import type { Template, TemplateType } from '@club/shared';
import type { Language } from '@club/shared/contracts';
import { newElementLike, newTemplate } from './template-ops';

// Sample content for the chooser's previews: each block rendered by mf-content's real component
// with these values, in the editor's language. Pictures are the demo pictures every API serves
// (seed-media), so a preview never depends on the club's own uploads.

type Text = string | { de: string; en: string };
/** One entry: field name -> value ('$type' names a further element type, as the seed does). */
type SampleEntry = Record<string, Text>;

const pic = (file: string) => `@media/${file}`;
const both = (de: string, en: string) => ({ de, en });

const samples: Partial<Record<TemplateType, SampleEntry[]>> = {
  CARROUSEL: [
    {
      picture: pic('banner-home-1.svg'),
      title: both('Willkommen im Verein', 'Welcome to the club'),
      text: both('Sport für alle Generationen', 'Sport for every generation'),
      linkText: both('Mehr erfahren', 'Learn more'),
      link: '/',
      firstHashtag: '#verein',
      secondHashtag: '#sport',
    },
  ],
  SMALL_CARROUSEL: [
    { picture: pic('sport-football.svg'), title: both('Fußball', 'Football'), link: '/' },
    { picture: pic('sport-handball.svg'), title: both('Handball', 'Handball'), link: '/' },
    { picture: pic('sport-yoga.svg'), title: both('Yoga', 'Yoga'), link: '/' },
  ],
  GREY_BANNER: [
    {
      title: both('Probetraining', 'Trial session'),
      text: both('Komm vorbei und mach mit.', 'Come along and join in.'),
      textButton: both('Anmelden', 'Sign up'),
      linkButton: '/',
    },
  ],
  TEXT_AREA: [
    {
      text: both(
        '<h2>Über uns</h2><p>Seit 1897 bewegt unser Verein <strong>Jung und Alt</strong>.</p>',
        '<h2>About us</h2><p>Since 1897 our club has kept <strong>young and old</strong> moving.</p>',
      ),
    },
  ],
  ACTION_BUTTON_BANNER: [
    {
      text: both('Werde Mitglied', 'Become a member'),
      textButton: both('Jetzt beitreten', 'Join now'),
      linkButton: '/',
    },
  ],
  PARALLAX: [
    {
      picture: pic('parallax-home.svg'),
      title: both('Gemeinsam stark', 'Stronger together'),
      subtitle: both('Unser Verein', 'Our club'),
      text: both('Training, Wettkampf und Geselligkeit.', 'Training, competition and company.'),
    },
  ],
  VIDEO: [{ video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', text: both('Vereinsfilm', 'Club film') }],
  VIDEO_LIBRARY: [{ video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', text: both('Vereinsfilm', 'Club film') }],
  ACCORDION: [
    { title: both('Wann ist Training?', 'When is training?'), text: both('Dienstags um 18 Uhr.', 'Tuesdays at 6 pm.') },
    { title: both('Was kostet es?', 'What does it cost?'), text: both('Ab 8 € im Monat.', 'From €8 a month.') },
  ],
  PROFILES: [
    { picture: pic('profile-1.svg'), name: 'Anna Berger', role: both('Vorsitzende', 'Chair') },
    { picture: pic('profile-2.svg'), name: 'Jonas Weber', role: both('Kassenwart', 'Treasurer') },
    { picture: pic('profile-3.svg'), name: 'Lea Huber', role: both('Jugendleiterin', 'Youth leader') },
  ],
  MARQUESINA: [1, 2, 3, 4, 5].map((n) => ({ picture: pic(`sponsor-${n}.svg`), link: '/' })),
  IMAGE_LIBRARY: [
    { picture: pic('banner-home-2.svg'), text: both('Sommerfest', 'Summer festival'), date: '2026-07-25' },
    { picture: pic('banner-home-3.svg'), text: both('Turnier', 'Tournament'), date: '2026-05-09' },
  ],
  BANNER_IMAGE_LIBRARY: [
    { picture: pic('banner-home-2.svg'), text: both('Sommerfest', 'Summer festival'), date: '2026-07-25' },
    { picture: pic('banner-home-3.svg'), text: both('Turnier', 'Tournament'), date: '2026-05-09' },
  ],
  COMMON_BANNER: [
    {
      title: both('Unsere Abteilungen', 'Our sections'),
      text: both('Vom Fußball bis zum Yoga.', 'From football to yoga.'),
      picture: pic('banner-members.svg'),
    },
  ],
  GRID: [{ title: both('Neuigkeiten', 'News'), textButton: both('Alle Neuigkeiten', 'All news'), linkButton: '/' }],
  FULL_GRID: [{ title: both('Neuigkeiten', 'News') }],
  INSTAGRAM: [{ instagramUrl: 'https://www.instagram.com/' }],
  CONTACT: [
    { title: both('Geschäftsstelle', 'Office'), icon: 'location', text: 'Hauptstraße 1;82031 Grünwald' },
    { $type: 'openingHours', day: both('Montag', 'Monday'), hours: '9:00 – 12:00' },
  ],
  TRAINING_SCHEDULE: [{ title: both('Trainingsplan', 'Training schedule') }],
  MEMBERS_FORM: [{ text: both('<p>Werde Teil unseres Vereins.</p>', '<p>Become part of our club.</p>') }],
  EVENT: [
    {
      title: both('Sommerfest', 'Summer party'),
      date: '2027-07-10',
      time: '15:00',
      place: both('Vereinsheim', 'Clubhouse'),
      description: both('Grillen, Musik und Spiele.', 'Barbecue, music and games.'),
    },
    { $type: 'question', question: both('Was bringst du mit?', 'What do you bring?'), kind: 'choice' },
  ],
};

/** Whether the type has sample values (a course needs a real category and product: it has none). */
export const hasSample = (type: TemplateType): boolean => !!samples[type];

/**
 * A template of the type filled with sample values in the language, for the chooser's preview.
 * `mediaBase` is where the API serves the demo pictures (the API's address plus the contracts' demoMediaPath).
 */
export function sampleTemplate(type: TemplateType, lang: Language, mediaBase: string): Template {
  const template = newTemplate(type, `sample-${type}`);
  const entries = samples[type];
  if (!entries) return template;
  const fieldNames = new Map(template.fields.map((field) => [field.id, field.name]));
  const textOf = (text: Text | undefined) => {
    const value = typeof text === 'string' ? text : (text?.[lang] ?? '');
    return value.startsWith('@media/') ? `${mediaBase}/${value.slice('@media/'.length)}` : value;
  };
  const elements = entries.map((entry) => {
    const element = newElementLike(template, typeof entry.$type === 'string' ? entry.$type : 'default');
    return {
      ...element,
      values: element.values.map((value) => ({ ...value, value: textOf(entry[fieldNames.get(value.fieldId) ?? '']) })),
    };
  });
  return { ...template, isNew: false, elements };
}
