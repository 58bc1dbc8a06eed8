import { useTranslation } from 'react-i18next';
import { namespace } from '../locales';

// Placeholder until the feature issue fills it in.
export default function CourseBlock() {
  const { t } = useTranslation(namespace);
  return (
    <section className="placeholder" data-remote="mf-checkout" data-expose="CourseBlock">
      <h1>{t('CourseBlock.heading')}</h1>
    </section>
  );
}
