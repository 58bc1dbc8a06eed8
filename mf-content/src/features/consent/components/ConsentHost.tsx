import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { writeConsent, type ConsentState } from '../lib/consent-storage';
import { consentAtom, isConsentModalOpenAtom } from '../model/consent-atoms';
import { ConsentModal } from './ConsentModal';

interface Props {
  /** After the first save the page goes to its own location again (spec §4); injectable for tests. */
  reloadPage?: () => void;
}

/**
 * Renders the consent modal once for the whole site. It opens by itself on a first visit (it is the
 * site's cookie banner) and whenever openConsentModal() or resetConsent() is called.
 */
export function ConsentHost({ reloadPage = () => window.location.reload() }: Props) {
  const [consent, setConsent] = useAtom(consentAtom);
  const [isOpen, setIsOpen] = useAtom(isConsentModalOpenAtom);

  useEffect(() => {
    if (consent === null) setIsOpen(true);
  }, [consent, setIsOpen]);

  const save = (state: ConsentState) => {
    const isFirstSave = consent === null;
    writeConsent(state);
    setConsent(state);
    setIsOpen(false);
    if (isFirstSave) reloadPage();
  };

  if (!isOpen) return null;
  // Keyed by the stored choice so the switches start from it each time the modal opens.
  return (
    <ConsentModal
      key={JSON.stringify(consent)}
      isOpen
      consent={consent}
      onSave={save}
      onClose={() => setIsOpen(false)}
    />
  );
}
