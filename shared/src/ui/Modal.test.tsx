import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '../i18n/instance';
import { InfoModal } from './InfoModal';
import { Modal } from './Modal';

beforeAll(() => {
  initI18n('?lang=en');
});

function Harness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <Modal
        isOpen={isOpen}
        title="Settings"
        onClose={() => setIsOpen(false)}
        footer={<button type="button">Save</button>}
      >
        <input aria-label="Field" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus, traps Tab and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('InfoModal', () => {
  it.each([
    ['success', 'Well done', 'You successfully saved your data.'],
    ['fail', 'Oooops', 'Something went wrong. Please try again.'],
    ['other', 'For your information', ''],
  ] as const)('shows the %s variant texts', (variant, title, text) => {
    render(<InfoModal isOpen variant={variant} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: title });
    if (text) expect(dialog).toHaveTextContent(text);
  });

  it('closes with its button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<InfoModal isOpen variant="success" message="Saved!" onClose={onClose} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Saved!');
    await user.click(screen.getAllByRole('button', { name: 'Close' })[1]!);
    expect(onClose).toHaveBeenCalled();
  });
});
