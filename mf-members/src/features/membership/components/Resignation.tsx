import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { namespace } from '../../../locales';
import { giveNotice, withdrawNotice, type MyMembership } from '../api/membership-api';
import { calendarDay } from '../lib/calendar-day';

/** Notice as of 30 June or 31 December (the server computes the date), and its withdrawal. */
export function Resignation({
  membership,
  onDone,
}: {
  membership: MyMembership;
  onDone: (membership: MyMembership, message: string) => void;
}) {
  const { t, i18n } = useTranslation(namespace);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const day = (date: string) => calendarDay(date, i18n.language);

  const run = async (action: () => Promise<MyMembership>, message: string) => {
    setIsSaving(true);
    setFailure('');
    try {
      onDone(await action(), message);
      setIsConfirming(false);
    } catch (error) {
      setFailure(t('membership.failed', { message: toApiError(error).message }));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section className="membership__section" aria-labelledby="resignation-title">
      <h3 id="resignation-title">{t('membership.resignationTitle')}</h3>
      <p>{t('membership.resignationRule')}</p>
      {membership.endsOn ? (
        <>
          <p className="membership__ends">
            {t('membership.ends', { given: day(membership.noticeGivenOn ?? ''), date: day(membership.endsOn) })}
          </p>
          <button
            type="button"
            className="club-button club-button--secondary"
            disabled={isSaving}
            onClick={() => void run(withdrawNotice, t('membership.withdrawn'))}
          >
            {t('membership.withdraw')}
          </button>
        </>
      ) : (
        <>
          <p>{t('membership.nextEnd', { date: day(membership.nextPossibleEnd) })}</p>
          {isConfirming ? (
            <div role="group" aria-label={t('membership.confirmNotice', { date: day(membership.nextPossibleEnd) })}>
              <p>{t('membership.confirmNotice', { date: day(membership.nextPossibleEnd) })}</p>
              <button
                type="button"
                className="club-button"
                disabled={isSaving}
                onClick={() => void run(giveNotice, t('membership.noticeGiven'))}
              >
                {t('membership.confirm')}
              </button>{' '}
              <button
                type="button"
                className="club-button club-button--secondary"
                onClick={() => setIsConfirming(false)}
              >
                {t('membership.cancel')}
              </button>
            </div>
          ) : (
            <button type="button" className="club-button club-button--secondary" onClick={() => setIsConfirming(true)}>
              {t('membership.giveNotice', { date: day(membership.nextPossibleEnd) })}
            </button>
          )}
        </>
      )}
      {failure ? (
        <p role="alert" className="membership__error">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
