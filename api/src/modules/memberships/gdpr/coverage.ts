/**
 * Every table that holds data about a person, and what the data-rights routes do with it.
 * The GDPR test reads the database's own catalogue: a new table with a column pointing at
 * users (or named like one) fails it until it is listed here, exported or excluded with a reason.
 *
 * - export: rows where any of `userColumns` is the person (or `emailColumn` is their e-mail)
 *   go into their download, without the `omit` columns (secrets).
 * - excluded: not in the download, with the reason.
 * - erase: what confirming an erasure does to those rows.
 */
export type Erasure =
  | { kind: 'delete' }
  | { kind: 'anonymise'; set: Record<string, string | null>; why: string }
  | { kind: 'keep'; why: string };

export interface TableCoverage {
  userColumns: string[];
  emailColumn?: string;
  export: { omit: string[] } | { excluded: string };
  erase: Erasure;
}

export const erasedMarker = 'erased';

export const gdprCoverage: Record<string, TableCoverage> = {
  users: {
    userColumns: ['id'],
    export: { omit: ['password_hash'] },
    // The row stays (ids in accounting records point at it), emptied of everything personal.
    erase: {
      kind: 'anonymise',
      set: {
        email: 'erased-{id}@erased.invalid',
        display_name: '',
        first_name: null,
        last_name: null,
        birth_date: null,
        gender: null,
        country_code: null,
        contact_number: null,
        street_number: null,
        post_code: null,
        city: null,
        department: null,
        description: null,
        profile_image: null,
      },
      why: 'accounting records keep their reference',
    },
  },
  membership_applications: {
    userColumns: ['user_id', 'submitted_by'],
    emailColumn: 'email',
    export: { omit: [] },
    erase: {
      kind: 'anonymise',
      set: { email: 'erased-{id}@erased.invalid', form: '{}' },
      why: 'the decision stays on record',
    },
  },
  sepa_mandates: {
    userColumns: ['user_id'],
    export: { omit: [] },
    // Mandates and their collections are accounting records (§ 147 AO: ten years): reference,
    // dates and amounts stay, the account and its holder go.
    erase: {
      kind: 'anonymise',
      set: {
        iban: 'DE00ERASED',
        account_holder: erasedMarker,
        bank: erasedMarker,
        state: 'revoked',
        street_name: null,
        building_number: null,
        post_code: null,
        town_name: null,
      },
      why: 'collections must stay traceable for accounting',
    },
  },
  events_group_members: {
    userColumns: ['user_id'],
    export: { omit: [] },
    erase: { kind: 'delete' },
  },
  // Issue 21: the person's choice about mails on course changes.
  course_mail_settings: {
    userColumns: ['user_id'],
    export: { omit: [] },
    erase: { kind: 'delete' },
  },
  // Issue 21: who came to which date, ticked by a coach (marked_by).
  attendance: {
    userColumns: ['user_id', 'marked_by'],
    export: { omit: [] },
    erase: {
      kind: 'anonymise',
      set: { marked_by: null },
      why: 'attendance counts of past dates stay (youth-sport subsidies); the person row they point at is emptied, who ticked is removed',
    },
  },
  // Issue 35 (migration 290): messages a person sent, their unsubscribe, answers per date.
  messages: {
    userColumns: ['sender_id'],
    export: { omit: [] },
    erase: {
      kind: 'anonymise',
      set: { sender_id: null, sender_name: erasedMarker },
      why: 'the club keeps what it sent to its members; the sender is no longer named',
    },
  },
  message_unsubscribes: {
    userColumns: ['user_id'],
    export: { omit: [] },
    erase: { kind: 'delete' },
  },
  // Web push (issue 35): the browser's push address is the person's; its keys are secrets.
  push_subscriptions: {
    userColumns: ['user_id'],
    export: { omit: ['p256dh', 'auth'] },
    erase: { kind: 'delete' },
  },
  push_queue: {
    userColumns: ['user_id'],
    export: { omit: [] },
    erase: { kind: 'delete' },
  },
  date_answers: {
    userColumns: ['user_id', 'answered_by'],
    export: { omit: [] },
    erase: { kind: 'delete' },
  },
  // Issue 35 item 3 (migration 310): sign-ups for one-off events with their answers and guests;
  // a visitor's by the e-mail they gave. Erasure removes them (a confirmed place goes to the line
  // at the next cancellation; the organiser's list no longer names the person). Migration 390: a
  // child's sign-up names the guardian who made it (`signed_up_by`, with the guardian's e-mail).
  event_sign_ups: {
    userColumns: ['user_id', 'signed_up_by'],
    emailColumn: 'email',
    export: { omit: [] },
    erase: { kind: 'delete' },
  },
  // Issue 35 item 3 (migration 330): a paid event's sign-up while it is paid (answers, name,
  // e-mail); the order and its receipt stay as accounting records (orders' own coverage).
  event_payments: {
    userColumns: ['user_id'],
    emailColumn: 'email',
    export: { omit: [] },
    erase: { kind: 'delete' },
  },
  // Issue 25 (migration 142): an editor's autosaved, unpublished draft of a page. Found uncovered
  // on main after its merge; their own unsaved work goes with them.
  content_drafts: {
    userColumns: ['user_id'],
    export: { omit: [] },
    erase: { kind: 'delete' },
  },
  // Issue 34 (migration 340): who is in edit mode on a page right now; expires within a minute.
  editor_presence: {
    userColumns: ['user_id', 'taken_over_by'],
    export: { excluded: 'short-lived (under a minute without a heartbeat): who has a page open in edit mode' },
    erase: { kind: 'delete' },
  },
  // Issue 21: the courses a person waits for (and any place offered to them).
  course_waiting_list: {
    userColumns: ['user_id'],
    export: { omit: [] },
    erase: { kind: 'delete' },
  },
  // Issue 21 item 4 (migration 180): families. The guardian's links go with them; their children
  // whose only guardian they are are erased with them (data-rights.ts), other children stay with
  // the remaining guardian.
  family_guardians: {
    userColumns: ['child_id', 'guardian_id'],
    export: { omit: [] },
    erase: { kind: 'delete' },
  },
  family_links: {
    userColumns: ['adult_id', 'linked_id'],
    export: { omit: [] },
    erase: { kind: 'delete' },
  },
  family_invitations: {
    userColumns: ['inviter_id', 'accepted_by'],
    emailColumn: 'email',
    export: { omit: ['token_hash'] },
    erase: { kind: 'delete' },
  },
  // Issue 31 (migration 185): the courses a person coaches go with them; the record of role
  // changes stays (who gave whom which rights is the club's accountability; ids and role names only).
  course_coaches: {
    userColumns: ['user_id'],
    export: { omit: [] },
    erase: { kind: 'delete' },
  },
  access_changes: {
    userColumns: ['user_id', 'changed_by'],
    export: { omit: [] },
    erase: { kind: 'keep', why: 'who gave whom which rights, for the club (ids and role names, no personal data)' },
  },
  data_rights_log: {
    userColumns: ['user_id', 'actor_id'],
    export: { omit: [] },
    erase: { kind: 'keep', why: 'evidence that the request was handled (no personal data beyond the id)' },
  },
  // Payments are accounting records (§ 147 AO): kept; they hold no personal data beyond the id.
  wallet_checkouts: {
    userColumns: ['user_id', 'participant_id'],
    export: { omit: [] },
    erase: { kind: 'keep', why: 'payment record kept for accounting' },
  },
  orders: {
    userColumns: ['user_id', 'participant_id'],
    export: { omit: [] },
    erase: { kind: 'keep', why: 'order kept for accounting' },
  },
  wallet_statements: {
    userColumns: ['user_id'],
    export: { omit: [] },
    erase: { kind: 'keep', why: 'statement kept for accounting' },
  },
  // Migration 350: the member's credit notes (credit is money the club owes: an accounting record).
  wallet_credits: {
    userColumns: ['user_id'],
    export: { omit: [] },
    erase: { kind: 'keep', why: 'credit notes kept for accounting' },
  },
  login_failures: {
    userColumns: [],
    emailColumn: 'email',
    export: { excluded: 'short-lived counters of failed logins (security), no information about the person' },
    erase: { kind: 'delete' },
  },
  login_codes: {
    userColumns: ['user_id'],
    export: { excluded: 'one-minute login secrets (hashes), no information about the person' },
    erase: { kind: 'delete' },
  },
  password_tokens: {
    userColumns: ['user_id'],
    export: { excluded: 'invitation secrets (hashes), no information about the person' },
    erase: { kind: 'delete' },
  },
  outbox: {
    userColumns: [],
    emailColumn: 'recipient',
    export: { omit: [] },
    erase: {
      kind: 'anonymise',
      set: {
        recipient: 'erased-{id}@erased.invalid',
        reply_to: null,
        subject: erasedMarker,
        text_body: erasedMarker,
        html_body: null,
      },
      why: 'the delivery log stays, the message goes',
    },
  },
};

/** Columns that point at a person but are about someone else acting (the administrator). */
export const actorColumns: Record<string, string[]> = {
  membership_applications: ['decided_by'],
  // The treasurer who exported a collection or recorded/resolved a returned debit.
  sepa_collections: ['created_by'],
  sepa_returns: ['recorded_by', 'resolved_by'],
  contents: ['updated_by'],
  media_items: ['uploaded_by'],
  // Who asked for a refund: the member (their own order, already covered by user_id) or an administrator.
  orders: ['refund_requested_by'],
};
