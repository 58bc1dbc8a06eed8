import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ClubProviders, clubStore, initI18n, organizationAtom } from '@club/shared';
import { answerApi } from '@club/shared/testing/api-answers';
import '../../../locales';
import { CourseMoneyRulesForm } from './CourseMoneyRulesForm';

const rules = { cancellationRule: 'DAYS_BEFORE_NEXT', cancellationDays: 3, dateCancelPolicy: 'CREDIT' } as const;

beforeAll(() => initI18n('?lang=en'));
beforeEach(() => clubStore.set(organizationAtom, { id: `org-${Math.random()}`, name: 'demo' } as never));

describe('CourseMoneyRulesForm', () => {
  it('offers the rules to a coach of the course with the saved values', async () => {
    answerApi({ '/coached/money-rules': { ...rules, mayChange: true } });
    render(
      <ClubProviders>
        <CourseMoneyRulesForm eventsGroupId="coached" />
      </ClubProviders>,
    );
    expect(await screen.findByRole('spinbutton')).toHaveValue(3);
  });

  it('shows nothing to a timetable editor who does not coach this course', async () => {
    const sent = answerApi({ '/other/money-rules': { ...rules, mayChange: false } });
    const { container } = render(
      <ClubProviders>
        <CourseMoneyRulesForm eventsGroupId="other" />
      </ClubProviders>,
    );
    await waitFor(() =>
      expect(sent.map((request) => request.url)).toEqual([expect.stringMatching(/\/other\/money-rules$/)]),
    );
    await act(async () => {}); // the answer arrives
    expect(container.querySelector('form')).toBeNull();
  });
});
