import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { namespace } from '../../../locales';

/** Step 3: the application is stored; a way on to the training schedule. */
export function SuccessStep({ reference }: { reference: string }) {
  const { t } = useTranslation(namespace);
  return (
    <section className="membership-step membership-success" aria-labelledby="membership-success">
      <div className="membership-success__icon" aria-hidden="true">
        ✓
      </div>
      <h2 id="membership-success" tabIndex={-1}>
        {t('membership.success.heading')}
      </h2>
      <p>{t('membership.success.text', { reference })}</p>
      <p>
        <Link to="/training">{t('membership.success.schedule')}</Link>
      </p>
    </section>
  );
}
