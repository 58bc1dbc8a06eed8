import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { i18n } from '@club/shared';
import de from '../locales/events-menu.de.json';
import en from '../locales/events-menu.en.json';

// The organisers' entry of the profile menu (issue 35: /members/events) with its texts, in the
// profile menu's chunk (signed-in people only): the visitors' texts of `/` do not grow.
const eventsMenuNamespace = 'events-menu';
i18n.addResourceBundle('de', eventsMenuNamespace, de, true, false);
i18n.addResourceBundle('en', eventsMenuNamespace, en, true, false);

export function EventsMenuItem({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(eventsMenuNamespace);
  return (
    <li>
      <Link to="/members/events" onClick={onNavigate}>
        {t('events')}
      </Link>
    </li>
  );
}
