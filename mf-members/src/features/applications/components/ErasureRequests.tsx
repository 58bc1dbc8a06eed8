import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCall, useCall } from '@club/shared/data/use-call';
import { listErasureRequests } from '@club/shared/contracts/endpoints/gdpr';
import { namespace } from '../../../locales';
import { confirmErasure } from '../api/applications-api';
import { errorMessageOf } from '../lib/download';

/** Open erasure requests; an administrator confirms each one (the API anonymises and logs it). */
export function ErasureRequests() {
  const { t } = useTranslation(namespace);
  const requests = useCall(listErasureRequests, {});
  const [message, setMessage] = useState('');

  const confirm = async (userId: string, name: string) => {
    try {
      await confirmErasure(userId);
      setMessage(t('applications.erasure.done', { name }));
      void refreshCall(listErasureRequests, {});
    } catch (thrown) {
      setMessage(t('applications.actionFailed', { message: (await errorMessageOf(thrown)) ?? '' }));
    }
  };

  return (
    <section className="applications__sepa" aria-labelledby="erasure-title">
      <h2 id="erasure-title">{t('applications.erasure.title')}</h2>
      {requests.data && requests.data.length === 0 ? <p>{t('applications.erasure.none')}</p> : null}
      <ul className="applications__list">
        {(requests.data ?? []).map((request) => {
          const name = request.displayName || request.email;
          return (
            <li key={request.userId} className="application__header">
              <span>
                {name} ({request.email})
              </span>
              <button type="button" className="button" onClick={() => void confirm(request.userId, name)}>
                {t('applications.erasure.confirm', { name })}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status">{message}</p>
    </section>
  );
}
