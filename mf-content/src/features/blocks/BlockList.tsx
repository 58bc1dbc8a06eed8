import { Suspense, useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  blockPreviewSlotAtom,
  editorSlotAtom,
  pageFlagsAtom,
  RemoteBoundary,
  RemoteComponent,
  useHydrationMark,
  type Template,
  type BlockProps,
} from '@club/shared';
import type { ComponentType } from 'react';
import { resolveBlock } from './registry';
import './components/block-list.css';

/** A lazy block, counted for the page's hydration mark (it hydrates once its chunk arrives). */
function HydratedBlock({ Component, template }: { Component: ComponentType<BlockProps>; template: Template }) {
  useHydrationMark(`block:${template.id ?? template.type}`);
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

function Block({ template }: { template: Template }) {
  const resolution = resolveBlock(template.type);
  if (resolution.kind === 'none') return null;
  if (resolution.kind === 'foreign') {
    return (
      <RemoteComponent id={resolution.remoteId} props={{ template }} loading={<div className="block-placeholder" />} />
    );
  }
  const { Component } = resolution;
  // A failing block stays in its slot: the rest of the page keeps working.
  return (
    <RemoteBoundary remoteId={`mf-content/${template.type}`}>
      <Suspense fallback={<div className="block-placeholder" />}>
        <HydratedBlock Component={Component} template={template} />
      </Suspense>
    </RemoteBoundary>
  );
}

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
    if (hasEditor) setPreviewSlot(previewSlot);
  }, [hasEditor, setPreviewSlot]);
  const Frame = isEditModeOn ? slot?.BlockFrame : undefined;
  return (
    <>
      {templates.map((template, index) => (
        <div key={template.id ?? `new-${index}`} className="block-slot" data-template-type={template.type}>
          {Frame ? (
            <Frame template={template} position={index}>
              <Block template={template} />
            </Frame>
          ) : (
            <Block template={template} />
          )}
        </div>
      ))}
    </>
  );
}
