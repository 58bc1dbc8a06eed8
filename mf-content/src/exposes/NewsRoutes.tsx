import { useTranslation } from 'react-i18next';
import { namespace } from '../locales';

// Placeholder until the feature issue fills it in.
export default function NewsRoutes() {
  const { t } = useTranslation(namespace);
  return (
    <section className="placeholder" data-remote="mf-content" data-expose="NewsRoutes">
      <h1>{t('NewsRoutes.heading')}</h1>
    </section>
  );
}
