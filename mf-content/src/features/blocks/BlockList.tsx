import { Suspense } from 'react';
import { RemoteBoundary, RemoteComponent, type Template } from '@club/shared';
import { resolveBlock } from './registry';
import './components/block-list.css';

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
        <Component template={template} />
      </Suspense>
    </RemoteBoundary>
  );
}

// Seam between the page (features/content-page) and the blocks (features/blocks):
// renders a page's templates in order, each through the block registry.
export function BlockList({ templates }: { templates: Template[] }) {
  return (
    <>
      {templates.map((template, index) => (
        <div key={template.id ?? index} className="block-slot" data-template-type={template.type}>
          <Block template={template} />
        </div>
      ))}
    </>
  );
}
