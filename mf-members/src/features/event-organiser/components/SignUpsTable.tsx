import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { formatEventWhen } from '../../my-events';
import type { EventSignUpRow, EventSummary } from '../api/organiser';

/**
 * One event's sign-ups, as the API orders them (confirmed first, then the waiting list in its
 * order), one column per question; on phones each sign-up is a card of labelled lines.
 */
export function SignUpsTable({ event, rows }: { event: EventSummary; rows: EventSignUpRow[] }) {
  const { t, i18n } = useTranslation(namespace);
  const lang = i18n.language === 'en' ? 'en' : 'de';
  const column = (key: string) => t(`eventOrganiser.columns.${key}`);
  const answerText = (kind: string, answer: string) =>
    kind === 'yesNo' && (answer === 'yes' || answer === 'no') ? t(`eventOrganiser.${answer}`) : answer;
  const places = new Map(
    rows.filter((row) => row.status === 'WAITING').map((row, index) => [row.id, index + 1] as const),
  );
  return (
    <table className="event-organiser__table">
      <caption>{t('eventOrganiser.tableCaption', { title: event.title })}</caption>
      <thead>
        <tr>
          <th scope="col">{column('name')}</th>
          <th scope="col">{column('email')}</th>
          <th scope="col">{column('guests')}</th>
          <th scope="col">{column('status')}</th>
          <th scope="col">{column('member')}</th>
          <th scope="col">{column('signedUpAt')}</th>
          {/* A child's sign-up names the guardian who made it (the e-mail is theirs). */}
          <th scope="col">{column('signedUpBy')}</th>
          {event.questions.map((question) => (
            <th scope="col" key={question.id}>
              {question.question}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={row.status === 'CONFIRMED' ? undefined : 'event-organiser__waiting'}>
            <th scope="row" data-label={column('name')}>
              {row.name}
            </th>
            <td data-label={column('email')}>
              <a href={`mailto:${row.email}`}>{row.email}</a>
            </td>
            <td data-label={column('guests')}>{row.guests}</td>
            <td data-label={column('status')}>
              {row.status === 'WAITING'
                ? t('eventOrganiser.waiting', { position: places.get(row.id) })
                : row.status === 'CANCELLED'
                  ? t('eventOrganiser.cancelled')
                  : t('eventOrganiser.confirmed')}
              {/* A paid event: paid, refund on its way, refunded (api/README.md "Paid events"). */}
              {row.payment ? ` · ${t(`eventOrganiser.payment.${row.payment}`)}` : null}
            </td>
            <td data-label={column('member')}>{t(row.isMember ? 'eventOrganiser.yes' : 'eventOrganiser.no')}</td>
            <td data-label={column('signedUpAt')}>{formatEventWhen(row.createdAt, lang)}</td>
            <td data-label={column('signedUpBy')}>{row.signedUpBy ?? ''}</td>
            {event.questions.map((question) => (
              <td key={question.id} data-label={question.question}>
                {answerText(question.kind, row.answers[question.id] ?? '')}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
