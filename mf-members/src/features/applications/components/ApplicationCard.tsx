import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { acceptApplication } from '../api/applications-api';
import { errorMessageOf } from '../lib/download';
import { euro } from '../lib/format';
import { MandateReturns } from './MandateReturns';
import { RejectModal } from './RejectModal';

const day = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', { dateStyle: 'medium' }).format(new Date(iso));

/** One application: who, what, the mandate (masked IBAN), and the decision buttons while new. */
export function ApplicationCard({
  application: a,
  onDecided,
}: {
  application: ApplicationSummary;
  onDecided: (message: string) => void;
}) {
  const { t, i18n } = useTranslation(namespace);
  const [isBusy, setIsBusy] = useState(false);
  const [isRejecting, setIsRejecting] = useState(false);
  const [error, setError] = useState('');
  const name = `${a.firstName} ${a.familyName}`;

  const accept = async () => {
    setIsBusy(true);
    setError('');
    try {
      await acceptApplication(a.id);
      onDecided(t('applications.accepted', { name }));
    } catch (thrown) {
      setError(t('applications.actionFailed', { message: (await errorMessageOf(thrown)) ?? '' }));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <article className="application" aria-labelledby={`application-${a.id}`}>
      <header className="application__header">
        <h2 id={`application-${a.id}`}>{name}</h2>
        <span className={`application__state application__state--${a.state}`}>
          {t(`applications.states.${a.state}`)}
        </span>
      </header>
      <p className="application__received">{t('applications.received', { date: day(a.createdAt, i18n.language) })}</p>
      <dl className="application__facts">
        <dt>{t('applications.type')}</dt>
        <dd>{t(`membershipTypes.${a.typeId}`)}</dd>
        <dt>{t('applications.people')}</dt>
        <dd>{a.people}</dd>
        <dt>{t('applications.monthly')}</dt>
        <dd>{euro(a.monthlyCents, i18n.language)}</dd>
        {a.familyMembers.length > 0 ? (
          <>
            <dt>{t('applications.family')}</dt>
            <dd>{a.familyMembers.map((m) => `${m.firstName} (${m.birthDay})`).join(', ')}</dd>
          </>
        ) : null}
        <dt>{t('applications.contact')}</dt>
        <dd>
          <a href={`mailto:${a.email}`}>{a.email}</a>, {a.phone}
        </dd>
        <dt>{t('applications.address')}</dt>
        <dd>{a.address}</dd>
        <dt>{t('applications.mandate')}</dt>
        <dd>
          {a.mandate.reference} ({a.mandate.signedOn})
        </dd>
        <dt>{t('applications.account')}</dt>
        <dd>
          {a.mandate.accountHolder}, {a.mandate.maskedIban}, {a.mandate.bic}
        </dd>
        {a.rejectReason ? (
          <>
            <dt>{t('applications.reason')}</dt>
            <dd>{a.rejectReason}</dd>
          </>
        ) : null}
      </dl>
      {a.state === 'accepted' ? (
        <MandateReturns mandateId={a.mandate.id} returns={a.mandate.returns} onChanged={onDecided} />
      ) : null}
      {error ? (
        <p className="applications__error" role="alert">
          {error}
        </p>
      ) : null}
      {a.state === 'new' ? (
        <div className="application__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={isBusy}
            onClick={() => setIsRejecting(true)}
          >
            {t('applications.reject')}
          </button>
          <button
            type="button"
            className="button"
            disabled={isBusy}
            aria-label={`${t('applications.accept')}: ${name}`}
            onClick={() => void accept()}
          >
            {t('applications.accept')}
          </button>
        </div>
      ) : null}
      <RejectModal
        isOpen={isRejecting}
        applicationId={a.id}
        name={name}
        onClose={() => setIsRejecting(false)}
        onRejected={() => {
          setIsRejecting(false);
          onDecided(t('applications.rejected', { name }));
        }}
      />
    </article>
  );
}
