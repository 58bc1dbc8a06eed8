import { useEffect, useRef } from 'react';
// The card form's styles, one place for both remotes' CardWidget.
import '@club/shared/ui/card-widget.css';

/**
 * The payment provider's hosted card form, as mf-checkout's CardWidget of the course payment
 * (a remote does not import another's source): a `form.paymentWidgets` whose action is the
 * shopper result URL, filled by the provider's script. Card data goes to the provider only.
 * `returnQuery` brings the browser back to this page's event (the provider adds ?id=).
 */
export function CardWidget({ widgetUrl, returnQuery }: { widgetUrl: string; returnQuery: string }) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.setAttribute('action', `${window.location.origin}${window.location.pathname}?${returnQuery}`);
    const script = document.createElement('script');
    script.src = widgetUrl;
    script.async = true;
    document.body.appendChild(script);
    return () => script.remove();
  }, [widgetUrl, returnQuery]);

  return <form ref={formRef} className="paymentWidgets sandbox-widget" data-brands="VISA MASTER" />;
}
