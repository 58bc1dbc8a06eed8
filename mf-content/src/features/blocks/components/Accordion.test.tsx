import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Template } from '@club/shared';
import { Accordion } from './Accordion';

const template: Template = {
  id: 'acc',
  name: 'FAQ',
  type: 'ACCORDION',
  fields: [
    { id: 'ft', name: 'title', type: 'H2', isMandatory: true },
    { id: 'fx', name: 'text', type: 'LONG_TEXT', isMandatory: true },
  ],
  elements: [
    {
      id: 'e1',
      type: 'default',
      values: [
        { id: 'v1', fieldId: 'ft', value: 'Our mission' },
        { id: 'v2', fieldId: 'fx', value: 'Fairness' },
      ],
    },
    {
      id: 'e2',
      type: 'default',
      values: [
        { id: 'v3', fieldId: 'ft', value: 'Volunteering' },
        { id: 'v4', fieldId: 'fx', value: '180 helpers' },
      ],
    },
  ],
};

describe('Accordion', () => {
  it('opens and closes a region with its button', async () => {
    const user = userEvent.setup();
    render(<Accordion template={template} />);
    const button = screen.getByRole('button', { name: 'Our mission' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Our mission' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Our mission' });
    expect(region).toHaveTextContent('Fairness');
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(screen.getByRole('button', { name: 'Volunteering' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
