import { createStore } from 'jotai';

/** The one jotai store of the whole site; the shell provides it and every remote reads it. */
export const clubStore = createStore();

// Counts evaluations of this module on the page: more than one means @club/shared is not a
// singleton, and with it two stores. The e2e suite asserts it stays 1.
const registry = globalThis as { __CLUB_SHARED_INSTANCES__?: number };
registry.__CLUB_SHARED_INSTANCES__ = (registry.__CLUB_SHARED_INSTANCES__ ?? 0) + 1;
