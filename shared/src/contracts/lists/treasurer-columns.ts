import type { Cell } from './table-query';

/** What the members table searches and sorts by (the page and the CSV export alike). */
export interface MemberListFields {
  memberNumber: number | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  email: string;
  memberSince: string;
  postCode: string | null;
  city: string | null;
  monthlyCents: number | null;
  mandate: { reference: string; accountHolder: string } | null;
}

export const memberSortKeys = ['memberNumber', 'name', 'email', 'memberSince', 'city', 'monthly', 'reference'] as const;
export type MemberSortKey = (typeof memberSortKeys)[number];

const personName = (m: { firstName: string | null; lastName: string | null; displayName: string }) =>
  m.lastName ? `${m.lastName}, ${m.firstName ?? ''}`.trim() : m.displayName;

export const memberColumns: Record<MemberSortKey, (m: MemberListFields) => Cell> & {
  search: (m: MemberListFields) => Cell;
} = {
  memberNumber: (m) => m.memberNumber,
  name: personName,
  email: (m) => m.email,
  memberSince: (m) => m.memberSince,
  city: (m) => (m.city ? `${m.postCode ?? ''} ${m.city}`.trim() : null),
  monthly: (m) => m.monthlyCents,
  reference: (m) => m.mandate?.reference,
  // Searched but not a column of its own: the account holder's name.
  search: (m) => `${m.displayName} ${m.mandate?.accountHolder ?? ''}`,
};

/** What the applications table searches and sorts by. */
export interface ApplicationListFields {
  createdAt: string;
  state: string;
  firstName: string;
  familyName: string;
  email: string;
  address: string;
  monthlyCents: number;
  mandate: { reference: string; accountHolder: string };
}

export const applicationSortKeys = ['createdAt', 'name', 'email', 'state', 'monthly', 'reference'] as const;
export type ApplicationSortKey = (typeof applicationSortKeys)[number];

export const applicationColumns: Record<ApplicationSortKey, (a: ApplicationListFields) => Cell> & {
  search: (a: ApplicationListFields) => Cell;
} = {
  createdAt: (a) => a.createdAt,
  name: (a) => `${a.familyName}, ${a.firstName}`,
  email: (a) => a.email,
  state: (a) => a.state,
  monthly: (a) => a.monthlyCents,
  reference: (a) => a.mandate.reference,
  search: (a) => `${a.address} ${a.mandate.accountHolder}`,
};
