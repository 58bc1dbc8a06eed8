/**
 * Waiting-list settings from the environment:
 * - WAITING_LIST_OFFER_HOURS: how long a freed place is held for the person it is offered to
 *   (default 48, as issue 21 asks).
 * - WAITING_LIST_EVERY_MS: how often the job ends expired offers and offers free places
 *   (default one minute; 0 = never on a timer, tests run it by hand).
 * - PLACE_HOLD_MINUTES: how long a started checkout holds its place (default 15: the sandbox's
 *   and COPYandPAY's payment form is filled in within minutes; a pending card settles later and
 *   is refunded if the place went meanwhile). Issue 33 item 3.
 */
export interface WaitingListConfig {
  offerHours: number;
  everyMs: number;
  placeHoldMinutes: number;
}

export function waitingListConfigFromEnv(env: NodeJS.ProcessEnv): WaitingListConfig {
  const positive = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number >= 0 ? number : fallback;
  };
  return {
    offerHours: positive(env.WAITING_LIST_OFFER_HOURS, 48) || 48,
    everyMs: positive(env.WAITING_LIST_EVERY_MS, 60_000),
    placeHoldMinutes: positive(env.PLACE_HOLD_MINUTES, 15) || 15,
  };
}
