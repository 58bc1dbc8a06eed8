import * as v from 'valibot';
import { membershipApplicationRequestSchema } from '../rules/membership';
import { sepaReturnReasonCodes } from '../sepa/return-reasons';
import type {
  ApplicationAccepted,
  ApplicationRejected,
  ApplicationSummary,
  BankData,
  MembershipApplicationReceipt,
  MembershipSettingsView,
  SepaReturnSummary,
} from '../schemas';
import type { CollectionHistoryEntry, CollectionPreview, CollectionRun, OpenItem, SepaDueDates } from '../schemas/sepa';
import { endpoint, shape } from './define';
import { applicationStates } from './member-lists';

// Membership applications (the wizard), their decisions and the SEPA collections
// (members-and-transactions.md §3-§5, §9). The treasurer's lists and the members' data rights
// are declared with the people's calls.
// The SEPA answers are declared once in valibot (schemas/sepa.ts); their types are named here too.
export type {
  CollectionHistoryEntry,
  CollectionPreview,
  CollectionRun,
  OpenItem,
  SepaDueDates,
  SepaSum,
} from '../schemas/sepa';

const base = '/memberships-service/organizations/:orgId';
const uuid = v.pipe(v.string(), v.uuid());

export const getMembershipSettings = endpoint({
  method: 'GET',
  path: `${base}/membership-settings`,
  access: ['visitor'],
  summary: 'What the membership wizard offers in this club: enabled types, external form link, the SEPA creditor.',
  answer: shape<MembershipSettingsView>(),
});

export const getBank = endpoint({
  method: 'GET',
  path: `${base}/banks/:blz`,
  access: ['visitor'],
  summary:
    'BIC and bank name of a German bank code (Bankleitzahl, the IBAN’s characters 5-12), from the Bundesbank list shipped in bankdata-germany.',
  params: v.object({ orgId: uuid, blz: v.pipe(v.string(), v.regex(/^[0-9]{8}$/)) }),
  answer: shape<BankData>(),
});

export const submitApplication = endpoint({
  method: 'POST',
  path: `${base}/applications`,
  access: ['visitor'],
  summary:
    'Sends a membership application with its SEPA mandate (visitor tokens allowed; MEMBER_USER gets 409 ALREADY_MEMBER). ' +
    'The same rules as the wizard run on the form; 400 VALIDATION_ERROR names each field. 201 when stored, 200 when ' +
    'this submissionId was stored before (nothing is stored twice). Mails to the applicant and the club go through the outbox.',
  // The wizard's own rule set (rules/membership.ts): the form and the server run the same rules.
  body: membershipApplicationRequestSchema,
  answer: shape<MembershipApplicationReceipt>(),
});

export const listApplications = endpoint({
  method: 'GET',
  path: `${base}/applications`,
  access: ['admin'],
  summary: 'Applications of the club, newest first (administrators). IBANs are masked.',
  query: v.object({ state: v.optional(v.picklist(applicationStates)) }),
  answer: shape<ApplicationSummary[]>(),
});

export const acceptApplication = endpoint({
  method: 'POST',
  path: `${base}/applications/:applicationId/accept`,
  access: ['admin'],
  summary:
    'Accepts a new application: creates the MEMBER_USER account with its profile, member number and children, activates the mandate and mails an invitation to set a password.',
  answer: shape<ApplicationAccepted>(),
});

export const rejectApplication = endpoint({
  method: 'POST',
  path: `${base}/applications/:applicationId/reject`,
  access: ['admin'],
  summary: 'Rejects a new application with a reason (mailed to the applicant); its mandate is revoked.',
  body: v.strictObject({ reason: v.pipe(v.string(), v.minLength(3), v.maxLength(500)) }),
  answer: shape<ApplicationRejected>(),
});

// SEPA collections and returned debits (administrators).
const sepaBase = `${base}/sepa`;
// Only the form here: a date that does not exist gets the handler's own DUE_DATE_INVALID.
const isoDateText = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const dueDateBody = v.strictObject({
  dueDate: v.pipe(
    isoDateText,
    v.description('Collection date (YYYY-MM-DD): a TARGET business day at least one business day ahead'),
  ),
});

export const getSepaDueDates = endpoint({
  method: 'GET',
  path: `${sepaBase}/due-dates`,
  access: ['admin'],
  summary:
    'The due dates the collection form offers (administrators): the earliest possible one (one TARGET business ' +
    'day ahead, Berlin today) and the suggested one (next quarter’s first business day).',
  answer: shape<SepaDueDates>(),
});

