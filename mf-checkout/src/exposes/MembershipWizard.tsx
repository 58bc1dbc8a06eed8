import { useTranslation } from 'react-i18next';
import { namespace } from '../locales';

// Placeholder until the feature issue fills it in.
export default function MembershipWizard() {
  const { t } = useTranslation(namespace);
  return (
    <section className="placeholder" data-remote="mf-checkout" data-expose="MembershipWizard">
      <h1>{t('MembershipWizard.heading')}</h1>
    </section>
  );
}
