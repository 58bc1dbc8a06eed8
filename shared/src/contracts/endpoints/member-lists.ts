import * as v from 'valibot';
import type { TreasurerMember } from '../schemas';
import { applicationSortKeys, memberSortKeys } from '../lists/treasurer-columns';
import { endpoint, shape } from './define';

// The treasurer's lists (administrators only): members as a table, members and applications as
// CSV with the page's search and sort. The CSV carries the full IBAN; screens only masked.

const membershipsBase = '/memberships-service/organizations/:orgId';
const direction = v.optional(v.picklist(['asc', 'desc']));
export const applicationStates = ['new', 'accepted', 'rejected'] as const;

export const membersCsvQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  sort: v.optional(v.picklist(memberSortKeys)),
  dir: direction,
});
export type MembersCsvQuery = v.InferInput<typeof membersCsvQuery>;

export const applicationsCsvQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  sort: v.optional(v.picklist(applicationSortKeys)),
  dir: direction,
  state: v.optional(v.picklist(applicationStates)),
});
export type ApplicationsCsvQuery = v.InferInput<typeof applicationsCsvQuery>;

export const listMembers = endpoint({
  method: 'GET',
  path: `${membershipsBase}/members`,
  access: ['admin'],
  summary: 'Members of the club with fee and mandate (administrators); IBANs masked.',
  answer: shape<TreasurerMember[]>(),
});

export const downloadMembersCsv = endpoint({
  method: 'GET',
  path: `${membershipsBase}/members.csv`,
  access: ['admin'],
  summary: 'The members list as CSV for spreadsheets (administrators): search and sort as on the page; full IBAN.',
  query: membersCsvQuery,
  answer: shape<Blob>(),
});

export const downloadApplicationsCsv = endpoint({
  method: 'GET',
  path: `${membershipsBase}/applications.csv`,
  access: ['admin'],
  summary: 'Applications as CSV for spreadsheets (administrators): search, sort and state as on the page; full IBAN.',
  query: applicationsCsvQuery,
  answer: shape<Blob>(),
});
