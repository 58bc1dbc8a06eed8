import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@club/shared/contracts';
import type { EventSummary } from '@club/shared/contracts/endpoints/events';
import { cancelPaidSignUp, confirmEventPayment, giveUpEventPayment } from '../api/event-payments';
import { eventsNamespace } from '../locales';
import { CardWidget } from './CardWidget';

/** Where the card form stands: the widget, the provider's answer, and what follows. */
type State =
  | { kind: 'widget' }
  | { kind: 'confirming' }
  | { kind: 'paid' }
  // The provider has not decided yet: the server settles it and mails the receipt.
  | { kind: 'pending' }
  // The place went while the card was paid (the hold had run out): the payment goes back.
  | { kind: 'full' }
  | { kind: 'error'; message: string }
  | { kind: 'cancelled' };

interface Props {
  event: EventSummary;
  userId: string;
  /** A child's place the member pays for (issue 35, children); null: the member's own. */
  childId?: string | null;
  /** The started checkout (from the sign-up's answer), or the one the provider returned for. */
  checkout: { checkoutId: string; widgetUrl: string | null; amountCents: number | null };
  /** True when the provider sent the browser back to this page with ?id=. */
  isReturn: boolean;
  /** The member gave up paying (back to the form) or the state changed (reload the places). */
  onBack: () => void;
  onChanged: () => void;
}

/** Drops the provider's ?id= and resourcePath= from the address: a reload does not ask again. */
function forgetProviderReturn() {
  const url = new URL(window.location.href);
  url.searchParams.delete('id');
  url.searchParams.delete('resourcePath');
  url.searchParams.delete('for');
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
}

/**
 * A paid event's card payment (api/README.md "Paid events"): the provider's widget, then the
 * order through the courses' own order call, which settles on the server (orders/settle.ts).
 * The price shown is the server's (the sign-up's answer); the card goes to the provider only.
 */
export function EventPayment({ event, userId, childId = null, checkout, isReturn, onBack, onChanged }: Props) {
  const { t, i18n } = useTranslation(eventsNamespace);
  const lang = i18n.language === 'en' ? 'en' : 'de';
  const [state, setState] = useState<State>(isReturn ? { kind: 'confirming' } : { kind: 'widget' });
  const [isSending, setSending] = useState(false);
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!isReturn || sentFor.current === checkout.checkoutId) return;
    sentFor.current = checkout.checkoutId;
    forgetProviderReturn();
    void confirmEventPayment(userId, event.id, checkout.checkoutId).then((result) => {
      if (!result.ok)
        setState(
          result.code === 'COURSE_FULL_REFUNDED' ? { kind: 'full' } : { kind: 'error', message: t('payNotReceived') },
        );
      else if (result.value.statusOrder === 'SENT') setState({ kind: 'paid' });
      else if (result.value.statusOrder === 'PENDING') setState({ kind: 'pending' });
      else setState({ kind: 'error', message: t('payNotAccepted', { detail: result.value.result.description }) });
      onChanged();
    });
  }, [isReturn, checkout.checkoutId, userId, event.id, onChanged, t]);

  const giveUp = async () => {
    setSending(true);
    await giveUpEventPayment(userId, checkout.checkoutId);
    setSending(false);
    onBack();
  };

  const cancel = async () => {
    setSending(true);
    const result = await cancelPaidSignUp(userId, event.id, childId ?? undefined);
    setSending(false);
    if (!result.ok) setState({ kind: 'error', message: result.message });
    else setState({ kind: 'cancelled' });
    onChanged();
  };

  return (
    <div className="event-form event-payment" role="region" aria-label={t('payTitle', { title: event.title })}>
      <h3 className="event-form__title">{t('payTitle', { title: event.title })}</h3>
      {checkout.amountCents !== null && state.kind === 'widget' ? (
        <p className="event-payment__amount">{t('payAmount', { amount: formatCents(checkout.amountCents, lang) })}</p>
      ) : null}
      {state.kind === 'widget' && checkout.widgetUrl ? (
        <>
          <p>{t('payHold')}</p>
          <CardWidget
            widgetUrl={checkout.widgetUrl}
            // Back from the provider the form knows whose place was paid (?for=, a child's id).
            returnQuery={`event=${encodeURIComponent(event.id)}${childId ? `&for=${encodeURIComponent(childId)}` : ''}`}
          />
          <button type="button" className="event-form__secondary" disabled={isSending} onClick={() => void giveUp()}>
            {t('payGiveUp')}
          </button>
        </>
      ) : null}
      {state.kind === 'confirming' ? (
        <p role="status" className="event-form__done">
          {t('payConfirming')}
        </p>
      ) : null}
      {state.kind === 'paid' ? (
        <>
          <p role="status" className="event-form__done" data-testid="event-paid">
            {t('paid')}
          </p>
          {event.isOpen ? (
            <button type="button" className="event-form__cancel" disabled={isSending} onClick={() => void cancel()}>
              {t('paidCancel')}
            </button>
          ) : null}
        </>
      ) : null}
      {state.kind === 'pending' ? (
        <p role="status" className="event-form__done">
          {t('payPending')}
        </p>
      ) : null}
      {state.kind === 'full' ? (
        <p role="status" className="event-form__done">
          {t('payFullRefunded')}
        </p>
      ) : null}
      {state.kind === 'cancelled' ? (
        <p role="status" className="event-form__done">
          {t('paidCancelled')}
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <div role="alert" className="event-form__error">
          <p>{state.message}</p>
          <button type="button" className="event-form__secondary" onClick={onBack}>
            {t('payAgain')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
