// What other modules may use of families (they import nothing else from this folder).
export {
  childIdsOf,
  childrenAmong,
  childrenOf,
  childrenOnlyGuardedBy,
  eraseChildRecord,
  guardiansOf,
  insertChild,
  isGuardianOf,
} from './children.js';
