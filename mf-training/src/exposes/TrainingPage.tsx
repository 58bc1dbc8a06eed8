import { useTranslation } from 'react-i18next';
import { buildLabel } from '../build-label';
import { namespace } from '../locales';

// Placeholder until the feature issue fills it in.
export default function TrainingPage() {
  const { t } = useTranslation(namespace);
  return (
    <section className="placeholder" data-remote="mf-training" data-expose="TrainingPage" data-build={buildLabel}>
      <h1>{t('TrainingPage.heading')}</h1>
    </section>
  );
}
