import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { goToLogin, isLoggedInAtom, sessionAtom } from '@club/shared';
import { answerProblems, emailPattern, eventPaymentCents, formatCents, maxEventGuests } from '@club/shared/contracts';
import type { EventSummary } from '@club/shared/contracts/endpoints/events';
import { fetchEvent, sendCancel, sendSignUp } from '../api/events';
import { sendEventPayment } from '../api/event-payments';
import { fetchChildren, type ChildChoice } from '../api/family';
import { eventsNamespace } from '../locales';
// In the form's chunk: a chunk of its own would add its name to the remote's runtime on every page.
import { EventPayment } from './EventPayment';

interface Props {
  event: EventSummary;
  /** From the confirmation mail's link: the form offers to cancel instead. */
  cancelToken: string | null;
  /** A paid event: the checkout the provider sent the browser back for (?id=). */
  returnedCheckout?: string | null;
  onChanged: (event: EventSummary) => void;
  /** The sign-up is cancelled: the block closes the form and offers "Sign up" again. */
  onCancelled: () => void;
}

type Errors = Record<string, string>;

/** Back from the card provider for a child's place: the page's ?for= names the child (see EventPayment). */
function returnedFor(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('for') ?? '';
}

/**
 * The sign-up form of an EVENT block: name and e-mail (visitors; a signed-in member signs up
 * with their profile), guests when allowed, the event's questions. The shared rules check the
 * answers before sending; the server checks again and its message is shown as it is. What was
 * typed stays in the form on every error. A signed-in guardian chooses "Für wen?": themself or
 * one of their children (the server's family data; the server checks the child again).
 */
