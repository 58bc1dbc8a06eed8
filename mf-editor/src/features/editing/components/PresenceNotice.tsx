import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { berlinDate, CLUB_TIME_ZONE, formatBerlinDateTime } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { infoAtom, presenceAtom } from '../model/atoms';
import { takeOver } from '../model/presence';

/** "10:42" today, else date and time: when someone came or took over, in Berlin time. */
function clockTime(iso: string, language: string): string {
  if (berlinDate(new Date(iso)) !== berlinDate()) return formatBerlinDateTime(iso, language);
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: CLUB_TIME_ZONE,
  }).format(new Date(iso));
}

/**
 * Who else is here (issue 34 item 5), a line above the admin bar's row like the schedule notice:
 * who edits the page since when (with "take over" while this editor watches), who took it over
 * from this editor (with "take back"), and who else watches.
 */
export function PresenceNotice() {
  const { t, i18n } = useTranslation(namespace);
  const state = useAtomValue(presenceAtom);
  const showInfo = useSetAtom(infoAtom);
  const [isTaking, setTaking] = useState(false);
  if (!state) return null;
  const { contentId, presence } = state;
  const { holder, isHolder, watching, takenOverBy } = presence;
  const time = (iso: string) => clockTime(iso, i18n.language);
  const isWatching = !!holder && !isHolder;
  if (!isWatching && watching.length === 0) return null;

  const take = async () => {
    setTaking(true);
    try {
      await takeOver(contentId);
    } catch (e) {
      showInfo({ variant: 'fail', message: toApiError(e).message });
    } finally {
      setTaking(false);
    }
  };
  const others = watching.map((person) => t('presence.person', { name: person.name, time: time(person.since) }));

  return (
    <div className={`editor-schedule editor-presence${isWatching ? ' editor-presence--watching' : ''}`} role="status">
      {isWatching && holder && (
        <>
          <span>
            {takenOverBy
              ? t('presence.takenOver', { name: takenOverBy.name, time: time(takenOverBy.at) })
              : t('presence.editing', { name: holder.name, time: time(holder.since) })}
          </span>
          <button
            type="button"
            className="editor-bar__button editor-bar__button--primary"
            disabled={isTaking}
            onClick={() => void take()}
          >
            {takenOverBy ? t('presence.takeBack') : t('presence.takeOver')}
          </button>
        </>
      )}
      {others.length > 0 && <span>{t('presence.watching', { names: others.join(', ') })}</span>}
    </div>
  );
}
