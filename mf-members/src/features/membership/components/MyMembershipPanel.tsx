import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { useCall } from '@club/shared/data/use-call';
import { getMyMembership } from '@club/shared/contracts/endpoints/member-self';
import { namespace } from '../../../locales';
import { switchToTransfer, type MyMembership } from '../api/membership-api';
import { calendarDay } from '../lib/calendar-day';
import { MandateCard } from './MandateCard';
import { NewMandateForm } from './NewMandateForm';
import { Resignation } from './Resignation';
import './membership.css';

/**
 * The payment-methods tab for members: the mandate, a new one or transfer, and resignation. The
 * call is answered from the session, so it needs no person (signing in or out loads the page anew).
 */
export function MyMembershipPanel() {
  const { t, i18n } = useTranslation(namespace);
  const loaded = useCall(getMyMembership, {});
  const [changed, setChanged] = useState<MyMembership | null>(null);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const membership = changed ?? loaded.data;
  if (loaded.error && !membership) return <p role="alert">{t('membership.loadFailed')}</p>;
  if (!membership) return <p>{t('membership.loading')}</p>;

  const done = (next: MyMembership, text: string) => {
    setChanged(next);
    setMessage(text);
    setFailure('');
  };
  const toTransfer = async () => {
    if (!window.confirm(t('membership.confirmTransfer'))) return;
    try {
      done(await switchToTransfer(), t('membership.switched'));
    } catch (error) {
      setFailure(t('membership.failed', { message: toApiError(error).message }));
    }
  };

  return (
    <div className="membership">
      <p className="membership__status" role="status">
        {message}
      </p>
      <dl className="membership__facts">
        <div>
          <dt>{t('membership.memberNumber')}</dt>
          <dd>{membership.memberNumber ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('membership.memberSince')}</dt>
          <dd>{calendarDay(membership.memberSince, i18n.language)}</dd>
        </div>
      </dl>
      <section className="membership__section" aria-labelledby="mandate-title">
        <h3 id="mandate-title">{t('membership.mandateTitle')}</h3>
        {membership.mandate ? <MandateCard mandate={membership.mandate} /> : <p>{t('membership.noMandate')}</p>}
        <NewMandateForm onDone={done} />
        {membership.mandate ? (
          <div className="membership__transfer">
            <h4>{t('membership.transferTitle')}</h4>
            <p>{t('membership.transferText')}</p>
            <button type="button" className="club-button club-button--secondary" onClick={() => void toTransfer()}>
              {t('membership.switchToTransfer')}
            </button>
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="membership__error">
            {failure}
          </p>
        ) : null}
      </section>
      <Resignation membership={membership} onDone={done} />
    </div>
  );
}
