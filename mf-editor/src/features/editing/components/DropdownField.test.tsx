import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ClubProviders, initI18n } from '@club/shared';
import '../../../locales';
import { DropdownField, searchDebounceMs } from './DropdownField';

function Harness({ fieldName, initial = '' }: { fieldName: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ClubProviders>
      <label htmlFor="f">Field</label>
      <DropdownField
        fieldName={fieldName}
        value={value}
        onChange={setValue}
        inputProps={{ id: 'f', className: 'x', 'aria-describedby': 'm' }}
      />
      <output aria-label="stored">{value}</output>
    </ClubProviders>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Field' });
const shownOptions = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('DROPDOWN field search', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    initI18n('?lang=de');
  });
  afterEach(() => jest.useRealTimers());

  it('filters the list 300 ms after the last keystroke, not before', () => {
    render(<Harness fieldName="repeat" initial="WEEKLY" />);
    expect(box()).toHaveValue('Wöchentlich');
    fireEvent.focus(box());
    expect(shownOptions()).toEqual(['Monatlich', 'Wöchentlich', 'Täglich']);
    fireEvent.change(box(), { target: { value: 'tä' } });
    act(() => jest.advanceTimersByTime(searchDebounceMs - 1));
    expect(shownOptions()).toHaveLength(3);
    act(() => jest.advanceTimersByTime(1));
    expect(shownOptions()).toEqual(['Täglich']);
  });

  it('selects the single match on Enter, even before the list caught up', () => {
    render(<Harness fieldName="repeat" />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'monat' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByLabelText('stored')).toHaveTextContent('MONTHLY');
    expect(box()).toHaveValue('Monatlich');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('does not choose on Enter while several options match', () => {
    render(<Harness fieldName="repeat" initial="DAILY" />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'lich' } });
    act(() => jest.advanceTimersByTime(searchDebounceMs));
    expect(shownOptions()).toEqual(['Monatlich', 'Wöchentlich', 'Täglich']);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByLabelText('stored')).toHaveTextContent('DAILY');
  });

  it('takes typed text for opening-hour days, which may be a range', () => {
    render(<Harness fieldName="day" />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'Montag – Donnerstag' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByLabelText('stored')).toHaveTextContent('Montag – Donnerstag');
  });
});
