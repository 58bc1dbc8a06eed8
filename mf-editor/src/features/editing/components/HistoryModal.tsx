import { useEffect, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { contentAtom, Modal, toApiError, type RevisionSummary, type Template } from '@club/shared';
import { formatBerlinDateTime } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { fetchRevision, listRevisions, restoreRevision } from '../api/content-api';
import { revisionInWords, summaryInWords } from '../lib/revision-words';
import { isContentChanged } from '../lib/template-ops';
import { conflictAtom, infoAtom, modalAtom } from '../model/atoms';
import { publish } from '../model/draft';
import { pageHeldCode } from '../model/save';
import { RevisionCompare } from './RevisionCompare';

/**
 * The page's revisions: who saved when and what changed in words; compare one with today's page
 * (both rendered, the differing blocks marked); restore it after a confirmation that says when
 * unsaved edits would be discarded.
 */
export function HistoryModal() {
  const modal = useAtomValue(modalAtom);
  const page = useAtomValue(contentAtom).published.page;
  // Mounted only while open: each opening starts from the list, nothing compared or confirming.
  return modal === 'history' && page ? <HistoryDialog /> : null;
}

function HistoryDialog() {
  const { t, i18n } = useTranslation(namespace);
  const [, setModal] = useAtom(modalAtom);
  const [, setInfo] = useAtom(infoAtom);
  const [, setConflict] = useAtom(conflictAtom);
  const { published, draft } = useAtomValue(contentAtom);
  const page = published.page;
  const hasUnsavedEdits = isContentChanged(draft.page, published.page);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [compared, setCompared] = useState<{ revision: RevisionSummary; templates: Template[] } | null>(null);

  useEffect(() => {
    if (!page) return;
    listRevisions(page.id).then(setRevisions, (e: unknown) => console.error('Loading the history failed', e));
  }, [page]);

  if (!page) return null;
  const restore = async (revision: RevisionSummary) => {
    try {
      publish('page', await restoreRevision(page.id, revision.id, page.version ?? 1));
      setModal(null);
      setInfo({ variant: 'success', message: t('history.restored', { version: revision.version }) });
    } catch (e) {
      const status = (e as { response?: { status?: number } }).response?.status;
      const apiError = toApiError(e);
      if (apiError.code === pageHeldCode) setInfo({ variant: 'fail', message: apiError.message });
      else if (status === 409) setConflict({ part: 'page', message: apiError.message });
      else setInfo({ variant: 'fail' });
      setModal(null);
    }
  };
  const when = (iso: string) => formatBerlinDateTime(iso, i18n.language);

  const confirmation = (revision: RevisionSummary) =>
    confirming === revision.id && (
      <div
        className="editor-history__confirm"
        role="alertdialog"
        aria-label={t('history.restore', { version: revision.version })}
      >
        <p>
          {t('history.confirm', { version: revision.version })}{' '}
          {hasUnsavedEdits && <strong>{t('history.confirmUnsaved')}</strong>}
        </p>
        <button type="button" className="club-button club-button--secondary" onClick={() => setConfirming(null)}>
          {t('history.confirmNo')}
        </button>
        <button type="button" className="club-button editor-danger" onClick={() => void restore(revision)}>
          {t('history.confirmYes')}
        </button>
      </div>
    );
  const restoreButton = (revision: RevisionSummary) => (
    <button type="button" className="club-button" onClick={() => setConfirming(revision.id)}>
      {t('history.restore', { version: revision.version })}
    </button>
  );

  if (compared) {
    const { revision } = compared;
    return (
      <Modal
        isOpen
        onClose={() => setModal(null)}
        title={t('history.title', { name: page.name })}
        className="editor-modal editor-modal--compare"
        footer={
          <>
            <button type="button" className="club-button club-button--secondary" onClick={() => setCompared(null)}>
              {t('history.back')}
            </button>
            {restoreButton(revision)}
          </>
        }
      >
        {confirmation(revision)}
        <RevisionCompare
          version={revision.version}
          when={when(revision.createdAt)}
          author={revision.author}
          templates={compared.templates}
          todayVersion={page.version ?? revisions?.[0]?.version ?? 1}
          todayTemplates={page.templates}
        />
      </Modal>
    );
  }

  return (
    <Modal
      isOpen
      onClose={() => setModal(null)}
      title={t('history.title', { name: page.name })}
      className="editor-modal"
    >
      {revisions?.length === 0 && <p>{t('history.empty')}</p>}
      <ol className="editor-history">
        {(revisions ?? []).map((revision, index) => (
          <li key={revision.id} className="editor-history__item">
            <div>
              <strong>{t('history.version', { version: revision.version })}</strong> · {when(revision.createdAt)} ·{' '}
              {t('history.by', { author: revision.author })}
              <ul className="editor-history__changes">
                {(revisionInWords(revision.changes, t) ?? [summaryInWords(revision.summary, t)]).map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </div>
            {/* The newest revision is today's page: nothing to compare or restore. */}
            {index > 0 && (
              <div className="editor-history__actions">
                <button
                  type="button"
                  className="club-button club-button--secondary"
                  aria-label={t('history.compareWith', { version: revision.version })}
                  onClick={() =>
                    void fetchRevision(page.id, revision.id).then(
                      (r) => setCompared({ revision, templates: r.templates }),
                      () => setInfo({ variant: 'fail' }),
                    )
                  }
                >
                  {t('history.compare')}
                </button>
                {restoreButton(revision)}
              </div>
            )}
            {confirmation(revision)}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
