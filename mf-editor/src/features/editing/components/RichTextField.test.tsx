import { render, screen } from '@testing-library/react';
import { ClubProviders, initI18n } from '@club/shared';
import '../../../locales';
import { RichTextField } from './RichTextField';

describe('RichTextField', () => {
  beforeEach(() => initI18n('?lang=en'));

  it('shows a value set from outside (a revert) in place of what was typed', () => {
    const onChange = jest.fn();
    const field = (value: string) => (
      <ClubProviders>
        <span id="label">Text</span>
        <RichTextField labelId="label" value={value} invalid={false} onChange={onChange} />
      </ClubProviders>
    );
    const { rerender } = render(field('<p>Changed <strong>text</strong></p>'));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveTextContent('Changed text');
    rerender(field('<p>Saved text</p>'));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveTextContent('Saved text');
    expect(screen.getByRole('textbox', { name: 'Text' })).not.toHaveTextContent('Changed');
    expect(onChange).not.toHaveBeenCalled();
  });
});
