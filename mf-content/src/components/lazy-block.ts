import { createElement, lazy, use, type ComponentType, type LazyExoticComponent } from 'react';
import { ServerRenderContext, type BlockProps } from '@club/shared';

export type LazyBlock = LazyExoticComponent<ComponentType<BlockProps>>;

/** true in the Node build (webpack's DefinePlugin); the browser build leaves its branch out. */
declare const __SERVER_BUILD__: boolean | undefined;

/**
 * One lazy chunk per block: a page downloads only the blocks it uses. Features that own blocks
 * (blocks, news, contact) export theirs through their index with this, and the block registry
 * composes them, so no feature reaches into another's files.
 */
export const lazyBlock = <K extends string>(
  load: () => Promise<Record<K, ComponentType<BlockProps>>>,
  name: K,
): LazyBlock => {
  const Lazy: LazyBlock = lazy(() => load().then((module) => ({ default: module[name] as ComponentType<BlockProps> })));
  if (typeof __SERVER_BUILD__ === 'undefined' || !__SERVER_BUILD__) return Lazy;
  // On the server the page records which blocks it rendered, so only their CSS is inlined
  // (dist/lazy-block-styles.json, written by the browser build).
  function ServerBlock(props: BlockProps) {
    use(ServerRenderContext)?.blocks?.add(name);
    return createElement(Lazy, props);
  }
  return ServerBlock as unknown as LazyBlock;
};