export function EventSignUpForm({ event, cancelToken, returnedCheckout = null, onChanged, onCancelled }: Props) {
  const { t, i18n } = useTranslation(eventsNamespace);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const session = useAtomValue(sessionAtom);
  // Paid events (api/README.md "Paid events"): a signed-in member pays through the checkout.
  const isPaid = event.priceCents > 0;
  const lang = i18n.language === 'en' ? 'en' : 'de';
  const [payment, setPayment] = useState<{
    checkoutId: string;
    widgetUrl: string | null;
    amountCents: number | null;
    isReturn: boolean;
  } | null>(
    returnedCheckout ? { checkoutId: returnedCheckout, widgetUrl: null, amountCents: null, isReturn: true } : null,
  );
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [guests, setGuests] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [isSending, setSending] = useState(false);
  const [done, setDone] = useState<{ kind: 'confirmed' | 'waiting' | 'waitingPaid'; position?: number | null } | null>(
    null,
  );
  const [token, setToken] = useState(cancelToken);
  const [children, setChildren] = useState<ChildChoice[]>([]);
  // '' = the member themself; else one of their children's ids.
  const [participantId, setParticipantId] = useState(returnedFor);
  const id = (field: string) => `event-${event.id}-${field}`;
  const userId = isLoggedIn ? (session?.id ?? null) : null;
  const child = children.find((c) => c.id === participantId) ?? null;
  const forChild = participantId ? { participantId } : {};

  useEffect(() => {
    if (!userId) return;
    let isCurrent = true;
    void fetchChildren(userId).then((found) => {
      if (isCurrent) setChildren(found);
    });
    return () => {
      isCurrent = false;
    };
  }, [userId]);

  const refresh = () =>
    fetchEvent(event.id)
      .then(onChanged)
      .catch(() => undefined);

  const check = (): Errors => {
    const found: Errors = {};
    if (!isLoggedIn) {
      if (!name.trim()) found.name = t('mandatory');
      if (!email.trim()) found.email = t('mandatory');
      else if (!emailPattern.test(email.trim())) found.email = t('invalidEmail');
    }
    for (const problem of answerProblems(event.questions, answers))
      found[problem.questionId] = problem.problem === 'required' ? t('answerRequired') : t('mandatory');
    return found;
  };

  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const found = check();
    setErrors(found);
    setServerError('');
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      document.getElementById(id(firstInvalid))?.focus();
      return;
    }
    setSending(true);
    if (isPaid && session) {
      const started = await sendEventPayment(session.id, event.id, {
        guests,
        answers,
        language: lang,
        amount: eventPaymentCents(event.priceCents, guests) / 100,
        ...forChild,
      });
      setSending(false);
      if (!started.ok) setServerError(started.code === 'unknownErrorCode' ? t('failed') : started.message);
      else if (started.value.status === 'WAITING') setDone({ kind: 'waitingPaid', position: started.value.position });
      else
        setPayment({
          checkoutId: started.value.checkoutId,
          widgetUrl: started.value.widgetUrl,
          amountCents: Math.round(started.value.amount * 100),
          isReturn: false,
        });
      void refresh();
      return;
    }
    const result = await sendSignUp(event.id, {
      ...(isLoggedIn ? {} : { name: name.trim(), email: email.trim() }),
      guests,
      answers,
      language: i18n.language === 'en' ? 'en' : 'de',
      ...forChild,
    });
    setSending(false);
    if (!result.ok) {
      setServerError(result.code === 'unknownErrorCode' ? t('failed') : result.message);
      return;
    }
    setToken(result.value.cancelToken);
    setDone({ kind: result.value.status === 'CONFIRMED' ? 'confirmed' : 'waiting', position: result.value.position });
    void refresh();
  };

  const cancel = async () => {
    if (!token) return;
    setSending(true);
    const result = await sendCancel(event.id, token);
    setSending(false);
    if (!result.ok) {
      setServerError(result.code === 'unknownErrorCode' ? t('failed') : result.message);
      return;
    }
    void refresh();
    onCancelled();
  };

  if (isPaid && payment && session)
    return (
      <EventPayment
        event={event}
        userId={session.id}
        childId={participantId || null}
        checkout={payment}
        isReturn={payment.isReturn}
        onBack={() => setPayment(null)}
        onChanged={() => void refresh()}
      />
    );
  if (done?.kind === 'waitingPaid')
    return (
      <p className="event-form__done" role="status">
        {child
          ? t('waitingPaidChild', { position: done.position, name: child.name })
          : t('waitingPaid', { position: done.position })}
      </p>
    );
  if (isPaid && !isLoggedIn && !token)
    return (
      <div className="event-form" role="region" aria-label={t('formTitle', { title: event.title })}>
        <p>{t('paidSignIn', { price: formatCents(event.priceCents, lang) })}</p>
        <button
          type="button"
          className="event-form__send"
          onClick={() => {
            // Back from the login, the page opens this event's form again.
            window.history.replaceState(null, '', `${window.location.pathname}?event=${encodeURIComponent(event.id)}`);
            void goToLogin();
          }}
        >
          {t('signIn')}
        </button>
      </div>
    );

  if (token && (cancelToken || done)) {
    return (
      <div className="event-form" role="region" aria-label={t('cancel')}>
        {done ? (
          <p className="event-form__done" role="status">
            {child
              ? done.kind === 'waiting'
                ? t('waitingChild', { position: done.position, name: child.name })
                : t('confirmedChild', { name: child.name })
              : done.kind === 'waiting'
                ? t('waiting', { position: done.position })
                : t('confirmed')}
          </p>
        ) : (
          <p>{t('cancelAsk')}</p>
        )}
        {serverError ? (
          <p className="event-form__error" role="alert">
            {serverError}
          </p>
        ) : null}
        <button
          type="button"
          className="club-button event-form__cancel"
          disabled={isSending}
          onClick={() => void cancel()}
        >
          {t('cancel')}
        </button>
        {done && children.length > 0 ? (
          <button
            type="button"
            className="event-form__secondary"
            onClick={() => {
              // A guardian signs up the next person (themself, another child) with a fresh form.
              setDone(null);
              setToken(null);
              setParticipantId('');
            }}
          >
            {t('signUpAnother')}
          </button>
        ) : null}
      </div>
    );
  }

  const errorOf = (field: string) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className="event-form__error">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: string) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {};

  return (
    <form className="event-form" noValidate onSubmit={(submitted) => void submit(submitted)}>
      <h3 className="event-form__title">{t('formTitle', { title: event.title })}</h3>
      {children.length > 0 ? (
        <div className="event-form__field">
          <label htmlFor={id('for')}>{t('forWhom')}</label>
          <select id={id('for')} value={participantId} onChange={(change) => setParticipantId(change.target.value)}>
            <option value="">{t('forMe')}</option>
            {children.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {isLoggedIn ? null : (
        <>
          <div className="event-form__field">
            <label htmlFor={id('name')}>{t('name')}</label>
            <input
              id={id('name')}
              type="text"
              autoComplete="name"
              maxLength={60}
              aria-required
              value={name}
              onChange={(change) => setName(change.target.value)}
              {...described('name')}
            />
            {errorOf('name')}
          </div>
          <div className="event-form__field">
            <label htmlFor={id('email')}>{t('email')}</label>
            <input
              id={id('email')}
              type="email"
              autoComplete="email"
              aria-required
              value={email}
              onChange={(change) => setEmail(change.target.value)}
              {...described('email')}
            />
            {errorOf('email')}
          </div>
        </>
      )}
      {event.guestsAllowed ? (
        <div className="event-form__field">
          <label htmlFor={id('guests')}>{t('guests')}</label>
          <input
            id={id('guests')}
            type="number"
            min={0}
            max={maxEventGuests}
            value={guests}
            onChange={(change) => setGuests(Math.max(0, Math.min(maxEventGuests, Number(change.target.value) || 0)))}
          />
        </div>
      ) : null}
      {event.questions.map((question) => {
        const label = `${question.question}${question.required ? ` ${t('required')}` : ''}`;
        const value = answers[question.id] ?? '';
        const set = (next: string) => setAnswers((all) => ({ ...all, [question.id]: next }));
        return (
          <div className="event-form__field" key={question.id}>
            <label htmlFor={id(question.id)}>{label}</label>
            {question.kind === 'text' ? (
              <input
                id={id(question.id)}
                type="text"
                maxLength={500}
                aria-required={question.required}
                value={value}
                onChange={(change) => set(change.target.value)}
                {...described(question.id)}
              />
            ) : (
              <select
                id={id(question.id)}
                aria-required={question.required}
                value={value}
                onChange={(change) => set(change.target.value)}
                {...described(question.id)}
              >
                <option value="">{t('choose')}</option>
                {(question.kind === 'yesNo'
                  ? [
                      { value: 'yes', label: t('yes') },
                      { value: 'no', label: t('no') },
                    ]
                  : question.options.map((option) => ({ value: option, label: option }))
                ).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
            {errorOf(question.id)}
          </div>
        );
      })}
      {serverError ? (
        <p className="event-form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="club-button event-form__send" disabled={isSending}>
        {isSending
          ? t('sending')
          : isPaid
            ? t('sendPaid', { amount: formatCents(eventPaymentCents(event.priceCents, guests), lang) })
            : t('send')}
      </button>
    </form>
  );
}
