import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ClubProviders, initI18n } from '@club/shared';
import '../../../locales';
import { fetchMoneyRules } from '../api/money-rules';
import { CourseMoneyRulesForm } from './CourseMoneyRulesForm';

jest.mock('../api/money-rules', () => ({ fetchMoneyRules: jest.fn(), saveMoneyRules: jest.fn() }));

const rules = { cancellationRule: 'DAYS_BEFORE_NEXT', cancellationDays: 3, dateCancelPolicy: 'CREDIT' } as const;

beforeAll(() => initI18n('?lang=en'));

describe('CourseMoneyRulesForm', () => {
  it('offers the rules to a coach of the course with the saved values', async () => {
    jest.mocked(fetchMoneyRules).mockResolvedValue({ ...rules, mayChange: true });
    render(
      <ClubProviders>
        <CourseMoneyRulesForm eventsGroupId="coached" />
      </ClubProviders>,
    );
    expect(await screen.findByRole('spinbutton')).toHaveValue(3);
  });

  it('shows nothing to a timetable editor who does not coach this course', async () => {
    jest.mocked(fetchMoneyRules).mockResolvedValue({ ...rules, mayChange: false });
    const { container } = render(
      <ClubProviders>
        <CourseMoneyRulesForm eventsGroupId="other" />
      </ClubProviders>,
    );
    await waitFor(() => expect(jest.mocked(fetchMoneyRules)).toHaveBeenCalledWith('other'));
    await act(async () => {}); // the answer arrives
    expect(container.querySelector('form')).toBeNull();
  });
});
