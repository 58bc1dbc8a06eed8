import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, useApiData } from '@club/shared';
import { paymentMethodOptions } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { createCheckout, searchCourseProducts, sendOrder } from '../api/payment';
import { checkoutErrorKey } from '../lib/error-key';
import { CardWidget } from './CardWidget';
import './payment.css';

export interface PaymentCourse {
  name: string;
  price: number;
  eventsGroupId: string;
}

type State =
  | { kind: 'choose' }
  | { kind: 'widget'; widgetUrl: string }
  | { kind: 'confirming' }
  | { kind: 'error'; message: string; detail?: string };

interface Props {
  course: PaymentCourse;
  userId: string;
  /** Set when the provider sent the browser back with ?id= (and resourcePath). */
  returned: { checkoutId: string; resourcePath: string | null } | null;
  onCheckout: (checkoutId: string) => void;
  onPaid: () => void;
  formatPrice: (amount: number) => string;
}

/** Summary, payment methods (§9: card enabled, wallet/giropay/klarna/sepa disabled, paypal hidden), card widget, order. */
export function PaymentStep({ course, userId, returned, onCheckout, onPaid, formatPrice }: Props) {
  const { t } = useTranslation(namespace);
  const groupName = useId();
  const [method, setMethod] = useState<string>('VISA_MASTER');
  const [state, setState] = useState<State>(returned ? { kind: 'confirming' } : { kind: 'choose' });
  const products = useApiData(`products/eventsGroup/${course.eventsGroupId}`, () =>
    searchCourseProducts(course.eventsGroupId),
  );
  const product = products.data?.[0] ?? null;
  const price = product?.price ?? course.price;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!returned || products.isLoading || sentFor.current === returned.checkoutId) return;
    sentFor.current = returned.checkoutId;
    setState({ kind: 'confirming' });
    sendOrder(userId, {
      product,
      concept: course.eventsGroupId,
      checkoutId: returned.checkoutId,
      resourcePath: returned.resourcePath,
    })
      .then((order) => {
        if (order.statusOrder === 'SENT') onPaid();
        else setState({ kind: 'error', message: t('payment.notAccepted'), detail: order.result.description });
      })
      .catch(() => setState({ kind: 'error', message: t('payment.notReceived') }));
  }, [returned, products.isLoading, product, userId, course.eventsGroupId, onPaid, t]);

  const pay = async () => {
    try {
      const checkout = await createCheckout(userId, price, course.eventsGroupId);
      onCheckout(checkout.originalResponse.id);
      setState({ kind: 'widget', widgetUrl: checkout.widgetUrl });
    } catch (error) {
      setState({ kind: 'error', message: t(checkoutErrorKey(toApiError(error).code)) });
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
      </dl>
      {state.kind === 'choose' && (
        <>
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
          <button type="button" className="club-button" onClick={() => void pay()}>
            {t('payment.payByCard')}
          </button>
        </>
      )}
      {state.kind === 'widget' && <CardWidget widgetUrl={state.widgetUrl} />}
      {state.kind === 'confirming' && (
        <p role="status" className="payment-step__status">
          {t('payment.confirming')}
        </p>
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