export const previewCollection = endpoint({
  method: 'POST',
  path: `${sepaBase}/collections/preview`,
  access: ['admin'],
  summary:
    'What a collection for a due date would contain, without recording anything (administrators): number of ' +
    'debits, sum per sequence type (FRST/RCUR), and each member left out with the reason.',
  body: dueDateBody,
  answer: shape<CollectionPreview>(),
});

export const runCollection = endpoint({
  method: 'POST',
  path: `${sepaBase}/collections/runs`,
  access: ['admin'],
  summary:
    'Records the collection run of a due date (administrators): the direct debits of the SEPA file and the ' +
    'invoices (with the 10 % surcharge and a GiroCode) of the members who pay by transfer, also when no one pays ' +
    'by debit. The pre-notification and invoice mails go through the outbox. No month is charged twice; running a ' +
    'recorded due date again answers what it recorded. 409 NOTHING_TO_COLLECT when no one owes anything.',
  body: dueDateBody,
  answer: shape<CollectionRun>(),
});

export const exportCollection = endpoint({
  method: 'POST',
  path: `${sepaBase}/collections`,
  access: ['admin'],
  summary:
    'Records and exports the quarterly SEPA core direct-debit collection for a due date as a pain.008.001.08 XML file ' +
    '(administrators; structured addresses). First collections are FRST and include the admission fee, later ones ' +
    'RCUR. A member is collected once per quarter; exporting the same due date again gives the same lines.',
  body: dueDateBody,
  /** The XML file (read it as a Blob; its name is in Content-Disposition). */
  answer: shape<Blob>(),
});

export const listCollections = endpoint({
  method: 'GET',
  path: `${sepaBase}/collections`,
  access: ['admin'],
  summary: 'The collection history (administrators): each exported due date with its period, count and sums.',
  answer: shape<CollectionHistoryEntry[]>(),
});

export const recordReturn = endpoint({
  method: 'POST',
  path: `${sepaBase}/mandates/:mandateId/returns`,
  access: ['admin'],
  summary:
    'Records a returned direct debit on a mandate (administrators): date and the bank’s reason code. The member ' +
    'is left out of collections until the return is resolved.',
  body: v.strictObject({
    returnedOn: v.pipe(isoDateText, v.description('Date the bank reported the return (YYYY-MM-DD), not in the future')),
    reasonCode: v.picklist(sepaReturnReasonCodes),
    note: v.optional(v.pipe(v.string(), v.maxLength(500))),
  }),
  answer: shape<SepaReturnSummary>(),
});

export const resolveReturn = endpoint({
  method: 'POST',
  path: `${sepaBase}/returns/:returnId/resolve`,
  access: ['admin'],
  summary: 'Marks a returned direct debit as resolved (administrators): the member is collected again.',
  answer: shape<SepaReturnSummary>(),
});

export const listOpenItems = endpoint({
  method: 'GET',
  path: `${sepaBase}/open-items`,
  access: ['admin'],
  summary:
    'Open items (administrators): returned direct debits and unpaid transfer invoices, with the reminders sent ' +
    'and the exclusion decision (terms: exclusion after two written reminders).',
  answer: shape<OpenItem[]>(),
});

export const sendReminder = endpoint({
  method: 'POST',
  path: `${sepaBase}/open-items/:itemId/reminders`,
  access: ['admin'],
  summary:
    'Sends the next written reminder of an open item (administrators): the first, then the second, by mail with ' +
    'the amount, the return reason in words and a GiroCode. A third is refused.',
  answer: shape<OpenItem>(),
});

export const recordPayment = endpoint({
  method: 'POST',
  path: `${sepaBase}/open-items/:itemId/payment`,
  access: ['admin'],
  summary: 'Records the payment of an open item (administrators): the item closes; a returned debit is resolved.',
  body: v.strictObject({
    paidOn: v.pipe(isoDateText, v.description('Day the money arrived (YYYY-MM-DD), not in the future')),
  }),
  answer: shape<OpenItem>(),
});

export const markExclusion = endpoint({
  method: 'POST',
  path: `${sepaBase}/open-items/:itemId/exclusion`,
  access: ['admin'],
  summary:
    'Marks that the board decided to exclude the member for this open item (administrators); only after the ' +
    'second reminder.',
  answer: shape<OpenItem>(),
});
