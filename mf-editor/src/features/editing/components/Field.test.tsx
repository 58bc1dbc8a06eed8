import { render, screen } from '@testing-library/react';
import { ClubProviders, initI18n } from '@club/shared';
import { knownRouteCheck } from '@club/shared/contracts';
import '../../../locales';
import { newTemplate } from '../lib/template-ops';
import { Field } from './Field';

const context = { isKnownRoute: knownRouteCheck([]), language: 'de', today: '2026-11-24' };

describe('Field', () => {
  beforeEach(() => initI18n('?lang=de'));

  // Issue 34 defect 4: the server refused a course without a place the editor called optional.
  it('marks the course’s place (Ort) mandatory, as the catalogue and the server have it', () => {
    const course = newTemplate('COURSE');
    const field = course.fields.find((f) => f.name === 'location')!;
    const value = course.elements[0]!.values.find((v) => v.fieldId === field.id)!;
    render(
      <ClubProviders>
        <Field template={course} field={field} value={value} context={context} onChange={() => undefined} />
      </ClubProviders>,
    );
    const place = screen.getByRole('textbox', { name: /^Ort/ });
    expect(place).toHaveAccessibleName('Ort * Pflichtfeld');
    expect(place).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Dieses Feld ist ein Pflichtfeld');
  });
});
