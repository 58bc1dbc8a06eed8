import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BlockProps } from '@club/shared';

export type LazyBlock = LazyExoticComponent<ComponentType<BlockProps>>;

/**
 * One lazy chunk per block: a page downloads only the blocks it uses. Features that own blocks
 * (blocks, news, contact) export theirs through their index with this, and the block registry
 * composes them, so no feature reaches into another's files.
 */
export const lazyBlock = <K extends string>(
  load: () => Promise<Record<K, ComponentType<BlockProps>>>,
  name: K,
): LazyBlock => lazy(() => load().then((module) => ({ default: module[name] })));
