import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { clearConsent, isSameConsent, readConsent, writeConsent, type ConsentState } from '../lib/consent-storage';
import { consentAtom, isConsentModalOpenAtom } from '../model/consent-atoms';
import { ConsentModal } from './ConsentModal';

interface Props {
  /** After the first save the page goes to its own location again (spec §4); injectable for tests. */
  reloadPage?: () => void;
}

/**
 * Renders the consent modal once for the whole site. It is open from the first HTML on a first
 * visit (it is the site's cookie banner: the server renders it from the consent cookie) and
 * whenever openConsentModal() or resetConsent() is called.
 */
export function ConsentHost({ reloadPage = () => window.location.reload() }: Props) {
  const [consent, setConsent] = useAtom(consentAtom);
  const [isOpen, setIsOpen] = useAtom(isConsentModalOpenAtom);

  // Local storage holds the choice (the spec's record); the cookie is the server's copy. A visitor
  // whose copy is missing or old (a choice saved before the cookie existed, cookies cleared) gets
  // it written now, and the page follows the record.
  useEffect(() => {
    const stored = readConsent();
    if (isSameConsent(stored, consent)) return;
    if (stored) writeConsent(stored);
    else clearConsent();
    setConsent(stored);
    // Once, after hydration: later changes come from this component's own save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = (state: ConsentState) => {
    const isFirstSave = consent === null;
    writeConsent(state);
    setConsent(state);
    setIsOpen(false);
    if (isFirstSave) reloadPage();
  };

  if (!isOpen) return null;
  // Keyed by the stored choice so the switches start from it each time the modal opens. In place,
  // not in a portal: the server renders it into the first HTML (a portal has no server markup).
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
