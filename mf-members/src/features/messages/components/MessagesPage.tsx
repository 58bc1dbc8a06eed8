import { type FormEvent, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { sessionAtom, toApiError } from '@club/shared';
import { refreshCall, useCall } from '@club/shared/data/use-call';
import { getAccessOverview } from '@club/shared/contracts/endpoints/access';
import { listMessages, type MessageAudience } from '@club/shared/contracts/endpoints/messages';
import { namespace } from '../../../locales';
import { sendClubMessage } from '../api/messages';
import { AudiencePicker, type AudienceDraft } from './AudiencePicker';
import { SentMessages } from './SentMessages';
import './messages.css';

const emptyTexts = { subjectDe: '', bodyDe: '', subjectEn: '', bodyEn: '' };
const firstAudience: AudienceDraft = {
  kind: 'allMembers',
  role: 'MEMBER_USER',
  typeId: 1,
  eventsGroupId: '',
  from: '',
  to: '',
};

/** The draft as the API's audience, or the key of what is still missing. */
function toAudience(draft: AudienceDraft): MessageAudience | 'pickCourse' | 'pickPeriod' {
  switch (draft.kind) {
    case 'role':
      return { kind: 'role', role: draft.role };
    case 'feeCategory':
      return { kind: 'feeCategory', typeId: draft.typeId };
    case 'course':
      return draft.eventsGroupId ? { kind: 'course', eventsGroupId: draft.eventsGroupId } : 'pickCourse';
    case 'bookings':
      return draft.from && draft.to ? { kind: 'bookings', from: draft.from, to: draft.to } : 'pickPeriod';
    default:
      return { kind: 'allMembers' };
  }
}

/**
 * /members/messages (issue 35): administrators write to a role, a fee category, all members, a
 * course or the bookings of a period, and see what was sent with its delivery state. The server
 * decides who may write to whom and who receives it; its refusals show in its words and what was
 * typed stays. Coaches see their own sent messages and write to their course on /training.
 */
export function MessagesPage() {
  const { t } = useTranslation(namespace);
  const session = useAtomValue(sessionAtom);
  const isAdmin = session?.role.name === 'ADMINISTRATOR';
  const sent = useCall(listMessages, {});
  // The courses to write to: the roles page's overview, one request and entry for both.
  const overview = useCall(getAccessOverview, isAdmin ? {} : null);
  const [audience, setAudience] = useState<AudienceDraft>(firstAudience);
  const [texts, setTexts] = useState(emptyTexts);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const field = (name: keyof typeof emptyTexts) => ({
    value: texts[name],
    onChange: (event: { target: { value: string } }) => setTexts({ ...texts, [name]: event.target.value }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    const target = toAudience(audience);
    if (typeof target === 'string') {
      setError(t(`messages.${target}`));
      return;
    }
    setIsSending(true);
    try {
      const message = await sendClubMessage({ audience: target, ...texts });
      setNotice(t('messages.sent', { subject: message.subject, count: message.recipients }));
      setTexts(emptyTexts);
      void refreshCall(listMessages, {});
    } catch (failure) {
      setError(toApiError(failure).message || t('messages.error'));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section className="club-messages" aria-labelledby="club-messages-title">
      <h1 id="club-messages-title">{t('messages.title')}</h1>
      {isAdmin ? (
        <form className="club-messages__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <h2>{t('messages.write')}</h2>
          <p className="club-messages__intro">{t('messages.intro')}</p>
          <AudiencePicker value={audience} courses={overview.data?.courses ?? []} onChange={setAudience} />
          <label className="club-messages__field">
            {t('messages.subjectDe')}
            <input type="text" required maxLength={150} {...field('subjectDe')} />
          </label>
          <label className="club-messages__field">
            {t('messages.bodyDe')}
            <textarea required rows={6} maxLength={10000} {...field('bodyDe')} />
          </label>
          <label className="club-messages__field">
            {t('messages.subjectEn')}
            <input type="text" maxLength={150} {...field('subjectEn')} />
          </label>
          <label className="club-messages__field">
            {t('messages.bodyEn')}
            <textarea rows={4} maxLength={10000} {...field('bodyEn')} />
          </label>
          {error ? (
            <p role="alert" className="club-messages__error">
              {error}
            </p>
          ) : null}
          {notice ? (
            <p role="status" className="club-messages__notice">
              {notice}
            </p>
          ) : null}
          <button type="submit" className="club-button" disabled={isSending}>
            {isSending ? t('messages.sending') : t('messages.send')}
          </button>
        </form>
      ) : (
        <p>
          {t('messages.adminOnly')} <Link to="/training">{t('messages.toTraining')}</Link>
        </p>
      )}
      <section aria-labelledby="club-messages-history">
        <h2 id="club-messages-history">{t('messages.history')}</h2>
        {sent.error ? <p role="alert">{t('messages.loadError')}</p> : null}
        {sent.data ? <SentMessages messages={sent.data} /> : null}
      </section>
    </section>
  );
}
