import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, toApiError } from '@club/shared';
import { formatCents } from '@club/shared/contracts';
import { refundReasons } from '@club/shared/contracts';
import type { LedgerEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { refund } from '../api/ledger';

interface Props {
  entry: LedgerEntry;
  onClose: () => void;
  onRefunded: (status: string) => void;
}

/** Asks for the reason (one of the list) and a confirmation before the provider gives the money back. */
export function RefundDialog({ entry, onClose, onRefunded }: Props) {
  const { t, i18n } = useTranslation(namespace);
  const [reason, setReason] = useState<string>('');
  const [error, setError] = useState('');
  const [isSending, setIsSending] = useState(false);

  const confirm = async () => {
    if (!reason) {
      setError(t('ledger.refund.chooseReason'));
      return;
    }
    setIsSending(true);
    setError('');
    try {
      const answer = await refund(entry.orderId ?? '', reason);
      onRefunded(answer.status);
    } catch (thrown) {
      setError(toApiError(thrown).message);
      setIsSending(false);
    }
  };

  return (
    <Modal
      isOpen
      title={t('ledger.refund.title')}
      onClose={onClose}
      className="ledger-dialog"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('ledger.refund.cancel')}
          </button>
          <button type="button" className="button" disabled={isSending} onClick={() => void confirm()}>
            {isSending ? t('ledger.refund.sending') : t('ledger.refund.confirm')}
          </button>
        </>
      }
    >
      <p>
        {t('ledger.refund.question', {
          // What the member paid: the card's part and the credit's (issue 33).
          amount: formatCents(entry.amountCents + entry.creditCents, i18n.language),
          person: entry.person,
          course: entry.courseName,
          reference: entry.reference,
        })}
        {entry.creditCents > 0 &&
          ` ${t('ledger.refund.creditPart', {
            card: formatCents(entry.amountCents, i18n.language),
            credit: formatCents(entry.creditCents, i18n.language),
          })}`}
      </p>
      <fieldset className="ledger-dialog__reasons">
        <legend>{t('ledger.refund.reason')}</legend>
        {refundReasons.map((code) => (
          <label key={code} className="ledger-dialog__reason">
            <input
              type="radio"
              name="refund-reason"
              value={code}
              checked={reason === code}
              onChange={() => {
                setReason(code);
                setError('');
              }}
            />
            {t(`ledger.reasons.${code}`)}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="ledger-dialog__error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
