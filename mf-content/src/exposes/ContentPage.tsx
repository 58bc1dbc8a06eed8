import { useTranslation } from 'react-i18next';
import { namespace } from '../locales';

// Placeholder until the feature issue fills it in.
export default function ContentPage() {
  const { t } = useTranslation(namespace);
  return (
    <section className="placeholder" data-remote="mf-content" data-expose="ContentPage">
      <h1>{t('ContentPage.heading')}</h1>
    </section>
  );
}
