import type { Localized } from '../db/schema.js';
import { t } from './builders.js';

interface NewsSeed {
  headline: Localized;
  category: Localized;
  publishedAt: string;
  media: string[];
  de: string[];
  en: string[];
}

export function demoNews(media: (file: string) => string): NewsSeed[] {
  return [
    {
      headline: t('Erste Mannschaft gewinnt Derby mit 3:1', 'First team wins the derby 3–1'),
      category: t('news;Fußball', 'news;Football'),
      publishedAt: '2026-03-15T16:30:00Z',
      media: [media('sport-football.svg')],
      de: [
        'Vor 850 Zuschauern setzte sich unsere Erste verdient gegen den SV Pullach durch.',
        'Zwei Tore von Kapitän Luca Maier brachten die Entscheidung.',
      ],
      en: [
        'In front of 850 spectators our first team deservedly beat SV Pullach.',
        'Two goals from captain Luca Maier settled the match.',
      ],
    },
    {
      headline: t('Neue Yogakurse ab April', 'New yoga classes from April'),
      category: t('news;Fitness', 'news;Fitness'),
      publishedAt: '2026-03-02T09:00:00Z',
      media: [media('sport-yoga.svg')],
      de: ['Wegen der großen Nachfrage bieten wir ab April zwei zusätzliche Yogakurse am Sonntag an.'],
      en: ['Due to high demand we are adding two Sunday yoga classes from April.'],
    },
    {
      headline: t('Vereinsmeisterschaft im Schwimmen', 'Club swimming championship'),
      category: t('news;Schwimmen', 'news;Swimming'),
      publishedAt: '2026-04-19T18:00:00Z',
      media: [media('sport-swimming.svg')],
      de: ['112 Starterinnen und Starter kämpften um die Titel – mit elf neuen Vereinsrekorden.'],
      en: ['112 swimmers competed for the titles – setting eleven new club records.'],
    },
    {
      headline: t('Handball-Damen steigen auf', "Women's handball team promoted"),
      category: t('news;Handball', 'news;Handball'),
      publishedAt: '2026-05-10T20:15:00Z',
      media: [media('sport-handball.svg')],
      de: ['Mit einem Sieg am letzten Spieltag sicherten sich unsere Damen den Aufstieg in die Landesliga.'],
      en: ['With a win on the final match day our women secured promotion to the state league.'],
    },
    {
      headline: t('Sommerfest am 18. Juli', 'Summer festival on 18 July'),
      category: t('news;Verein', 'news;Club'),
      publishedAt: '2026-06-01T08:00:00Z',
      media: [media('banner-home-3.svg')],
      de: ['Spielstraße, Turniere, Live-Musik und Grillbuffet: Feiert mit uns auf der Vereinsanlage!'],
      en: ['Games, tournaments, live music and a barbecue: celebrate with us at the club grounds!'],
    },
    {
      headline: t('Beachvolleyball-Saison eröffnet', 'Beach volleyball season open'),
      category: t('news;Volleyball', 'news;Volleyball'),
      publishedAt: '2026-05-24T11:00:00Z',
      media: [media('sport-volleyball.svg')],
      de: ['Die beiden Beachfelder sind frisch aufbereitet und ab sofort buchbar.'],
      en: ['Both beach courts have been refreshed and can be booked now.'],
    },
    {
      headline: t('Jahreshauptversammlung 2026', 'Annual general meeting 2026'),
      category: t('news;Verein', 'news;Club'),
      publishedAt: '2026-02-12T19:00:00Z',
      media: [media('logo.svg')],
      de: ['Der Vorstand wurde einstimmig entlastet; Claudia Neumeier ist neue 2. Vorsitzende.'],
      en: ['The board was discharged unanimously; Claudia Neumeier is the new vice chair.'],
    },
  ];
}
