/** The name parts of a `users` row (any of them may be missing from a query). */
export interface NameParts {
  first_name?: string | null;
  last_name?: string | null;
  display_name?: string | null;
  email?: string | null;
}

/**
 * A person's name as the club writes it everywhere (lists, mails, CSV files): first and last
 * name; without them the display name; without that the e-mail address, when the query has it.
 */
export const personName = (person: NameParts | null | undefined): string =>
  [person?.first_name, person?.last_name].filter(Boolean).join(' ').trim() ||
  person?.display_name ||
  person?.email ||
  '';
