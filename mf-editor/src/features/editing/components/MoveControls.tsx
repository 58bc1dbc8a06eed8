import { useEffect, useId, useMemo, useRef, type HTMLAttributes } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { contentAtom, pageFlagsAtom } from '@club/shared';
import { namespace } from '../../../locales';
import { whyFixed, whyNoStep, type StepReason } from '../lib/block-moves';
import { focusAfterMove, stepBlock } from '../model/moves';

interface Props {
  position: number;
  /** The drag handle's props from dnd-kit's useSortable (pointer and keyboard). */
  handle: { attributes: DraggableAttributes; listeners: DraggableSyntheticListeners };
}

/**
 * A block's move controls: the drag handle and "Block nach oben" / "Block nach unten". Where the
 * rules keep a block in place the buttons are disabled and the reason is written beside them.
 */
export function MoveControls({ position, handle }: Props) {
  const { t } = useTranslation(namespace);
  const { isHomePage } = useAtomValue(pageFlagsAtom);
  const draftPage = useAtomValue(contentAtom).draft.page;
  const templates = useMemo(() => draftPage?.templates ?? [], [draftPage]);
  const template = templates[position];
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  useEffect(() => {
    if (focusAfterMove.position !== position) return;
    focusAfterMove.position = -1;
    const wanted = focusAfterMove.direction === -1 ? up.current : down.current;
    const other = focusAfterMove.direction === -1 ? down.current : up.current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [position, templates]);
  if (!template) return null;

  const page = { isHomePage };
  const fixed = whyFixed(templates, position, page);
  const name = t(`types.${template.type}`, { defaultValue: template.type });
  const reasonOf = (reason: StepReason | null, direction: 'up' | 'down') => {
    if (!reason || reason === 'first' || reason === 'protected') return undefined;
    if (reason === 'edge') return t(`move.edge.${direction}`);
    if (reason === 'belowFirst') return t('move.belowFirst');
    const neighbour = templates[position + (direction === 'up' ? -1 : 1)];
    return t('move.pastProtected', { name: t(`types.${neighbour?.type}`, { defaultValue: neighbour?.type }) });
  };
  const upReason = whyNoStep(templates, position, -1, page);
  const downReason = whyNoStep(templates, position, 1, page);
  // Written out where the rules (not the page's edge) hold the block: readable without hovering.
  const ruled = (reason: StepReason | null) => reason === 'belowFirst' || reason === 'pastProtected';
  const note = fixed
    ? t(`move.fixed.${fixed}`)
    : ruled(upReason)
      ? reasonOf(upReason, 'up')
      : ruled(downReason)
        ? reasonOf(downReason, 'down')
        : undefined;
  const step = (direction: -1 | 1) => stepBlock(position, direction, template.type, templates.length);
  const handleProps = { ...handle.attributes, ...handle.listeners } as HTMLAttributes<HTMLButtonElement>;

  return (
    <div className="editor-move" role="group" aria-label={t('move.group', { name })}>
      {note && (
        <span className="editor-move__note" id={reasonId}>
          {note}
        </span>
      )}
      {!fixed && (
        <button
          type="button"
          className="editor-move__handle"
          {...handleProps}
          aria-label={t('move.handle', { name })}
          title={t('move.handleHint')}
        >
          ⠿
        </button>
      )}
      <button
        ref={up}
        type="button"
        className="editor-move__step"
        disabled={!!upReason}
        aria-label={t('move.up')}
        aria-describedby={ruled(upReason) || fixed ? reasonId : undefined}
        title={reasonOf(upReason, 'up') ?? t('move.up')}
        onClick={() => step(-1)}
      >
        ↑
      </button>
      <button
        ref={down}
        type="button"
        className="editor-move__step"
        disabled={!!downReason}
        aria-label={t('move.down')}
        aria-describedby={ruled(downReason) || fixed ? reasonId : undefined}
        title={reasonOf(downReason, 'down') ?? t('move.down')}
        onClick={() => step(1)}
      >
        ↓
      </button>
    </div>
  );
}
