import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ClubProviders, clubStore, i18n, initI18n, organizationAtom } from '@club/shared';
import type { CourseOrder } from '@club/shared/contracts/schemas';
import { answerApi } from '@club/shared/testing/api-answers';
import '../locales';
import { OrderList } from './OrderList';

jest.mock('../api/orders', () => ({ cancelCourse: jest.fn() }));

const order = (id: string, courseName: string, cancelRefund: CourseOrder['cancelRefund']): CourseOrder => ({
  id,
  number: '12',
  courseId: `g-${id}`,
  courseName,
  amount: 30,
  creditCents: cancelRefund?.creditCents ?? 0,
  status: 'SENT',
  createdAt: '2026-11-20T10:00:00Z',
  refundedAt: null,
  canCancel: true,
  cancelUntil: '2026-12-01T17:00:00Z',
  refundReason: null,
  dateAdjustments: [],
  cancelRefund,
});

// Each test its own member: the page cache keeps answers per key.
const ask = async (userId: string, course: string) => {
  render(
    <ClubProviders>
      <MemoryRouter>
        <OrderList userId={userId} onChanged={jest.fn()} />
      </MemoryRouter>
    </ClubProviders>,
  );
  const item = (await screen.findByText(course)).closest('li')!;
  fireEvent.click(item.querySelector('button')!);
  return screen.getByRole('group');
};

beforeAll(() => {
  initI18n('?lang=de');
  clubStore.set(organizationAtom, { id: 'org-1', name: 'demo' } as never);
});

describe('OrderList: the cancel question names what goes back where (issue 33)', () => {
  beforeEach(() =>
    answerApi({
      '/orders': [
        order('mixed', 'Football', { cardCents: 2766, creditCents: 234 }),
        order('credit', 'Volleyball', { cardCents: 0, creditCents: 3000 }),
        order('card', 'Swimming', { cardCents: 2883, creditCents: 0 }),
      ],
    }),
  );

  it('names the card part and the credit part of a course paid by both, in German', async () => {
    await i18n.changeLanguage('de');
    const question = await ask('u-de', 'Football');
    expect(question).toHaveTextContent(
      /^Football stornieren\? 27,66\s€ gehen auf deine Karte zurück, 2,34\s€ bekommst du als Guthaben zurück, und dein Platz wird frei\./,
    );
  });

  it('in English; a course paid by credit alone goes back as credit, one paid by card to the card', async () => {
    await i18n.changeLanguage('en');
    expect(await ask('u-en', 'Football')).toHaveTextContent(
      'Cancel Football? €27.66 goes back to your card and €2.34 back to you as credit, and your place becomes free.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep my place' }));
    const credit = screen.getByText('Volleyball').closest('li')!;
    fireEvent.click(credit.querySelector('button')!);
    expect(screen.getByRole('group')).toHaveTextContent(
      'Cancel Volleyball? €30.00 goes back to you as credit and your place becomes free.',
    );
    expect(screen.getByRole('group')).not.toHaveTextContent(/card/);
    fireEvent.click(screen.getByRole('button', { name: 'Keep my place' }));
    // What goes back is the server's answer (less what cancelled dates gave), not the price.
    fireEvent.click(screen.getByText('Swimming').closest('li')!.querySelector('button')!);
    expect(screen.getByRole('group')).toHaveTextContent(
      'Cancel Swimming? €28.83 goes back to your card and your place becomes free.',
    );
  });
});
