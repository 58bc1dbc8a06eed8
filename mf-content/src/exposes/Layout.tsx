import { useTranslation } from 'react-i18next';
import { namespace } from '../locales';

// Placeholder until the feature issue fills it in.
export default function Layout() {
  const { t } = useTranslation(namespace);
  return (
    <section className="placeholder" data-remote="mf-content" data-expose="Layout">
      <h1>{t('Layout.heading')}</h1>
    </section>
  );
}
