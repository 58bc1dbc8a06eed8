import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { refreshCall, useCall } from '@club/shared/data/use-call';
import { getFamily } from '@club/shared/contracts/endpoints/families';
import { getCoursePlaces } from '@club/shared/contracts/endpoints/orders';
import { searchProducts } from '@club/shared/contracts/endpoints/products';
import { getUserWallet } from '@club/shared/contracts/endpoints/wallets';
import { paymentMethodOptions } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { abandonCheckout, createCheckout, sendOrder } from '../api/payment';
import { ParticipantChoice } from './ParticipantChoice';
import { checkoutErrorKey } from '../lib/error-key';
import { CardWidget } from './CardWidget';
import { WaitingListJoin } from './WaitingListJoin';
import './payment.css';

export interface PaymentCourse {
  name: string;
  price: number;
  eventsGroupId: string;
  /** The page showed no place left: the step is the waiting list at once. */
  isFull?: boolean;
}

type State =
  | { kind: 'choose' }
  | { kind: 'widget'; widgetUrl: string }
  | { kind: 'confirming' }
  // The provider has not decided yet: the server settles it and mails the member (never "try again").
  | { kind: 'pending' }
  // A second payment for a place the member already has: given back automatically.
  | { kind: 'refunded'; isDone: boolean }
  // No place left (before paying, or taken by someone else while paying: refunded).
  | { kind: 'full'; isRefunded: boolean }
  | { kind: 'error'; message: string; detail?: string };

interface Props {
  course: PaymentCourse;
  userId: string;
  /** The member's name, for "Myself (...)" when they may book for a child too. */
  userName?: string;
  /** Set when the provider sent the browser back with ?id= (and resourcePath). */
  returned: { checkoutId: string; resourcePath: string | null } | null;
  onCheckout: (checkoutId: string) => void;
  onPaid: () => void;
  formatPrice: (amount: number) => string;
}

