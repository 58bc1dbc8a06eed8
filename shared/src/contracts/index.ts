// The contracts between the API and every remote, in one framework-free place: entity shapes,
// validation rules with their message keys, the remotes manifest and each exposed module's
// props. No React, jotai, axios or i18next here (lint enforces it), so the API imports it too.
export * from './entities';
export * from './rules';
export * from './remotes';
export * from './remote-props';
export * from './dates/berlin-date';
export * from './sepa';
export * from './lists';
export * from './dates/berlin-time';
