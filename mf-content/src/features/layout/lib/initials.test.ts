import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last name', () => {
    expect(initialsOf('Anna Maria Hofmann', 'a@b.c')).toBe('AH');
  });

  it('falls back to the e-mail local part', () => {
    expect(initialsOf(undefined, 'lena.wagner@demo.club')).toBe('LW');
    expect(initialsOf('  ', 'member@demo.club')).toBe('M');
  });

  it('is empty without any name', () => {
    expect(initialsOf(undefined, undefined)).toBe('');
  });
});
