import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClubProviders, i18n, initI18n } from '@club/shared';
import type { EventSummary } from '@club/shared/contracts/endpoints/events';
import { EventSignUpForm } from '../components/EventSignUpForm';

// The event sign-up form's tests (free and paid) share this set-up: an event, English texts and
// the form rendered inside the club's providers. Each test file mocks the API it talks to.

/** A free event on 10 July 2027 at 15:00 in Berlin with open places; tests change what they need. */
export function eventOf(changes: Partial<EventSummary> = {}): EventSummary {
  return {
    id: 'ev-1',
    title: 'Summer party',
    startsAt: '2027-07-10T13:00:00.000Z',
    endsAt: null,
    place: 'Clubhouse',
    description: '',
    picture: '',
    pictureAlt: '',
    placesTotal: 40,
    placesLeft: 12,
    waiting: 0,
    deadline: '2027-07-01T21:59:59.999Z',
    isOpen: true,
    guestsAllowed: true,
    priceCents: 0,
    questions: [],
    route: '/',
    ...changes,
  };
}

/** English, with the events feature's namespace (it arrives with the feature's chunk). */
export async function loadEnglishEventTexts(): Promise<void> {
  initI18n('?lang=en');
  for (let tries = 0; !i18n.hasResourceBundle('en', 'events') && tries < 50; tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Renders the form for the event; answers the user-event session that drives it. */
export function renderEventForm(
  event: EventSummary,
  props: { cancelToken?: string | null; returnedCheckout?: string | null; onCancelled?: () => void } = {},
) {
  render(
    <ClubProviders>
      <EventSignUpForm
        event={event}
        cancelToken={props.cancelToken ?? null}
        returnedCheckout={props.returnedCheckout ?? null}
        onCancelled={props.onCancelled ?? (() => undefined)}
        onChanged={() => undefined}
      />
    </ClubProviders>,
  );
  return userEvent.setup();
}
