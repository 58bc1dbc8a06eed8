import { useEffect, useRef } from 'react';
// The card form's styles, one place for both remotes' CardWidget.
import '@club/shared/ui/card-widget.css';

/**
 * The provider's hosted card form: a `form.paymentWidgets` whose action is the shopper result
 * URL, filled by the provider's script (paymentWidgets.js?checkoutId=...). Card data goes from
 * the browser to the provider only.
 */
export function CardWidget({ widgetUrl, brands = 'VISA MASTER' }: { widgetUrl: string; brands?: string }) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Back to this very page, without an old ?id= from an earlier attempt (set before the
    // provider's script reads it).
    formRef.current?.setAttribute('action', window.location.origin + window.location.pathname);
    const script = document.createElement('script');
    script.src = widgetUrl;
    script.async = true;
    document.body.appendChild(script);
    return () => script.remove();
  }, [widgetUrl]);

  return <form ref={formRef} className="paymentWidgets sandbox-widget" data-brands={brands} />;
}
