import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { weekOf } from '../lib/week';
import { WeekCalendar } from './WeekCalendar';

const entry = (id: string, name: string, start: string, end: string, extra: Partial<ScheduleEntry> = {}) =>
  ({
    id,
    seriesId: id,
    name,
    startDateTime: start,
    endDateTime: end,
    originalStartDateTime: start,
    eventsGroupId: 'g',
    coach: ['Mira Schulz'],
    place: 'Gymnastikraum',
    description: '',
    shortDescription: '',
    users: [],
    image: null,
    contentId: null,
    recurrence: null,
    cancelled: false,
    holiday: null,
    modified: false,
    ...extra,
  }) as ScheduleEntry;

const entries = [
  entry('a', 'Yoga', '2026-11-24T18:00:00.000+01:00', '2026-11-24T19:15:00.000+01:00'),
  entry('b', 'Yoga', '2026-11-29T10:00:00.000+01:00', '2026-11-29T11:15:00.000+01:00', {
    cancelled: true,
    holiday: '1. Advent',
  }),
];

function renderWeek(onOpen = jest.fn()) {
  render(
    <WeekCalendar
      week={weekOf('2026-11-23')}
      entries={entries}
      today="2026-11-26"
      onPrevious={jest.fn()}
      onNext={jest.fn()}
      onOpen={onOpen}
    />,
  );
  return onOpen;
}

describe('WeekCalendar', () => {
  it('shows a grid of start times by weekday with its classes', () => {
    renderWeek();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toHaveLength(8);
    expect(within(table).getByRole('rowheader', { name: '18:00' })).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /Yoga/ })).toHaveLength(2);
  });

  it('opens the accordion on today and toggles other days', async () => {
    renderWeek();
    const today = screen.getByRole('button', { name: /Donnerstag, 26\.11\./ });
    expect(today).toHaveAttribute('aria-expanded', 'true');
    const tuesday = screen.getByRole('button', { name: /Dienstag, 24\.11\./ });
    expect(tuesday).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(tuesday);
    expect(tuesday).toHaveAttribute('aria-expanded', 'true');
  });

  it('counts only the classes that take place in the day header', () => {
    renderWeek();
    expect(screen.getByRole('button', { name: /Dienstag, 24\.11\./ })).toHaveTextContent('1 Training');
    const sunday = screen.getByRole('button', { name: /Sonntag, 29\.11\./ });
    expect(sunday).toHaveTextContent('fällt aus');
    expect(sunday).not.toHaveTextContent('Training');
    expect(screen.getByRole('button', { name: /Montag, 23\.11\./ })).toHaveTextContent('kein Training');
  });

  it('marks a cancelled date and hands a clicked class to onOpen', async () => {
    const onOpen = renderWeek();
    const table = screen.getByRole('table');
    const cancelled = within(table).getByRole('button', { name: /1\. Advent/ });
    expect(cancelled).toHaveClass('schedule-card--cancelled');
    await userEvent.click(within(table).getByRole('button', { name: /18:00/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  });
});
