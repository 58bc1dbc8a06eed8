import { createStore } from 'jotai';

/** The one jotai store of the whole site; the shell provides it and every remote reads it. */
export const clubStore = createStore();
