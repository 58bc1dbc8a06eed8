import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@club/shared';
import '../locales';
import { ParticipantChoice } from './ParticipantChoice';

describe('ParticipantChoice', () => {
  beforeEach(() => void i18n.changeLanguage('en'));

  it('offers the member and each child, and reports the chosen child', () => {
    const onChange = jest.fn();
    render(
      <ParticipantChoice
        userName="Lena Wagner"
        choices={[{ id: 'c1', firstName: 'Mia', lastName: 'Wagner' }]}
        value=""
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Who takes part?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Myself (Lena Wagner)' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Mia Wagner' }));
    expect(onChange).toHaveBeenCalledWith('c1');
  });

  it('is not shown to a member without children, and speaks German', async () => {
    const { container } = render(<ParticipantChoice userName="Lena" choices={[]} value="" onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
    await i18n.changeLanguage('de');
    render(
      <ParticipantChoice
        userName="Lena"
        choices={[{ id: 'c1', firstName: 'Mia', lastName: 'Wagner' }]}
        value="c1"
        onChange={jest.fn()}
      />,
    );
    expect(screen.getByRole('group', { name: 'Wer nimmt teil?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mia Wagner' })).toBeChecked();
  });
});
