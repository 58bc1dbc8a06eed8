import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import type { SentMessage } from '../api/messages';

/** The sent list with each message's delivery state from the outbox. */
export function SentMessages({ messages }: { messages: SentMessage[] }) {
  const { t, i18n } = useTranslation(namespace);
  const locale = i18n.language === 'en' ? 'en-GB' : 'de-DE';
  if (messages.length === 0) return <p>{t('messages.none')}</p>;
  return (
    <ul className="club-messages__sent">
      {messages.map((message) => (
        <li key={message.id} className="club-messages__item">
          <p className="club-messages__subject">{message.subject}</p>
          <dl className="club-messages__facts">
            <div>
              <dt>{t('messages.columns.date')}</dt>
              <dd>
                {new Date(message.createdAt).toLocaleString(locale, {
                  timeZone: 'Europe/Berlin',
                  dateStyle: 'short',
                  timeStyle: 'short',
                })}
              </dd>
            </div>
            <div>
              <dt>{t('messages.columns.audience')}</dt>
              <dd>{message.audienceLabel}</dd>
            </div>
            <div>
              <dt>{t('messages.columns.sender')}</dt>
              <dd>{message.senderName}</dd>
            </div>
            <div>
              <dt>{t('messages.columns.delivery')}</dt>
              <dd>
                {t('messages.delivery', { sent: message.sent, recipients: message.recipients })}
                {message.queued > 0 ? ` · ${t('messages.deliveryQueued', { count: message.queued })}` : ''}
                {message.failed > 0 ? ` · ${t('messages.deliveryFailed', { count: message.failed })}` : ''}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
