import type { ChangeScope } from '@club/shared/contracts/schemas';

/** The order phone calendars ask in: this date, this and following, all. */
export const changeScopeChoices: ChangeScope[] = ['occurrence', 'following', 'series'];
