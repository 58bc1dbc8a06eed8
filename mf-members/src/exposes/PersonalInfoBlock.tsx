import { useTranslation } from 'react-i18next';
import { namespace } from '../locales';

// Placeholder until the feature issue fills it in.
export default function PersonalInfoBlock() {
  const { t } = useTranslation(namespace);
  return (
    <section className="placeholder" data-remote="mf-members" data-expose="PersonalInfoBlock">
      <h1>{t('PersonalInfoBlock.heading')}</h1>
    </section>
  );
}
