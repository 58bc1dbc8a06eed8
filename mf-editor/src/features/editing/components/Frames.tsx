import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { contentAtom, pageFlagsAtom, type Template } from '@club/shared';
import { namespace } from '../../../locales';
import { whyFixed } from '../lib/block-moves';
import { chooserAtom, editingAtom, isReadOnlyAtom, untranslatedAtom, type Part } from '../model/atoms';
import { sortableIdOf } from './BlockMoves';
import { MoveControls } from './MoveControls';

function AddHere({ position }: { position: number }) {
  const { t } = useTranslation(namespace);
  const choose = useSetAtom(chooserAtom);
  return (
    <button type="button" className="editor-add-here" onClick={() => choose(position)}>
      + {t('frame.addTemplate')}
    </button>
  );
}

/**
 * Fills the shared slot's BlockFrame: an edit button and the move controls on each block, "add
 * here" in add-template mode. The frame is the block's sortable node (BlockListFrame's context).
 */
export function BlockFrame({
  template,
  position,
  children,
}: {
  template: Template;
  position: number;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation(namespace);
  const edit = useSetAtom(editingAtom);
  const { isAddNewTemplateModeOn, isHomePage } = useAtomValue(pageFlagsAtom);
  const templates = useAtomValue(contentAtom).draft.page?.templates ?? [];
  const count = templates.length;
  // Watching while someone else edits (issue 34 item 5): the block shows, its tools do not.
  const isReadOnly = useAtomValue(isReadOnlyAtom);
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: sortableIdOf(position),
    disabled: isReadOnly || !!whyFixed(templates, position, { isHomePage }),
    attributes: { roleDescription: t('move.roleDescription') },
  });
  const name = t(`types.${template.type}`, { defaultValue: template.type });
  const language = i18n.language === 'en' ? 'en' : 'de';
  const untranslated = useAtomValue(untranslatedAtom);
  const isUntranslated = !!template.id && !!untranslated?.[language].includes(template.id);
  return (
    <div
      ref={setNodeRef}
      className={`editor-frame${template.isNew ? ' editor-frame--new' : ''}${isDragging ? ' editor-frame--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
    >
      {isAddNewTemplateModeOn && position > 0 && <AddHere position={position} />}
      {!isReadOnly && (
        <div className="editor-frame__tools">
          <MoveControls position={position} handle={{ attributes, listeners }} />
          <button type="button" className="editor-frame__edit" onClick={() => edit({ part: 'page', index: position })}>
            ✎ {t('frame.edit', { name })}
          </button>
        </div>
      )}
      {template.isNew && <span className="editor-frame__badge">{t('frame.new')}</span>}
      {isUntranslated && (
        <span className="editor-frame__badge editor-frame__badge--translation">
          {t('frame.untranslated', { language: t(`languages.${language}`) })}
        </span>
      )}
      {children}
      {isAddNewTemplateModeOn && position === count - 1 && <AddHere position={count} />}
    </div>
  );
}

/** Fills ChromeFrame: the footer and the social media row are edited like page templates. */
export function ChromeFrame({ part, children }: { part: 'footer' | 'socialMedia'; children: ReactNode }) {
  const { t } = useTranslation(namespace);
  const edit = useSetAtom(editingAtom);
  const content = useAtomValue(contentAtom).draft[part as Part];
  const isReadOnly = useAtomValue(isReadOnlyAtom);
  if (!content || isReadOnly) return <>{children}</>;
  return (
    <div className={`editor-frame editor-frame--chrome editor-frame--${part}`}>
      <button type="button" className="editor-frame__edit" onClick={() => edit({ part, index: 0 })}>
        ✎ {t(`frame.${part}`)}
      </button>
      {children}
    </div>
  );
}
