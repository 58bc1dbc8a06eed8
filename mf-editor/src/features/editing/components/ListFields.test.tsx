import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ClubProviders, initI18n } from '@club/shared';
import { knownRouteCheck } from '@club/shared/contracts';
import '../../../locales';
import { LineListField, LinkListField } from './ListFields';

const context = { isKnownRoute: knownRouteCheck(['/header/who-we-are']), language: 'de', today: '2026-11-24' };

function Harness({ kind, initial }: { kind: 'links' | 'lines'; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ClubProviders>
      {kind === 'links' ? (
        <LinkListField value={value} onChange={setValue} label="Links" context={context} />
      ) : (
        <LineListField value={value} onChange={setValue} label="Zeilen" />
      )}
      <output aria-label="stored">{value}</output>
    </ClubProviders>
  );
}

describe('list editors for footer links and contact lines', () => {
  beforeEach(() => initI18n('?lang=de'));

  it('edits footer links as name and address rows and checks each address', () => {
    render(<Harness kind="links" initial="Wer wir sind|/who-we-are" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Adresse von Link 1' }), {
      target: { value: 'javascript:alert(1)' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Ungültige URL.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Adresse von Link 1' }), {
      target: { value: 'https://example.org' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Link hinzufügen' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name von Link 2' }), { target: { value: 'Start; jetzt' } });
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent(
      'Wer wir sind|https://example.org;Start jetzt|/',
    );
  });

  it('keeps contact lines as rows and removes one', () => {
    render(<Harness kind="lines" initial="Hauptstraße 1;80331 München" />);
    fireEvent.click(screen.getByRole('button', { name: 'Eintrag 1 entfernen' }));
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent(/^80331 München$/);
  });
});
