import { useEffect, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { clubStore, contentAtom, toApiError } from '@club/shared';
import { berlinLocalToIso, formatBerlinDateTime, isoToBerlinLocal } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { cancelSchedule, fetchDraft, fetchSchedule, publishScheduledNow, reschedulePage } from '../api/content-api';
import { isContentChanged } from '../lib/template-ops';
import { infoAtom, scheduleAtom, type ScheduleState } from '../model/atoms';
import { publish, setEditMode } from '../model/draft';

/** Reads the page's latest schedule whenever the page changes (and after each change to it). */
export async function refreshSchedule(contentId: string, set: (value: ScheduleState) => void) {
  try {
    set({ contentId, schedule: await fetchSchedule(contentId) });
  } catch {
    set({ contentId, schedule: null });
  }
}

/**
 * Cancels the schedule and takes the scheduled version back into the editor: the server keeps it
 * as the editor's draft (issue 34: cancelling used to throw the edits away), edit mode opens on it.
 */
async function cancelAndEditAgain(contentId: string): Promise<void> {
  await cancelSchedule(contentId);
  const kept = await fetchDraft(contentId);
  const published = clubStore.get(contentAtom).published.page;
  if (!kept || published?.id !== contentId) return;
  const { name, templates, version } = kept;
  clubStore.set(contentAtom, (copies) => ({
    ...copies,
    draft: { ...copies.draft, page: { ...published, name, templates, version } },
  }));
  setEditMode(true);
}

/**
 * The page's schedule in the admin bar: pending (when, by whom; move or cancel) or failed (why;
 * publish the scheduled version now). Times are Berlin times in the editor's language.
 */
export function ScheduleNotice() {
  const { t, i18n } = useTranslation(namespace);
  const { published, draft } = useAtomValue(contentAtom);
  const page = published.page;
  // Cancelling puts the scheduled version in the editor: unsaved changes there are asked about first.
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);
  const [state, setState] = useAtom(scheduleAtom);
  const showInfo = useSetAtom(infoAtom);
  const [movingTo, setMovingTo] = useState<string | null>(null);
  const contentId = page?.id ?? null;

  useEffect(() => {
    if (contentId) void refreshSchedule(contentId, setState);
  }, [contentId, setState]);

  const schedule = state && state.contentId === contentId ? state.schedule : null;
  if (!contentId || !schedule || schedule.status === 'published') return null;
  const when = formatBerlinDateTime(schedule.publishAt, i18n.language);
  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setMovingTo(null);
    } catch (e) {
      showInfo({ variant: 'fail', message: toApiError(e).message });
    }
    await refreshSchedule(contentId, setState);
  };

  if (schedule.status === 'failed') {
    const reason = t(`scheduleNotice.reasons.${schedule.errorCode ?? ''}`, {
      defaultValue: schedule.error ?? t('scheduleNotice.reasons.unknown'),
    });
    return (
      <div className="editor-schedule editor-schedule--failed" role="alert">
        <span>{t('scheduleNotice.failed', { when, author: schedule.author ?? '?', reason })}</span>
        <button
          type="button"
          className="editor-bar__button editor-bar__button--primary"
          onClick={() => void act(async () => publish('page', await publishScheduledNow(contentId)))}
        >
          {t('scheduleNotice.publishNow')}
        </button>
      </div>
    );
  }

  const newTime = movingTo === null ? null : berlinLocalToIso(movingTo);
  return (
    <div className="editor-schedule" role="status">
      <span>{t('scheduleNotice.pending', { when, author: schedule.author ?? '?' })}</span>
      {movingTo === null ? (
        <button
          type="button"
          className="editor-bar__button"
          onClick={() => setMovingTo(isoToBerlinLocal(schedule.publishAt))}
        >
          {t('scheduleNotice.reschedule')}
        </button>
      ) : (
        <>
          <label className="editor-schedule__time">
            {t('scheduleNotice.newTime')}
            <input type="datetime-local" value={movingTo} onChange={(e) => setMovingTo(e.target.value)} />
          </label>
          <button
            type="button"
            className="editor-bar__button"
            disabled={!newTime}
            onClick={() => newTime && void act(() => reschedulePage(contentId, newTime))}
          >
            {t('scheduleNotice.saveTime')}
          </button>
        </>
      )}
      {isConfirmingCancel ? (
        <>
          <span>{t('scheduleNotice.replaceUnsaved')}</span>
          <button
            type="button"
            className="editor-bar__button"
            onClick={() => void act(() => cancelAndEditAgain(contentId)).then(() => setConfirmingCancel(false))}
          >
            {t('scheduleNotice.cancelAnyway')}
          </button>
          <button type="button" className="editor-bar__button" onClick={() => setConfirmingCancel(false)}>
            {t('scheduleNotice.keepSchedule')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="editor-bar__button"
          onClick={() =>
            isContentChanged(draft.page, published.page)
              ? setConfirmingCancel(true)
              : void act(() => cancelAndEditAgain(contentId))
          }
        >
          {t('scheduleNotice.cancel')}
        </button>
      )}
    </div>
  );
}
