import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { clubStore, contentAtom } from '@club/shared';
import { formatBerlinDateTime } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { dropDraft, fetchDraft, type AutosavedDraft } from '../api/content-api';
import { isContentChanged } from '../lib/template-ops';
import { setEditMode } from '../model/draft';

/**
 * After a closed tab or a crash: offers the page's autosaved draft back (restore into edit mode,
 * or discard it). A draft based on an older version leads to the conflict dialog on save.
 */
export function DraftRecovery() {
  const { t, i18n } = useTranslation(namespace);
  const { published, draft } = useAtomValue(contentAtom);
  const page = published.page;
  const [offer, setOffer] = useState<{ contentId: string; draft: AutosavedDraft } | null>(null);
  const contentId = page?.id ?? null;

  useEffect(() => {
    if (!contentId) return;
    let isCurrent = true;
    fetchDraft(contentId).then(
      (found) => isCurrent && found && setOffer({ contentId, draft: found }),
      (e: unknown) => console.warn('Loading the autosaved draft failed', e),
    );
    return () => {
      isCurrent = false;
    };
  }, [contentId]);

  if (!page || !offer || offer.contentId !== page.id) return null;
  const recovered = { ...page, name: offer.draft.name, templates: offer.draft.templates, version: offer.draft.version };
  // Nothing to offer when it equals the page or is already on screen.
  if (!isContentChanged(recovered, page) || !isContentChanged(recovered, draft.page)) return null;

  const restore = () => {
    clubStore.set(contentAtom, (copies) => ({ ...copies, draft: { ...copies.draft, page: recovered } }));
    setEditMode(true);
    setOffer(null);
  };
  const discard = () => {
    setOffer(null);
    dropDraft(page.id).catch((e: unknown) => console.warn('Dropping the autosaved draft failed', e));
  };
  return (
    <div className="editor-schedule" role="status">
      <span>{t('draftRecovery.found', { when: formatBerlinDateTime(offer.draft.updatedAt, i18n.language) })}</span>
      <button type="button" className="editor-bar__button editor-bar__button--primary" onClick={restore}>
        {t('draftRecovery.restore')}
      </button>
      <button type="button" className="editor-bar__button" onClick={discard}>
        {t('draftRecovery.discard')}
      </button>
    </div>
  );
}
