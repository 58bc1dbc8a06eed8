import { addLocales } from '@club/shared';

addLocales('shell', {
  de: {
    startupError: {
      title: 'Die Seite kann gerade nicht geladen werden',
      text: 'Bitte prüfe deine Internetverbindung und lade die Seite neu.',
      reload: 'Neu laden',
    },
  },
  en: {
    startupError: {
      title: 'The site cannot be loaded right now',
      text: 'Please check your internet connection and reload the page.',
      reload: 'Reload',
    },
  },
});
