import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClubProviders, initI18n } from '@club/shared';
import { nameLength } from '@club/shared/contracts';
import { sendContactMessage } from '../api/send-contact';
import { ContactForm } from './ContactForm';

jest.mock('../api/send-contact', () => ({ sendContactMessage: jest.fn() }));
const send = jest.mocked(sendContactMessage);

beforeAll(() => {
  initI18n('?lang=en');
});
beforeEach(() => send.mockReset());

function renderForm() {
  render(
    <ClubProviders>
      <ContactForm templateId="tpl-1" page="/contact-us" />
    </ClubProviders>,
  );
  return userEvent.setup();
}

describe('ContactForm', () => {
  it('shows asterisk errors linked to the fields and sends nothing when empty', async () => {
    const user = renderForm();
    expect(screen.getByRole('heading', { name: "Let's talk." })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('* This field is mandatory');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('* This field is mandatory');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('* This field is mandatory');
    expect(name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await user.type(name, 'R2D2');
    expect(name).toHaveAccessibleDescription('* Please use 2 to 30 letters and spaces only.');
  });

  it('follows the shared name rule: a shorter maximum there refuses the same name here', async () => {
    const user = renderForm();
    const name = screen.getByLabelText('Name');
    await user.type(name, 'Annabelle Schmidt');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(name).not.toHaveAttribute('aria-invalid', 'true');

    const { max } = nameLength;
    nameLength.max = 10;
    try {
      await user.type(name, ' ');
      expect(name).toHaveAccessibleDescription('* Please use 2 to 30 letters and spaces only.');
    } finally {
      nameLength.max = max;
    }
  });

  it('keeps the typed values and tells the visitor when sending fails', async () => {
    send.mockResolvedValue(false);
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), '  Jürgen  Weiß ');
    await user.type(screen.getByLabelText('E-mail'), 'juergen@example.org');
    await user.type(screen.getByLabelText('Message'), 'Hello club');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const dialog = await screen.findByRole('dialog', { name: 'Oooops' });
    expect(dialog).toHaveTextContent('There was an unexpected error. Your message could not be sent.');
    expect(send).toHaveBeenCalledWith(
      'tpl-1',
      { name: 'Jürgen Weiß', email: 'juergen@example.org', message: 'Hello club' },
      '/contact-us',
      undefined,
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getByLabelText('Name')).toHaveValue('  Jürgen  Weiß ');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello club');
  });

  it('tells the visitor to wait when too many messages were sent, keeping the typed message', async () => {
    send.mockResolvedValue('tooMany');
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Anna Berg');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.org');
    await user.type(screen.getByLabelText('Message'), 'Noch eine Frage');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const dialog = await screen.findByRole('dialog', { name: 'Oooops' });
    expect(dialog).toHaveTextContent(
      'Too many messages were sent just now. Your message is kept: please try again in a few minutes.',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getByLabelText('Message')).toHaveValue('Noch eine Frage');
  });

  it('clears the form and confirms when the message was sent', async () => {
    send.mockResolvedValue(true);
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Anna');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.org');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const dialog = await screen.findByRole('dialog', { name: 'Well done' });
    expect(dialog).toHaveTextContent('Your message was sent successfully!');
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
