// eslint-disable-next-line no-restricted-imports -- the one place mf-content calls React's lazy
import { createElement, lazy, use, type ComponentType, type LazyExoticComponent } from 'react';
import { ServerRenderContext, type BlockProps } from '@club/shared';

export type LazyBlock = LazyExoticComponent<ComponentType<BlockProps>>;

/** true in the Node build (webpack's DefinePlugin); the browser build leaves its branch out. */
declare const __SERVER_BUILD__: boolean | undefined;

/**
 * A part of a page in a chunk of its own (a block, the not-found page, the sign-up form): a page
 * downloads only the parts it shows. On the server the page records each part it rendered by the
 * name its module exports, so the page inlines only those parts' CSS (the browser build writes
 * dist/lazy-part-styles.json). Every import() in a file that imports this module must go through
 * it: the build counts such a chunk's CSS as needed only where the part rendered.
 */
export const lazyPart = <P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> => {
  const Lazy = lazy(() => load().then((module) => ({ default: module[name] as ComponentType<P> })));
  if (typeof __SERVER_BUILD__ === 'undefined' || !__SERVER_BUILD__) return Lazy;
  function ServerPart(props: P) {
    use(ServerRenderContext)?.parts?.add(name);
    return createElement(Lazy, props);
  }
  return ServerPart as unknown as LazyExoticComponent<ComponentType<P>>;
};

/**
 * One lazy chunk per block. Features that own blocks (blocks, news, contact) export theirs through
 * their index with this, and the block registry composes them, so no feature reaches into
 * another's files.
 */
export const lazyBlock = <K extends string>(
  load: () => Promise<Record<K, ComponentType<BlockProps>>>,
  name: K,
): LazyBlock => lazyPart(load, name);
