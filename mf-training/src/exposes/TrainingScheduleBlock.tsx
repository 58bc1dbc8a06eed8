import { useTranslation } from 'react-i18next';
import { namespace } from '../locales';

// Placeholder until the feature issue fills it in.
export default function TrainingScheduleBlock() {
  const { t } = useTranslation(namespace);
  return (
    <section className="placeholder" data-remote="mf-training" data-expose="TrainingScheduleBlock">
      <h1>{t('TrainingScheduleBlock.heading')}</h1>
    </section>
  );
}
