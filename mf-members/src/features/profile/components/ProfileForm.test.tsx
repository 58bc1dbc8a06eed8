import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClubProviders, initI18n } from '@club/shared';
import type { UserData } from '@club/shared/contracts/schemas';
import '../locales';
import { ProfileForm } from './ProfileForm';

jest.mock('../api/users', () => ({
  patchUser: jest.fn(),
  putUser: jest.fn(),
  uploadProfileImage: jest.fn(),
}));

const allOrNone = '* Adressfelder müssen alle oder gar nicht ausgefüllt werden';

const user: UserData = {
  id: 'u1',
  orgId: 'o1',
  firstName: 'Anna',
  lastName: 'Berg',
  fullName: 'Anna Berg',
  displayName: 'Anna',
  email: 'anna@example.org',
  countryCode: '+49',
  contactNumber: '301234567',
  department: null,
  departmentId: null,
  description: null,
  roleId: 'r',
  roleName: 'MEMBER_USER',
  eventsGroups: [],
  memberSince: '2020-01-01',
  address: { streetNumber: 'Hauptstraße 1', postCode: '82031', city: 'Grünwald' },
  paymentData: null,
  birthDate: null,
  gender: null,
  profileImage: null,
  sports: [],
};

beforeAll(() => {
  initI18n('?lang=de');
});

function renderForm() {
  render(
    <ClubProviders>
      <ProfileForm user={user} />
    </ClubProviders>,
  );
  return userEvent.setup();
}

describe('ProfileForm', () => {
  it('shows the stored phone number in the national format', async () => {
    renderForm();
    expect(await screen.findByLabelText('Telefon')).toHaveValue('030 1234567');
  });

  it('marks street, post code and city together as soon as one is cleared, and accepts an empty address', async () => {
    const person = renderForm();
    const street = screen.getByLabelText('Straße und Hausnummer');
    const postCode = screen.getByLabelText('Postleitzahl');
    const city = screen.getByLabelText('Ort');
    const save = screen.getByRole('button', { name: 'Speichern' });

    await person.clear(city);
    for (const field of [street, postCode, city]) {
      await waitFor(() => expect(field).toHaveAccessibleDescription(allOrNone));
    }
    expect(save).toBeDisabled();

    await person.clear(street);
    await person.clear(postCode);
    for (const field of [street, postCode, city]) {
      await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    }
    expect(save).toBeEnabled();
  });
});
