import { useTranslation } from 'react-i18next';
import { namespace } from '../locales';

// Placeholder until the feature issue fills it in.
export default function MembersPage() {
  const { t } = useTranslation(namespace);
  return (
    <section className="placeholder" data-remote="mf-members" data-expose="MembersPage">
      <h1>{t('MembersPage.heading')}</h1>
    </section>
  );
}
