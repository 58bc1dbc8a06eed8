import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import type { FeedLinks } from '../api/calendar';

/** A feed's subscription (webcal://, calendar apps keep it current) and its one-off download. */
export function FeedLinksLine({ links, label }: { links: FeedLinks; label: string }) {
  const { t } = useTranslation(namespace);
  return (
    <p className="training-schedule__feed">
      <a href={links.subscribeUrl}>{label}</a>
      {' · '}
      <a href={links.downloadUrl} download>
        {t('schedule.downloadFeed')}
      </a>
    </p>
  );
}
