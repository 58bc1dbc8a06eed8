import { useMemo, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { pageFlagsAtom, type Template } from '@club/shared';
import { namespace } from '../../../locales';
import { allowedTargets } from '../lib/block-moves';
import { moveBlock } from '../model/moves';
import { MoveAnnouncer } from './MoveAnnouncer';

/** A block's id for the drag and drop: its position (stable while a drag runs; new blocks have no id). */
export const sortableIdOf = (position: number) => `block-${position}`;
const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? -1 : Number(String(id).slice(6)));

/**
 * Fills the slot's BlockListFrame: one drag-and-drop context over the page's blocks (dnd-kit:
 * pointer and keyboard, announced to screen readers in the editor's language). A drag ends only
 * where the move rules allow (`lib/block-moves.ts`): the collision detection never offers a
 * position past the first or a protected block.
 */
export function BlockListFrame({ templates, children }: { templates: Template[]; children: ReactNode }) {
  const { t } = useTranslation(namespace);
  const { isHomePage } = useAtomValue(pageFlagsAtom);
  const [activePosition, setActivePosition] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => templates.map((_, position) => sortableIdOf(position)), [templates]);
  const nameAt = (id: UniqueIdentifier | undefined) => {
    const template = templates[positionOf(id)];
    return template ? t(`types.${template.type}`, { defaultValue: template.type }) : '';
  };

  const collisionDetection: CollisionDetection = (args) => {
    const allowed = new Set(allowedTargets(templates, positionOf(args.active.id), { isHomePage }).map(sortableIdOf));
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((container) => allowed.has(String(container.id))),
    });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('move.picked', { name: nameAt(active.id), position: positionOf(active.id) + 1, count: templates.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('move.over', { name: nameAt(active.id), position: positionOf(over.id) + 1, count: templates.length })
        : '',
    onDragEnd: ({ active, over }) =>
      over
        ? t('move.dropped', { name: nameAt(active.id), position: positionOf(over.id) + 1, count: templates.length })
        : t('move.cancelled', { name: nameAt(active.id) }),
    onDragCancel: ({ active }) => t('move.cancelled', { name: nameAt(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    setActivePosition(null);
    if (over && over.id !== active.id) moveBlock(positionOf(active.id), positionOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('move.instructions') } }}
      onDragStart={({ active }) => setActivePosition(positionOf(active.id))}
      onDragCancel={() => setActivePosition(null)}
      onDragEnd={end}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
      {/* What follows the pointer: the block's name, not a copy of a block that may fill the screen. */}
      <DragOverlay>
        {activePosition !== null && <div className="editor-drag-overlay">⠿ {nameAt(sortableIdOf(activePosition))}</div>}
      </DragOverlay>
      <MoveAnnouncer />
    </DndContext>
  );
}
