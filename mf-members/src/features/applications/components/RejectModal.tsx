import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@club/shared';
import { namespace } from '../../../locales';
import { rejectApplication } from '../api/applications-api';
import { errorMessageOf } from '../lib/download';

/** Asks for the reason (3-500 characters, mailed to the applicant), then rejects. */
export function RejectModal({
  isOpen,
  applicationId,
  name,
  onClose,
  onRejected,
}: {
  isOpen: boolean;
  applicationId: string;
  name: string;
  onClose: () => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation(namespace);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const id = `reject-${applicationId}`;

  const reject = async () => {
    if (reason.trim().length < 3 || reason.trim().length > 500) {
      setError(t('applications.rejectReasonInvalid'));
      return;
    }
    setIsBusy(true);
    try {
      await rejectApplication(applicationId, reason.trim());
      onRejected();
    } catch (thrown) {
      setError(t('applications.actionFailed', { message: (await errorMessageOf(thrown)) ?? '' }));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('applications.rejectTitle', { name })}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('applications.cancel')}
          </button>
          <button type="button" className="button" disabled={isBusy} onClick={() => void reject()}>
            {t('applications.reject')}
          </button>
        </>
      }
    >
      <label htmlFor={id} className="applications__label">
        {t('applications.rejectReason')}
      </label>
      <textarea
        id={id}
        className="applications__reason"
        rows={4}
        maxLength={500}
        value={reason}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="applications__error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
