import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ClubProviders, initI18n } from '@club/shared';
import '../../../locales';
import { NameInput } from './NameInput';

function Harness({ start }: { start: string }) {
  const [name, setName] = useState(start);
  return <NameInput label="Seitentitel" value={name} onChange={setName} />;
}
const show = (start = '') =>
  render(
    <ClubProviders>
      <Harness start={start} />
    </ClubProviders>,
  );

// Issue 34, defect 10: names were cut at 20 characters without a word, keeping a trailing space.
describe('NameInput', () => {
  beforeEach(() => initI18n('?lang=de'));

  it('shows the limit and a counter, keeps a pasted long name whole and says how much is too long', () => {
    show();
    expect(screen.getByText('Höchstens 20 Zeichen.')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Seitentitel' });
    fireEvent.change(input, { target: { value: 'Sommerfest der Jugend 2026' } });
    expect(input).toHaveValue('Sommerfest der Jugend 2026');
    expect(screen.getByRole('alert')).toHaveTextContent('6 Zeichen zu lang: höchstens 20 Zeichen, bitte kürzen.');
    expect(screen.getByText('26/20')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts the trimmed name and says that the spaces at the ends go', () => {
    show('Sommerfest der Jugend ');
    expect(screen.getByText('21/20')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Seitentitel' }), { target: { value: ' Sommerfest ' } });
    expect(screen.getByText('10/20')).toBeInTheDocument();
    expect(screen.getByText('Leerzeichen am Anfang und am Ende werden entfernt.')).toBeInTheDocument();
  });
});
