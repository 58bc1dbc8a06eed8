import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { pushKinds, readPushSettings, savePushKinds, type PushKind } from '../api/push';
import '../locales';

/** The browser says it has no network (the service worker serves the members area offline). */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * One switch per kind of push for this browser (issue 35 item 4). Shown only where the browser
 * can push (MembersArea checks); without push everything still arrives by mail. Offline (the
 * members area from the service worker) the settings cannot be read: it says so plainly, not
 * that something failed to save, and reads them again when the connection is back.
 */
export function PushSettings({ userId }: { userId: string }) {
  const { t } = useTranslation(namespace);
  const [settings, setSettings] = useState<{ publicKey: string; kinds: PushKind[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      readPushSettings(userId)
        .then((answer) => {
          if (!live) return;
          setSettings({ publicKey: answer.publicKey, kinds: answer.kinds });
          setMessage(null);
        })
        .catch(() => {
          if (!live) return;
          // Nothing was saved: offline is a fact to tell, not an error; online the reading failed.
          setMessage(
            isOffline()
              ? { isError: false, text: t('pushSettings.offline') }
              : { isError: true, text: t('pushSettings.loadFailed') },
          );
        });
    void load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [userId, t]);

  const toggle = async (kind: PushKind, on: boolean) => {
    if (!settings) return;
    const kinds = on ? [...settings.kinds, kind] : settings.kinds.filter((k) => k !== kind);
    setBusy(true);
    setMessage(null);
    try {
      const saved = await savePushKinds(userId, settings.publicKey, kinds);
      if (saved === 'denied') setMessage({ isError: true, text: t('pushSettings.denied') });
      else {
        setSettings({ ...settings, kinds: saved });
        setMessage({ isError: false, text: t('pushSettings.saved') });
      }
    } catch {
      setMessage({ isError: true, text: t(isOffline() ? 'pushSettings.offline' : 'pushSettings.failed') });
    } finally {
      setBusy(false);
    }
  };

  if (!settings) return message ? <p role={message.isError ? 'alert' : 'status'}>{message.text}</p> : null;
  return (
    <fieldset className="push-settings" disabled={busy}>
      <legend>{t('pushSettings.heading')}</legend>
      <p>{t('pushSettings.hint')}</p>
      {pushKinds.map((kind) => (
        <label key={kind} className="push-settings__kind">
          <input
            type="checkbox"
            checked={settings.kinds.includes(kind)}
            onChange={(event) => void toggle(kind, event.target.checked)}
          />{' '}
          {t(`pushSettings.kinds.${kind}`)}
        </label>
      ))}
      {message ? <p role={message.isError ? 'alert' : 'status'}>{message.text}</p> : null}
    </fieldset>
  );
}