/** Summary, payment methods (§9: card enabled, wallet/giropay/klarna/sepa disabled, paypal hidden), card widget, order. */
export function PaymentStep({ course, userId, userName = '', returned, onCheckout, onPaid, formatPrice }: Props) {
  const { t } = useTranslation(namespace);
  const groupName = useId();
  const [method, setMethod] = useState<string>('VISA_MASTER');
  const [chosen, setState] = useState<State>(returned ? { kind: 'confirming' } : { kind: 'choose' });
  // The page showed the course full: the waiting list at once, unless a freed place is offered
  // to this person (the server counts their offer as theirs).
  const places = useCall(
    getCoursePlaces,
    course.isFull && !returned ? { params: { courseId: course.eventsGroupId } } : null,
  );
  const isFullForMe = Boolean(course.isFull && places.data && places.data.left === 0 && !places.data.offerExpiresAt);
  // Derived, not stored: while the server says the course is full for this person, the choice of a
  // payment method is the waiting list.
  const state: State = isFullForMe && chosen.kind === 'choose' ? { kind: 'full', isRefunded: false } : chosen;
  // A payment form left open holds a place (issue 33): closing the step gives it up at once.
  const openCheckout = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (openCheckout.current) void abandonCheckout(userId, openCheckout.current).catch(() => undefined);
    },
    [userId],
  );
  // The course's products (a search sent as a POST; its body is part of the call's key). A search
  // that fails counts as no product (the spec): the course's own price is shown and ordered.
  const products = useCall(searchProducts, { body: { tags: { eventsGroupId: [course.eventsGroupId] } } });
  // Only the product on sale carries the price the checkout charges.
  const product = products.data?.find((p) => p.status === 1) ?? null;
  const price = product?.price ?? course.price;
  const sentFor = useRef<string | null>(null);
  // Who takes part: the member ('') or one of their children (issue 21 item 4); no children to
  // choose when the family does not load.
  const family = useCall(getFamily, { params: { userId } });
  const children = family.error ? [] : (family.data?.children ?? []);
  const [participantId, setParticipantId] = useState('');
  // The member's open credit is spent first (issue 33): shown before paying, as the server will
  // count it; the checkout's answer then says what it really spends. None when the wallet does not
  // load: the card pays everything.
  const wallet = useCall(getUserWallet, { params: { userId } });
  const credit = wallet.error ? 0 : (wallet.data?.data.creditCents ?? 0);
  const priceCents = Math.round(price * 100);
  const [applied, setApplied] = useState<{ creditCents: number; chargeCents: number } | null>(null);
  const creditCents = applied?.creditCents ?? Math.min(priceCents, Math.max(0, credit));
  const chargeCents = applied?.chargeCents ?? priceCents - creditCents;

  const confirmOrder = useCallback(
    (checkoutId: string, resourcePath: string | null) => {
      setState({ kind: 'confirming' });
      sendOrder(userId, { product, concept: course.eventsGroupId, checkoutId, resourcePath })
        .then((order) => {
          if (order.statusOrder === 'SENT') {
            // The wallet has the payment now (and spent credit): the members area shows the same
            // cache entry, so it is loaded anew for whoever shows it next.
            void refreshCall(getUserWallet, { params: { userId } });
            onPaid();
          } else if (order.statusOrder === 'PENDING') setState({ kind: 'pending' });
          else if (order.result.code.startsWith('ALREADY_ENROLLED_REFUND'))
            setState({ kind: 'refunded', isDone: order.result.code === 'ALREADY_ENROLLED_REFUNDED' });
          else setState({ kind: 'error', message: t('payment.notAccepted'), detail: order.result.description });
        })
        .catch((error: unknown) =>
          setState(
            toApiError(error).code === 'COURSE_FULL_REFUNDED'
              ? { kind: 'full', isRefunded: true }
              : { kind: 'error', message: t('payment.notReceived') },
          ),
        );
    },
    [product, userId, course.eventsGroupId, onPaid, t],
  );

  useEffect(() => {
    if (!returned || products.isLoading || sentFor.current === returned.checkoutId) return;
    sentFor.current = returned.checkoutId;
    confirmOrder(returned.checkoutId, returned.resourcePath);
  }, [returned, products.isLoading, confirmOrder]);

  const pay = async () => {
    try {
      const checkout = await createCheckout(userId, price, course.eventsGroupId, participantId || undefined);
      const charge = checkout.chargeCents ?? priceCents;
      setApplied({ creditCents: checkout.creditCents ?? 0, chargeCents: charge });
      // The credit pays everything: no card, the order is sent at once (the click was the payment).
      if (charge === 0) {
        confirmOrder(checkout.originalResponse.id, null);
        return;
      }
      onCheckout(checkout.originalResponse.id);
      openCheckout.current = checkout.originalResponse.id;
      setState({ kind: 'widget', widgetUrl: checkout.widgetUrl });
    } catch (error) {
      const { code } = toApiError(error);
      if (code === 'COURSE_FULL') setState({ kind: 'full', isRefunded: false });
      else setState({ kind: 'error', message: t(checkoutErrorKey(code)) });
    }
  };

  return (
    <div className="payment-step">
      <dl className="payment-step__summary">
        <div>
          <dt>{t('payment.course')}</dt>
          <dd>{course.name}</dd>
        </div>
        <div>
          <dt>{t('payment.price')}</dt>
          <dd>{formatPrice(price)}</dd>
        </div>
        {creditCents > 0 && (
          <div>
            <dt>{t('payment.stillToPay')}</dt>
            <dd>{formatPrice(chargeCents / 100)}</dd>
          </div>
        )}
      </dl>
      {creditCents > 0 && (
        <p className="payment-step__credit">{t('payment.creditApplied', { amount: formatPrice(creditCents / 100) })}</p>
      )}
      {state.kind === 'choose' && (
        <>
          <ParticipantChoice userName={userName} choices={children} value={participantId} onChange={setParticipantId} />
          {/* The credit pays everything: no method to choose (the credit is applied by itself, issue 33). */}
          {chargeCents > 0 && (
            <fieldset className="payment-step__methods">
              <legend>{t('payment.methods')}</legend>
              {paymentMethodOptions
                .filter((option) => option.isShown)
                .map((option) => (
                  <label key={option.method} className={option.isEnabled ? undefined : 'is-disabled'}>
                    <input
                      type="radio"
                      name={groupName}
                      value={option.method}
                      checked={method === option.method}
                      disabled={!option.isEnabled}
                      onChange={() => setMethod(option.method)}
                    />
                    {t(`payment.method.${option.label}`)}
                    {!option.isEnabled && <span className="payment-step__soon"> ({t('payment.notAvailable')})</span>}
                  </label>
                ))}
            </fieldset>
          )}
          <button type="button" className="club-button" onClick={() => void pay()}>
            {t(chargeCents === 0 ? 'payment.payWithCredit' : 'payment.payByCard')}
          </button>
        </>
      )}
      {state.kind === 'widget' && <CardWidget widgetUrl={state.widgetUrl} />}
      {state.kind === 'confirming' && (
        <p role="status" className="payment-step__status">
          {t('payment.confirming')}
        </p>
      )}
      {state.kind === 'pending' && (
        <div role="status" className="payment-step__status payment-step__status--pending">
          <p>
            <strong>{t('payment.pendingTitle')}</strong>
          </p>
          <p>{t('payment.pendingText')}</p>
        </div>
      )}
      {state.kind === 'refunded' && (
        <div role="status" className="payment-step__status">
          <p>
            <strong>{t('payment.alreadyEnrolled')}</strong>
          </p>
          <p>{t(state.isDone ? 'payment.duplicateRefunded' : 'payment.duplicateRefundPending')}</p>
        </div>
      )}
      {state.kind === 'full' && (
        <WaitingListJoin userId={userId} eventsGroupId={course.eventsGroupId} isRefunded={state.isRefunded} />
      )}
      {state.kind === 'error' && (
        <div role="alert" className="payment-step__error">
          <p>
            <strong>{state.message}</strong>
          </p>
          {state.detail && <p>{t('payment.providerSaid', { detail: state.detail })}</p>}
          <button
            type="button"
            className="club-button club-button--secondary"
            onClick={() => setState({ kind: 'choose' })}
          >
            {t('payment.tryAgain')}
          </button>
        </div>
      )}
    </div>
  );
}
