import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { namespace } from '../../../locales';
import { joinWaitingList } from '../api/waiting-list';

interface Props {
  userId: string;
  eventsGroupId: string;
  /** The course filled up while the person paid: their payment is being given back. */
  isRefunded: boolean;
}

/** A full course: offers the waiting list instead of the payment (issue 21 item 2). */
export function WaitingListJoin({ userId, eventsGroupId, isRefunded }: Props) {
  const { t } = useTranslation(namespace);
  const [position, setPosition] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      setPosition((await joinWaitingList(userId, eventsGroupId)).position);
    } catch (caught) {
      const apiError = toApiError(caught);
      // The server's text is in the visitor's language; without an answer, our own.
      setError(apiError.code === 'unknownErrorCode' ? t('payment.waitingListFailed') : apiError.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="status" className="payment-step__status">
      <p>
        <strong>{t('payment.courseFull')}</strong>
      </p>
      {isRefunded && <p>{t('payment.fullRefunded')}</p>}
      {position === null ? (
        <>
          <p>{t('payment.waitingListText')}</p>
          <button type="button" className="club-button" disabled={isBusy} onClick={() => void join()}>
            {t('payment.joinWaitingList')}
          </button>
        </>
      ) : (
        <p>{t('payment.onWaitingList', { position })}</p>
      )}
      {error && (
        <p role="alert" className="payment-step__error">
          {error}
        </p>
      )}
    </div>
  );
}
