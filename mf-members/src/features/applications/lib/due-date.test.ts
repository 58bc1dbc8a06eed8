import { dueDateMessage } from './due-date';

describe('dueDateMessage', () => {
  it('refuses New Year and Easter Monday, naming the next possible date', () => {
    expect(dueDateMessage('2027-01-01', '2026-12-30')).toEqual({
      key: 'applications.sepa.dueDate_notBusinessDay',
      values: { dueDate: '2027-01-01', earliest: '2026-12-31' },
    });
    expect(dueDateMessage('2027-03-29', '2027-03-24')?.key).toBe('applications.sepa.dueDate_notBusinessDay');
  });

  it('refuses a date less than one business day ahead', () => {
    expect(dueDateMessage('2027-03-29', '2027-03-25')?.key).toBe('applications.sepa.dueDate_notBusinessDay');
    expect(dueDateMessage('2027-03-26', '2027-03-25')?.values.earliest).toBe('2027-03-30');
    expect(dueDateMessage('2026-11-24', '2026-11-24')?.key).toBe('applications.sepa.dueDate_tooEarly');
  });

  it('accepts the next quarter’s first business day', () => {
    expect(dueDateMessage('2027-01-04', '2026-11-24')).toBeNull();
  });
});
