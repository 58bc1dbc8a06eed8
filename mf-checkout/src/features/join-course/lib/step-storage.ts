import { storageKeys } from '@club/shared';

// Join-course steps (members-and-transactions.md §4): initial(0) -> login(1) -> payment(2) -> successful(3).
export const joinSteps = { initial: 0, login: 1, payment: 2, successful: 3 } as const;
export type JoinStep = (typeof joinSteps)[keyof typeof joinSteps];

const checkoutKey = 'joinCourseCheckout';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Before the login round trip: resume at the payment step afterwards. */
export function storeResumeStep(step: JoinStep, eventsGroupId: string | null): void {
  storage()?.setItem(storageKeys.joinCourseStep, JSON.stringify({ step, eventsGroupId }));
}

/** The stored step, removed after reading; initial without a stored user. */
export function takeResumeStep(
  isLoggedIn: boolean,
  forCourse: string | null = null,
): { step: JoinStep; eventsGroupId: string | null } | null {
  const raw = storage()?.getItem(storageKeys.joinCourseStep);
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = JSON.parse(raw) as { step?: number; eventsGroupId?: string | null } | number;
    const step = typeof parsed === 'number' ? parsed : Number(parsed.step);
    const eventsGroupId = typeof parsed === 'number' ? null : (parsed.eventsGroupId ?? null);
    // Another course block on the page resumes its own step.
    if (forCourse && eventsGroupId && eventsGroupId !== forCourse) return null;
    storage()?.removeItem(storageKeys.joinCourseStep);
    if (!isLoggedIn || ![0, 1, 2, 3].includes(step)) return { step: joinSteps.initial, eventsGroupId };
    return { step: step as JoinStep, eventsGroupId };
  } catch {
    storage()?.removeItem(storageKeys.joinCourseStep);
    return null;
  }
}

/** Which course the open card checkout pays for (the provider's return lands on the page). */
export function storeCheckout(checkoutId: string, eventsGroupId: string): void {
  storage()?.setItem(checkoutKey, JSON.stringify({ checkoutId, eventsGroupId }));
}

export function storedCheckoutCourse(checkoutId: string): string | null {
  try {
    const stored = JSON.parse(storage()?.getItem(checkoutKey) ?? 'null') as {
      checkoutId: string;
      eventsGroupId: string;
    } | null;
    return stored?.checkoutId === checkoutId ? stored.eventsGroupId : null;
  } catch {
    return null;
  }
}
