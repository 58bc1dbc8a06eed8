import { memo, Suspense, useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  blockPreviewSlotAtom,
  editorSlotAtom,
  pageFlagsAtom,
  RemoteBoundary,
  RemoteComponent,
  hydrateEveryPart,
  useHydrationMark,
  watchHydrationGate,
  type Template,
  type BlockProps as TemplateBlockProps,
} from '@club/shared';
import type { ComponentType } from 'react';
import { resolveBlock } from './registry';
import { NearViewport } from './NearViewport';
import './components/block-list.css';

const markIdOf = (template: Template) => `block:${template.id ?? template.type}`;

/** A lazy block, counted for the page's hydration mark (it hydrates once its chunk arrives). */
function HydratedBlock({ Component, template }: { Component: ComponentType<TemplateBlockProps>; template: Template }) {
  useHydrationMark(markIdOf(template));
  return <Component template={template} />;
}

/** A block alone, for the editor chooser's previews: no hydration mark (it is never server-rendered). */
function PreviewBlock({ template }: { template: Template }) {
  const resolution = resolveBlock(template.type);
  if (resolution.kind === 'none') return null;
  if (resolution.kind === 'foreign') return <RemoteComponent id={resolution.remoteId} props={{ template }} />;
  const { Component } = resolution;
  return (
    <RemoteBoundary remoteId={`mf-content/${template.type}`}>
      <Suspense fallback={<div className="block-placeholder" />}>
        <Component template={template} />
      </Suspense>
    </RemoteBoundary>
  );
}
const previewSlot = { RenderBlock: PreviewBlock };

/**
 * Memoised: a block still waiting near the fold is a dehydrated boundary, and React renders such a
 * boundary in the browser from scratch (error #422, a layout shift) if its parent hands it new
 * elements before it hydrated. The page re-renders (atoms, language, the same page fetched again
 * after the visitor's own session replaced the cached page's) must not reach it: equal templates
 * are equal props.
 */
type BlockProps = { template: Template; slotKey: string };
const sameBlock = (before: BlockProps, after: BlockProps) =>
  before.slotKey === after.slotKey &&
  (before.template === after.template || JSON.stringify(before.template) === JSON.stringify(after.template));
const Block = memo(function Block({ template, slotKey }: BlockProps) {
  const resolution = resolveBlock(template.type);
  if (resolution.kind === 'none') return null;
  const placeholder = <div className="block-placeholder" />;
  // Another remote's block (a course, the timetable, the members' forms) hydrates at once: it may
  // act on arrival on what mf-content cannot know (a card payment's return, a checkout resumed
  // from another tab, a step stored before the login), and a below-the-fold course that never
  // hydrated would never reopen its modal to say the booking worked.
  if (resolution.kind === 'foreign') {
    return (
      <Suspense fallback={placeholder}>
        <RemoteComponent id={resolution.remoteId} props={{ template }} loading={placeholder} />
      </Suspense>
    );
  }
  const { Component } = resolution;
  // A failing block stays in its slot: the rest of the page keeps working.
  return (
    <RemoteBoundary remoteId={`mf-content/${template.type}`}>
      <Suspense fallback={placeholder}>
        <NearViewport slotKey={slotKey} markId={markIdOf(template)}>
          <HydratedBlock Component={Component} template={template} />
        </NearViewport>
      </Suspense>
    </RemoteBoundary>
  );
}, sameBlock);

// Seam between the page (features/content-page) and the blocks (features/blocks):
// renders a page's templates in order, each through the block registry.
// In edit mode the editor's frame (a slot in @club/shared, empty for visitors) wraps each block.
export function BlockList({ templates }: { templates: Template[] }) {
  const slot = useAtomValue(editorSlotAtom);
  const { isEditModeOn } = useAtomValue(pageFlagsAtom);
  // Only an editor (the slot is filled) reads the renderer: visitors' pages set nothing.
  const setPreviewSlot = useSetAtom(blockPreviewSlotAtom);
  const hasEditor = !!slot;
  useEffect(() => {
    if (!hasEditor) return;
    setPreviewSlot(previewSlot);
    // The editor frames and edits every block: none may still wait below the fold.
    hydrateEveryPart();
  }, [hasEditor, setPreviewSlot]);
  const Frame = isEditModeOn ? slot?.BlockFrame : undefined;
  const ListFrame = Frame ? slot?.BlockListFrame : undefined;
  const blocks = (
    <>
      {templates.map((template, index) => {
        const slotKey = template.id ?? `new-${index}`;
        return (
          <div
            key={slotKey}
            className="block-slot"
            data-template-type={template.type}
            ref={(element) =>
              resolveBlock(template.type).kind === 'own'
                ? watchHydrationGate(slotKey, markIdOf(template), element)
                : undefined
            }
          >
            {Frame ? (
              <Frame template={template} position={index}>
                <Block template={template} slotKey={slotKey} />
              </Frame>
            ) : (
              <Block template={template} slotKey={slotKey} />
            )}
          </div>
        );
      })}
    </>
  );
  return ListFrame ? <ListFrame templates={templates}>{blocks}</ListFrame> : blocks;
}
